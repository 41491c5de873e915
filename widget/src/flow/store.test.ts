import { describe, expect, it, vi } from 'vitest';
import { map } from './store.ts';

describe('map store', () => {
  it('notifies listeners of changes only, with a new object per change', () => {
    const store = map({ a: 1, b: 'x' });
    const listener = vi.fn();
    const stop = store.listen(listener);
    const before = store.get();
    store.setKey('a', 1);
    expect(listener).not.toHaveBeenCalled();
    store.setKey('a', 2);
    expect(listener).toHaveBeenCalledWith({ a: 2, b: 'x' });
    expect(store.get()).not.toBe(before);
    expect(before).toEqual({ a: 1, b: 'x' });
    stop();
    store.set({ a: 3, b: 'y' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('subscribe calls at once, then on changes', () => {
    const store = map({ n: 0 });
    const seen: number[] = [];
    store.subscribe((value) => seen.push(value.n));
    store.setKey('n', 1);
    expect(seen).toEqual([0, 1]);
  });

  it('writes no global', () => {
    const before = Object.keys(globalThis).length;
    map({ n: 0 }).setKey('n', 1);
    expect(Object.keys(globalThis).length).toBe(before);
  });
});
