/**
 * The map's tile source (PROPERTY, decision 025): in production MAP_TILES_URL names a raster tile
 * URL template (`https://tiles.example.com/{z}/{x}/{y}.png`); empty, the maps draw only the
 * shipped vector countries (offline). The Content-Security-Policy then admits images from that
 * one origin, and only on the pages that show a map.
 */

/** Pages with a map: the hotel page (every hotel address), the hotel list and the back office. */
const MAP_PAGES = /^(\/it)?\/(hotel|hotels|secure)(\/|$)/;

/**
 * The origin of a valid https tile URL template (with {z}, {x} and {y}), else null. Subdomain
 * templates ({s}) are refused: they would need several origins in the policy.
 */
export function tilesOrigin(template: string | undefined): string | null {
  if (
    !template ||
    template.includes('{s}') ||
    !['{z}', '{x}', '{y}'].every((part) => template.includes(part))
  ) {
    return null;
  }
  try {
    const url = new URL(template.replace(/\{[a-z]\}/g, '0'));
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * `policy` with the tile origin added to img-src on map pages; the same policy elsewhere or
 * without valid tiles.
 * @example mapPolicy("img-src 'self'", '/hotel/x', 'https://t.example/{z}/{x}/{y}.png') // "img-src 'self' https://t.example"
 */
export function mapPolicy(policy: string, path: string, template: string | undefined): string {
  const origin = tilesOrigin(template);
  if (origin === null || !MAP_PAGES.test(path)) return policy;
  return policy.replace(
    /(^|; )img-src ([^;]*)/,
    (_, start: string, sources: string) => `${start}img-src ${sources} ${origin}`,
  );
}
