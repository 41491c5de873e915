/** The Workers Cache API of this data centre (`caches.default`), or null where there is none (plain unit code). */
export function edgeCache(): Cache | null {
  const storage = (globalThis as { caches?: CacheStorage & { default?: Cache } }).caches;
  return storage?.default ?? null;
}
