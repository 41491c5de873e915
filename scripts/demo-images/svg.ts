/** The SVG toolkit of the demo pictures: a seeded PRNG per file and the elements they are drawn with. */

export type Rng = () => number;

/** mulberry32 seeded with a string hash: the same name always draws the same picture. */
export function rngFor(name: string): Rng {
  let seed = 2166136261;
  for (const char of name) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
export const r1 = (n: number) => Math.round(n * 10) / 10;

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

type Attrs = Record<string, string | number>;

export function el(tag: string, attrs: Attrs, children = ''): string {
  const list = Object.entries(attrs)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? r1(value) : escapeXml(value)}"`)
    .join('');
  return children ? `<${tag}${list}>${children}</${tag}>` : `<${tag}${list}/>`;
}

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });
export const poly = (points: [number, number][], fill: string, extra: Attrs = {}) =>
  el('polygon', { points: points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' '), fill, ...extra });

export function linear(id: string, stops: [number, string][], vertical = true): string {
  return el(
    'linearGradient',
    vertical ? { id, x1: 0, y1: 0, x2: 0, y2: 1 } : { id, x1: 0, y1: 0, x2: 1, y2: 0 },
    stops.map(([offset, color]) => el('stop', { offset, 'stop-color': color })).join(''),
  );
}

export function radial(id: string, color: string): string {
  return el(
    'radialGradient',
    { id },
    el('stop', { offset: 0, 'stop-color': color, 'stop-opacity': 0.9 }) +
      el('stop', { offset: 1, 'stop-color': color, 'stop-opacity': 0 }),
  );
}

export function svg(title: string, defs: string, body: string, width = 800, height = 600): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t">${el('title', { id: 't' }, escapeXml(title))}<defs>${defs}</defs>${body}</svg>\n`;
}
