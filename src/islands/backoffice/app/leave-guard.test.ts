// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmLeave, useLeaveGuard } from './leave-guard.ts';
import { useLocation } from './useLocation.ts';

/** The browser's confirmation (happy-dom has none): answers `answer`, and records what it asked. */
function askReturning(answer: boolean) {
  const ask = vi.fn((_message?: string) => answer);
  window.confirm = ask;
  return ask;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/secure/property/address');
});

describe('leaving a screen with unsaved changes', () => {
  it('asks nothing while the screen has nothing unsaved', () => {
    const ask = askReturning(true);
    renderHook(() => useLeaveGuard(null));
    expect(confirmLeave()).toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });

  it("asks the screen's sentence, and stays when refused: in-app navigation and the tab alike", () => {
    const ask = askReturning(false);
    window.history.replaceState(null, '', '/secure/property/address');
    const guard = renderHook(({ message }) => useLeaveGuard(message), {
      initialProps: { message: 'You have unsaved changes.' as string | null },
    });
    const { result } = renderHook(() => useLocation());
    act(() => result.current[1]('/secure/planning'));
    expect(ask).toHaveBeenCalledWith('You have unsaved changes.');
    expect(window.location.pathname).toBe('/secure/property/address');
    expect(result.current[0].pathname).toBe('/secure/property/address');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    // Saved: the guard goes, leaving asks nothing.
    guard.rerender({ message: null });
    ask.mockClear();
    act(() => result.current[1]('/secure/planning'));
    expect(ask).not.toHaveBeenCalled();
    expect(result.current[0].pathname).toBe('/secure/planning');
  });

  it('leaves when agreed; a redirect (replace) never asks', () => {
    const ask = askReturning(true);
    renderHook(() => useLeaveGuard('Unsaved'));
    const { result } = renderHook(() => useLocation());
    act(() => result.current[1]('/secure/planning', { replace: true }));
    expect(ask).not.toHaveBeenCalled();
    act(() => result.current[1]('/secure/reservations'));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(result.current[0].pathname).toBe('/secure/reservations');
  });
});
