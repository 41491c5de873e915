// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { dictionaries } from '../i18n/dictionary.ts';
import { createTranslate, type MessageBundle } from '../i18n/translate.ts';
import { clampProgress, LoadingOverlay } from './LoadingOverlay.tsx';

afterEach(cleanup);

const t = createTranslate(dictionaries as MessageBundle, 'en');

function Harness({ error, progress }: { error?: string; progress?: number }) {
  const [active, setActive] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setActive(true)}>
        start
      </button>
      <LoadingOverlay
        active={active}
        t={t}
        error={error}
        progress={progress}
        onClose={() => setActive(false)}
      >
        <button type="button">inside</button>
      </LoadingOverlay>
    </>
  );
}

describe('clampProgress', () => {
  it.each([
    [50.4, 50],
    [-3, 0],
    [140, 100],
    [Number.NaN, null],
    [null, null],
  ] as const)('%s → %s', (value, expected) => {
    expect(clampProgress(value)).toBe(expected);
  });
});

describe('<LoadingOverlay> (PROPFLOW, PROPERR, PROPLIM)', () => {
  it('inactive: no overlay, nothing busy, the region usable', () => {
    render(<Harness />);
    const region = screen.getByText('inside').closest('.ui-overlay-region');
    expect(region?.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('inside').closest('[inert]')).toBeNull();
  });

  it('active: busy region made inert, a simple 80 px spinner, focus inside', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('start'));
    const region = screen.getByText('inside').closest('.ui-overlay-region');
    expect(region?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('inside').closest('[inert]')).not.toBeNull();
    const spinner = screen.getByRole('status', { name: 'Loading…' });
    expect(spinner.getAttribute('data-diameter')).toBe('80');
    expect(document.activeElement?.classList.contains('ui-overlay')).toBe(true);
  });

  it('with progress: a 150 px progress bar with its value', () => {
    render(<Harness progress={42} />);
    fireEvent.click(screen.getByText('start'));
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('data-diameter')).toBe('150');
    expect(screen.getByText('42%')).toBeTruthy();
  });

  it("error mode: 'Oops...', the message, the default alert; Tab stays inside; close gives focus back", () => {
    render(<Harness error="Error cancelling the reservation" />);
    const start = screen.getByText('start');
    start.focus();
    fireEvent.click(start);
    const dialog = screen.getByRole('alertdialog', { name: 'Oops...' });
    expect(dialog.textContent).toContain('Error cancelling the reservation');
    expect(screen.getByRole('alert').textContent).toBe("Don't close this window");
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(start);
  });
});
