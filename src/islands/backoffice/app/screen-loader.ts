/**
 * Screens load lazily, once: the first paint ships the shell and the screen asked for. A failed
 * load is forgotten so that a retry loads again (a deploy changed the file names, the network
 * dropped).
 */
import type { ComponentType } from 'react';
import type { RouteDef } from '../routes.ts';
import type { ScreenProps } from '../screen.ts';

export type ScreenComponent = ComponentType<ScreenProps>;

const loaded = new Map<string, ScreenComponent>();
const loading = new Map<string, Promise<ScreenComponent>>();

/** The screen of `route` when it has already loaded (no waiting, no indicator). */
export function loadedScreen(route: RouteDef): ScreenComponent | undefined {
  return loaded.get(route.id);
}

export function loadScreen(route: RouteDef): Promise<ScreenComponent> {
  const known = loading.get(route.id);
  if (known) return known;
  const promise = route.load().then(
    (module) => {
      loaded.set(route.id, module.default);
      return module.default;
    },
    (error: unknown) => {
      loading.delete(route.id);
      throw error;
    },
  );
  loading.set(route.id, promise);
  return promise;
}
