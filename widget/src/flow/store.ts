/**
 * A minimal observable map: the part of nanostores' `map` API the widget uses (get, set, setKey,
 * listen, subscribe) and a `useStore` hook. The widget cannot use nanostores itself: since 1.0
 * it keeps its epoch in `globalThis.nanostoresGlobal`, and the widget promises host pages no
 * global besides its element (decision 010). The site's islands keep using nanostores.
 */
import { useSyncExternalStore } from 'react';

export type Listener<T> = (value: T) => void;

export type MapStore<T extends object> = {
  get(): T;
  set(value: T): void;
  setKey<K extends keyof T>(key: K, value: T[K]): void;
  /** Called on every change (not immediately). Returns the unsubscribe function. */
  listen(listener: Listener<T>): () => void;
  /** Called now and on every change. Returns the unsubscribe function. */
  subscribe(listener: Listener<T>): () => void;
};

export function map<T extends object>(initial: T): MapStore<T> {
  let value = initial;
  const listeners = new Set<Listener<T>>();
  const store: MapStore<T> = {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of [...listeners]) listener(value);
    },
    setKey(key, next) {
      if (value[key] === next) return;
      store.set({ ...value, [key]: next });
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribe(listener) {
      listener(value);
      return store.listen(listener);
    },
  };
  return store;
}

export function useStore<T extends object>(store: MapStore<T>): T {
  return useSyncExternalStore(store.listen, store.get, store.get);
}
