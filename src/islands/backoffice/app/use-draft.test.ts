// @vitest-environment happy-dom
/**
 * A form drafted from a read: it follows the data until edited; edits survive a reload (new data)
 * and keep the version they were based on, until dropped.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraft } from './use-draft.ts';

type Data = { version: number; name: string };
const formOf = (data: Data) => ({ name: data.name });

describe('useDraft', () => {
  it('follows the data, keeps the edits over a reload, and follows again once reset', () => {
    const { result, rerender } = renderHook(
      ({ data }: { data: Data | undefined }) => useDraft(data, formOf),
      {
        initialProps: { data: undefined as Data | undefined },
      },
    );
    expect(result.current.form).toBeNull();

    rerender({ data: { version: 1, name: 'Flexible' } });
    expect(result.current.form).toEqual({ name: 'Flexible' });
    expect(result.current.edited).toBe(false);

    act(() => result.current.update((form) => ({ name: `${form.name} rate` })));
    rerender({ data: { version: 2, name: 'Saved by someone else' } });
    expect(result.current.form).toEqual({ name: 'Flexible rate' });
    expect(result.current.source?.version).toBe(1);

    act(() => result.current.reset());
    expect(result.current.form).toEqual({ name: 'Saved by someone else' });
    expect(result.current.source?.version).toBe(2);
  });

  it('before the data is read, a change has nothing to change', () => {
    const { result } = renderHook(() => useDraft<Data, { name: string }>(undefined, formOf));
    act(() => result.current.update(() => ({ name: 'typed' })));
    expect(result.current.form).toBeNull();
  });
});
