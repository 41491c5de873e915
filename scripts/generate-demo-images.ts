/**
 * Draws the demo pictures under public/images: 4:3 SVG illustrations for every gallery entry of
 * the demo hotels, the reviewers' and the demo manager's avatars, and the no-gallery placeholder.
 *
 * Deterministic (a seeded PRNG per file), so running it again rewrites identical files. Run it
 * by hand after changing the demo data: `node scripts/generate-demo-images.ts`. Nothing runs it
 * at install, build or start; the generated files are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  DEMO_HOTELS,
  DEMO_MANAGER,
  type DemoGalleryImage,
  type DemoHotel,
  demoReviews,
  type HotelSetting,
} from '../worker/seed/demo-data.ts';
import { PROJECT_ROOT } from './lib/wrangler.ts';

export const IMAGES_DIR = join(PROJECT_ROOT, 'public/images');

// ---------------------------------------------------------------------------------------------
// Small toolkit
// ---------------------------------------------------------------------------------------------

type Rng = () => number;

/** mulberry32 seeded with a string hash: the same name always draws the same picture. */
function rngFor(name: string): Rng {
  let seed = 2166136261;
  for (const char of name) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const r1 = (n: number) => Math.round(n * 10) / 10;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

type Attrs = Record<string, string | number>;

function el(tag: string, attrs: Attrs, children = ''): string {
  const list = Object.entries(attrs)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? r1(value) : escapeXml(value)}"`)
    .join('');
  return children ? `<${tag}${list}>${children}</${tag}>` : `<${tag}${list}/>`;
}

const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });
const poly = (points: [number, number][], fill: string, extra: Attrs = {}) =>
  el('polygon', { points: points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' '), fill, ...extra });

function linear(id: string, stops: [number, string][], vertical = true): string {
  return el(
    'linearGradient',
    vertical ? { id, x1: 0, y1: 0, x2: 0, y2: 1 } : { id, x1: 0, y1: 0, x2: 1, y2: 0 },
    stops.map(([offset, color]) => el('stop', { offset, 'stop-color': color })).join(''),
  );
}

function radial(id: string, color: string): string {
  return el(
    'radialGradient',
    { id },
    el('stop', { offset: 0, 'stop-color': color, 'stop-opacity': 0.9 }) +
      el('stop', { offset: 1, 'stop-color': color, 'stop-opacity': 0 }),
  );
}

function svg(title: string, defs: string, body: string, width = 800, height = 600): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t">${el('title', { id: 't' }, escapeXml(title))}<defs>${defs}</defs>${body}</svg>\n`;
}

// ---------------------------------------------------------------------------------------------
// Scene context
// ---------------------------------------------------------------------------------------------

type Time = 'day' | 'sunset' | 'night';

type Ctx = {
  rng: Rng;
  time: Time;
  /** Windows lit and colours darkened. */
  lit: boolean;
};

const SKIES: Record<Time, [number, string][]> = {
  day: [
    [0, '#4F9FE3'],
    [0.7, '#A9D6F5'],
    [1, '#E3F2FB'],
  ],
  sunset: [
    [0, '#2B1B4D'],
    [0.45, '#A3456A'],
    [0.8, '#F08A4B'],
    [1, '#FBD27A'],
  ],
  night: [
    [0, '#070F2B'],
    [0.7, '#22346A'],
    [1, '#3E4F86'],
  ],
};

/** Mixes `color` with black (amount < 0) or white (amount > 0). */
function shade(color: string, amount: number): string {
  const n = Number.parseInt(color.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount),
  );
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A colour as it looks at this time of day. */
function tint(ctx: Ctx, color: string): string {
  if (ctx.time === 'night') return shade(color, -0.55);
  if (ctx.time === 'sunset') return shade(color, -0.25);
  return color;
}

function windowColor(ctx: Ctx): string {
  if (ctx.lit && ctx.rng() > 0.3) return pick(ctx.rng, ['#FFD36E', '#FFC857', '#FFE29A']);
  return ctx.time === 'day' ? pick(ctx.rng, ['#8FB8D8', '#7FA8C9', '#9CC3DD']) : '#232B45';
}

function skyDefs(ctx: Ctx): string {
  return linear('sky', SKIES[ctx.time]) + radial('glow', ctx.time === 'night' ? '#F7F3D6' : '#FFE9A8');
}

function sky(ctx: Ctx, height = 600): string {
  let out = rect(0, 0, 800, height, 'url(#sky)');
  const { rng } = ctx;
  if (ctx.time === 'day') {
    const x = between(rng, 560, 700);
    out += circle(x, 95, 90, 'url(#glow)') + circle(x, 95, 38, '#FFE27A');
    for (let i = 0; i < 3; i++)
      out += cloud(between(rng, 40 + i * 240, 180 + i * 240), between(rng, 60, 170), rng);
  } else if (ctx.time === 'sunset') {
    const x = between(rng, 120, 680);
    out += circle(x, 330, 160, 'url(#glow)') + circle(x, 330, 46, '#FFD27A', { opacity: 0.95 });
    out += cloud(between(rng, 60, 300), between(rng, 90, 150), rng, '#F6A6A0', 0.55);
  } else {
    // Stars in three brightness groups.
    const stars = ['', '', ''];
    for (let i = 0; i < 36; i++) {
      const d = dot(between(rng, 0, 800), between(rng, 0, 280), between(rng, 0.8, 2.2));
      stars[i % 3] += d;
    }
    out += stars.map((d, i) => path(d, '#FFFFFF', { opacity: 0.45 + i * 0.25 })).join('');
    const x = between(rng, 120, 680);
    // Crescent moon: outer arc of a full circle, inner arc of a narrower ellipse.
    out += circle(x, 90, 70, 'url(#glow)');
    out += path(`M${r1(x)} 64A26 26 0 1 0 ${r1(x)} 116A18 26 0 1 1 ${r1(x)} 64Z`, '#F7F3D6');
  }
  return out;
}

function cloud(x: number, y: number, rng: Rng, color = '#FFFFFF', opacity = 0.85): string {
  const w = between(rng, 60, 110);
  return el(
    'g',
    { fill: color, opacity },
    ellipse(x, y, w, w * 0.22, color) +
      ellipse(x - w * 0.35, y - w * 0.12, w * 0.38, w * 0.24, color) +
      ellipse(x + w * 0.2, y - w * 0.2, w * 0.45, w * 0.3, color),
  );
}

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

type BuildingOptions = {
  x: number;
  base: number;
  w: number;
  h: number;
  wall: string;
  roof?: 'flat' | 'pitched' | 'none';
  roofColor?: string;
  floors: number;
  cols: number;
  windows?: 'arch' | 'rect' | 'shutter';
  shutter?: string;
  door?: boolean;
  balcony?: boolean;
};

/** Path data of a rectangle. */
function box(x: number, y: number, w: number, h: number): string {
  return `M${r1(x)} ${r1(y)}h${r1(w)}v${r1(h)}h${r1(-w)}z`;
}

/** Path data of a circle. */
function dot(cx: number, cy: number, r: number, ry = r): string {
  return `M${r1(cx - r)} ${r1(cy)}a${r1(r)} ${r1(ry)} 0 1 0 ${r1(r * 2)} 0a${r1(r)} ${r1(ry)} 0 1 0 ${r1(-r * 2)} 0z`;
}

/** Collects path data by fill colour and renders one path per colour, in first-use order. */
function batch(): { add: (fill: string, d: string) => void; render: () => string } {
  const byFill = new Map<string, string>();
  return {
    add: (fill, d) => {
      byFill.set(fill, (byFill.get(fill) ?? '') + d);
    },
    render: () => [...byFill].map(([fill, d]) => path(d, fill)).join(''),
  };
}

function arch(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M${r1(x)} ${r1(y + h)}V${r1(y + r)}A${r1(r)} ${r1(r)} 0 0 1 ${r1(x + w)} ${r1(y + r)}V${r1(y + h)}Z`;
}

function building(ctx: Ctx, o: BuildingOptions): string {
  const top = o.base - o.h;
  const wall = tint(ctx, o.wall);
  let out = rect(o.x, top, o.w, o.h, wall);
  // Light from the left: a slightly darker right edge gives volume.
  out += rect(o.x + o.w * 0.88, top, o.w * 0.12, o.h, shade(wall, -0.12));
  const roofColor = tint(ctx, o.roofColor ?? '#A4472F');
  if (o.roof === 'pitched') {
    out += poly(
      [
        [o.x - 10, top],
        [o.x + o.w / 2, top - Math.min(70, o.w * 0.32)],
        [o.x + o.w + 10, top],
      ],
      roofColor,
    );
  } else if (o.roof !== 'none') {
    out += rect(o.x - 6, top - 8, o.w + 12, 10, roofColor);
  }
  const usable = o.h - (o.door ? 60 : 20);
  const cellW = o.w / o.cols;
  const cellH = usable / o.floors;
  const winW = Math.min(cellW * 0.45, 34);
  const winH = Math.min(cellH * 0.62, 60);
  // Windows first, then shutters, railings and flowers: one path per colour keeps files small.
  const windows = batch();
  const decor = batch();
  for (let f = 0; f < o.floors; f++) {
    for (let c = 0; c < o.cols; c++) {
      const wx = o.x + c * cellW + (cellW - winW) / 2;
      const wy = top + 14 + f * cellH + (cellH - winH) / 2;
      const color = windowColor(ctx);
      windows.add(color, o.windows === 'arch' ? arch(wx, wy, winW, winH) : box(wx, wy, winW, winH));
      if (o.windows === 'shutter') {
        const s = tint(ctx, o.shutter ?? '#3E6B48');
        decor.add(
          s,
          box(wx - winW * 0.42, wy, winW * 0.38, winH) + box(wx + winW * 1.04, wy, winW * 0.38, winH),
        );
      }
      if (o.balcony && f < o.floors - 1) {
        decor.add(tint(ctx, '#4A4A4A'), box(wx - 6, wy + winH, winW + 12, 5));
        decor.add(tint(ctx, '#D94A64'), dot(wx + 2, wy + winH - 2, 4));
        decor.add(tint(ctx, '#E86A3A'), dot(wx + winW - 2, wy + winH - 2, 4));
      }
    }
  }
  out += windows.render() + decor.render();
  if (o.door) {
    const dw = Math.min(46, o.w * 0.2);
    out += path(arch(o.x + (o.w - dw) / 2, o.base - 56, dw, 56), tint(ctx, '#5A3A22'));
  }
  return out;
}

function cypress(ctx: Ctx, x: number, base: number, h: number): string {
  return ellipse(x, base - h / 2, h * 0.12, h / 2, tint(ctx, '#2E4A2A'));
}

function pine(ctx: Ctx, x: number, base: number, h: number): string {
  const color = tint(ctx, '#24452F');
  let out = rect(x - 3, base - h * 0.15, 6, h * 0.15, tint(ctx, '#5B3A24'));
  for (let i = 0; i < 3; i++) {
    const y = base - h * 0.15 - i * h * 0.26;
    const w = h * (0.36 - i * 0.08);
    out += poly(
      [
        [x - w, y],
        [x, y - h * 0.42],
        [x + w, y],
      ],
      color,
    );
  }
  return out;
}

function palm(ctx: Ctx, x: number, base: number, h: number): string {
  const trunk = tint(ctx, '#8A6B4A');
  const leaf = tint(ctx, '#2F7D4A');
  const topX = x + h * 0.12;
  const topY = base - h;
  let out = path(
    `M${x - 4} ${base}Q${x + h * 0.05} ${base - h * 0.5} ${topX} ${topY}L${topX + 6} ${topY}Q${x + h * 0.1} ${base - h * 0.5} ${x + 4} ${base}Z`,
    trunk,
  );
  for (const [dx, dy] of [
    [-1, 0.35],
    [1, 0.35],
    [-0.8, -0.1],
    [0.8, -0.1],
    [0, -0.45],
  ] as const) {
    const ex = topX + dx * h * 0.45;
    const ey = topY + dy * h * 0.35;
    out += path(
      `M${r1(topX)} ${r1(topY)}Q${r1((topX + ex) / 2)} ${r1(topY - h * 0.15)} ${r1(ex)} ${r1(ey)}Q${r1((topX + ex) / 2)} ${r1(topY - h * 0.05)} ${r1(topX)} ${r1(topY + 4)}Z`,
      leaf,
    );
  }
  return out;
}

function roundTree(ctx: Ctx, x: number, base: number, h: number, leaf: string, fruit?: string): string {
  let out = rect(x - 4, base - h * 0.45, 8, h * 0.45, tint(ctx, '#6B4B32'));
  out += ellipse(x, base - h * 0.65, h * 0.42, h * 0.35, tint(ctx, leaf));
  if (fruit) {
    for (let i = 0; i < 6; i++) {
      out += circle(
        x + between(ctx.rng, -h * 0.3, h * 0.3),
        base - h * 0.65 + between(ctx.rng, -h * 0.2, h * 0.2),
        3.5,
        tint(ctx, fruit),
      );
    }
  }
  return out;
}

/** Water filled with the setting's `water` gradient, with a few ripples. */
function water(ctx: Ctx, y: number, height: number): string {
  let ripples = '';
  for (let i = 0; i < 14; i++) {
    const wy = between(ctx.rng, y + 10, y + height - 6);
    const wx = between(ctx.rng, 0, 760);
    const w = between(ctx.rng, 30, 90);
    ripples += `M${r1(wx)} ${r1(wy)}q${r1(w / 4)} -4 ${r1(w / 2)} 0t${r1(w / 2)} 0`;
  }
  return (
    rect(0, y, 800, height, 'url(#water)') +
    path(ripples, 'none', {
      stroke: ctx.time === 'night' ? '#8FA3D9' : '#FFFFFF',
      'stroke-width': 2,
      opacity: 0.35,
    })
  );
}

function waterDefs(ctx: Ctx, top: string, bottom: string): string {
  return linear('water', [
    [0, tint(ctx, top)],
    [1, tint(ctx, bottom)],
  ]);
}

function mountains(
  ctx: Ctx,
  base: number,
  peaks: number,
  heightRange: [number, number],
  color: string,
  snow: boolean,
): string {
  const { rng } = ctx;
  const points: [number, number][] = [[0, base]];
  const caps: string[] = [];
  const step = 800 / peaks;
  for (let i = 0; i <= peaks; i++) {
    const px = i * step + between(rng, -step * 0.2, step * 0.2);
    const py = base - between(rng, heightRange[0], heightRange[1]);
    points.push([Math.max(0, Math.min(800, px)), py]);
    if (snow) {
      const d = (base - py) * 0.22;
      caps.push(
        poly(
          [
            [px - d * 0.7, py + d],
            [px, py],
            [px + d * 0.7, py + d],
            [px + d * 0.2, py + d * 0.7],
            [px - d * 0.2, py + d * 1.1],
          ],
          tint(ctx, '#F4F7FB'),
        ),
      );
    }
    if (i < peaks)
      points.push([px + step * 0.5, base - between(rng, heightRange[0] * 0.4, heightRange[0] * 0.8)]);
  }
  points.push([800, base]);
  return poly(points, tint(ctx, color)) + caps.join('');
}

function hills(ctx: Ctx, base: number, amplitude: number, color: string, phase: number): string {
  let d = `M0 ${base}`;
  for (let x = 0; x <= 800; x += 200) {
    const y = base - amplitude * (0.5 + 0.5 * Math.sin((x / 800) * Math.PI * 2 + phase));
    d += `Q${x + 100} ${r1(y - amplitude * 0.4)} ${x + 200} ${r1(y)}`;
  }
  return path(`${d}V600H0Z`, tint(ctx, color));
}

function ground(ctx: Ctx, y: number, color: string): string {
  return rect(0, y, 800, 600 - y, tint(ctx, color));
}

// ---------------------------------------------------------------------------------------------
// Settings: a far layer (also seen through windows and from terraces) and a main layer
// ---------------------------------------------------------------------------------------------

type Layers = {
  /** Colour of whatever lies below the far layer (sea, lake, fields), seen from terraces and windows. */
  base: string;
  far: (ctx: Ctx) => string;
  main: (ctx: Ctx) => string;
  defs: (ctx: Ctx) => string;
};

const SETTINGS: Record<HotelSetting, Layers> = {
  canal: {
    base: '#2F7A7A',
    defs: (ctx) => waterDefs(ctx, '#2F7A7A', '#174B50'),
    far: (ctx) => {
      let out = '';
      // Campanile and the dome of the Salute over the rooftops.
      out +=
        rect(600, 150, 34, 230, tint(ctx, '#B5533C')) +
        poly(
          [
            [596, 150],
            [617, 90],
            [638, 150],
          ],
          tint(ctx, '#6F7F6A'),
        );
      out += rect(604, 160, 26, 24, tint(ctx, '#E8DCC4'));
      out += ellipse(250, 300, 70, 60, tint(ctx, '#D9D3C4')) + rect(180, 300, 140, 80, tint(ctx, '#E2DCCB'));
      out += circle(250, 236, 10, tint(ctx, '#D9D3C4'));
      for (let x = 0; x < 800; x += 70)
        out += rect(
          x,
          330 + between(ctx.rng, -20, 10),
          66,
          80,
          tint(ctx, pick(ctx.rng, ['#D39A7A', '#E7C08A', '#C77B5E'])),
        );
      return out;
    },
    main: (ctx) => {
      let out = '';
      const walls = ['#C8553D', '#E8B15E', '#D98E73', '#F2D0A4', '#B9614A'];
      let x = -20;
      let i = 0;
      while (x < 800) {
        const w = between(ctx.rng, 150, 210);
        const h = between(ctx.rng, 220, 300);
        out += building(ctx, {
          x,
          base: 420,
          w,
          h,
          wall: walls[i % walls.length] as string,
          floors: 3,
          cols: 3,
          windows: 'arch',
          balcony: i % 2 === 0,
        });
        x += w;
        i++;
      }
      out += water(ctx, 420, 180);
      for (const px of [120, 150, 520])
        out +=
          rect(px, 380, 8, 110, tint(ctx, '#F2F2F2')) +
          rect(px, 395, 8, 14, tint(ctx, '#2F4D8A')) +
          rect(px, 425, 8, 14, tint(ctx, '#2F4D8A'));
      // Gondola.
      out += path('M300 520Q420 548 560 508L572 498Q560 528 420 540Q330 540 292 512Z', tint(ctx, '#161616'));
      out += rect(540, 470, 4, 44, tint(ctx, '#3A2A1A'));
      return out;
    },
  },
  'river-city': {
    base: '#7D9A6A',
    defs: (ctx) => waterDefs(ctx, '#6E9A86', '#3E6B5B'),
    far: (ctx) => {
      let out = hills(ctx, 330, 50, '#7D9A6A', 1);
      // Duomo: drum, ribbed dome and lantern; Giotto's bell tower; Palazzo Vecchio tower.
      out += rect(470, 250, 180, 90, tint(ctx, '#E9E1CF'));
      out += rect(510, 215, 100, 40, tint(ctx, '#EFE8D8'));
      out += path('M505 218Q560 110 615 218Z', tint(ctx, '#C1633B'));
      out += path('M560 140V218M535 200Q548 160 560 140M585 200Q572 160 560 140', 'none', {
        stroke: tint(ctx, '#F4EFE4'),
        'stroke-width': 3,
      });
      out += rect(552, 118, 16, 24, tint(ctx, '#F4EFE4'));
      out += rect(680, 180, 34, 160, tint(ctx, '#E3D9C4')) + rect(684, 190, 26, 10, tint(ctx, '#8A9B7A'));
      out += rect(210, 150, 30, 190, tint(ctx, '#C9A27A')) + rect(200, 140, 50, 22, tint(ctx, '#B98F66'));
      for (let i = 0; i < 5; i++) out += rect(202 + i * 10, 132, 6, 10, tint(ctx, '#B98F66'));
      return out;
    },
    main: (ctx) => {
      let out = '';
      const walls = ['#E5C18A', '#D9A774', '#EBD3A8', '#C98F63'];
      let x = -10;
      let i = 0;
      while (x < 800) {
        const w = between(ctx.rng, 130, 180);
        out += building(ctx, {
          x,
          base: 410,
          w,
          h: between(ctx.rng, 120, 170),
          wall: walls[i % walls.length] as string,
          floors: 3,
          cols: 3,
          windows: 'shutter',
          shutter: '#5D6B3A',
        });
        x += w + 2;
        i++;
      }
      out += water(ctx, 410, 190);
      // Ponte Vecchio: deck, three arches, little shops on top.
      out += rect(0, 392, 420, 48, tint(ctx, '#C99A62'));
      for (const ax of [40, 170, 300]) out += path(arch(ax, 412, 90, 60), tint(ctx, '#2E5B4E'));
      for (let sx = 0; sx < 420; sx += 42)
        out +=
          rect(sx + 2, 362, 38, 30, tint(ctx, pick(ctx.rng, ['#E2B56E', '#D98E5A', '#EAC98F']))) +
          rect(sx + 14, 370, 12, 12, windowColor(ctx));
      return out;
    },
  },
  'old-town': {
    base: '#C4744E',
    defs: () => '',
    far: (ctx) => {
      let out = '';
      // A dome over the rooftops (St Peter's or a Neapolitan church).
      out += rect(520, 260, 120, 90, tint(ctx, '#D8CDB6'));
      out += path('M520 262Q580 150 640 262Z', tint(ctx, '#9EA9A6'));
      out += rect(572, 170, 16, 24, tint(ctx, '#D8CDB6'));
      for (let x = 0; x < 800; x += 80)
        out += rect(
          x,
          320 + between(ctx.rng, -30, 10),
          78,
          100,
          tint(ctx, pick(ctx.rng, ['#D7A15F', '#C4744E', '#E3B979'])),
        );
      return out;
    },
    main: (ctx) => {
      let out = ground(ctx, 470, '#8C7B6B');
      let cobbles = '';
      for (let i = 0; i < 40; i++) cobbles += dot(between(ctx.rng, 0, 800), between(ctx.rng, 480, 595), 9, 4);
      out += path(cobbles, tint(ctx, '#A3927F'));
      const walls = ['#D9913F', '#C4623F', '#E6B55C', '#B85A3C'];
      let x = -20;
      let i = 0;
      while (x < 800) {
        const w = between(ctx.rng, 170, 230);
        out += building(ctx, {
          x,
          base: 470,
          w,
          h: between(ctx.rng, 260, 330),
          wall: walls[i % walls.length] as string,
          floors: 3,
          cols: 3,
          windows: 'shutter',
          shutter: '#3E6B48',
          door: true,
          balcony: true,
          roof: 'pitched',
          roofColor: '#9C4A33',
        });
        x += w;
        i++;
      }
      // Ivy and a street lamp.
      for (let k = 0; k < 7; k++)
        out += circle(
          between(ctx.rng, 20, 120),
          between(ctx.rng, 260, 470),
          between(ctx.rng, 14, 26),
          tint(ctx, '#3F6E35'),
          { opacity: 0.9 },
        );
      out +=
        rect(640, 300, 6, 170, tint(ctx, '#2B2B2B')) +
        rect(628, 290, 30, 22, ctx.lit ? '#FFD36E' : tint(ctx, '#4A4A4A'));
      if (ctx.lit) out += circle(643, 300, 70, 'url(#glow)');
      return out;
    },
  },
  'coast-cliffs': {
    base: '#1E5F92',
    defs: (ctx) => waterDefs(ctx, '#2A7FB8', '#0F3F6B'),
    far: (ctx) => {
      let out = water(ctx, 380, 220);
      out += poly(
        [
          [430, 600],
          [520, 250],
          [600, 180],
          [700, 150],
          [800, 170],
          [800, 600],
        ],
        tint(ctx, '#7A6A4F'),
      );
      out += poly(
        [
          [520, 260],
          [600, 190],
          [700, 160],
          [800, 180],
          [800, 230],
          [650, 230],
        ],
        tint(ctx, '#5F7F4A'),
      );
      for (let i = 0; i < 3; i++)
        out += path(`M${between(ctx.rng, 60, 380)} 470l24 0l-6 7h-14z`, tint(ctx, '#FFFFFF'));
      return out;
    },
    main: (ctx) => {
      let out = '';
      const colors = ['#F6E7C8', '#F4B6A6', '#F9D77E', '#FFFFFF', '#E9A27C'];
      for (let row = 0; row < 6; row++) {
        for (let c = 0; c < 5 - Math.floor(row / 2); c++) {
          const bx = 500 + c * 56 + row * 12 + between(ctx.rng, -6, 6);
          const by = 560 - row * 60;
          out +=
            rect(bx, by - 46, 50, 46, tint(ctx, pick(ctx.rng, colors))) +
            rect(bx + 16, by - 34, 14, 18, windowColor(ctx));
        }
      }
      // Majolica dome of the church.
      out +=
        rect(560, 190, 60, 50, tint(ctx, '#F3EBDD')) +
        path('M556 192Q590 130 624 192Z', tint(ctx, '#2E8B57'));
      out += path('M566 180Q590 150 614 180', 'none', { stroke: tint(ctx, '#F2C230'), 'stroke-width': 4 });
      // The villa with arches on the left promontory.
      out += poly(
        [
          [0, 600],
          [0, 330],
          [160, 320],
          [330, 420],
          [420, 600],
        ],
        tint(ctx, '#8A7355'),
      );
      out += building(ctx, {
        x: 40,
        base: 335,
        w: 220,
        h: 120,
        wall: '#F5E9D3',
        floors: 2,
        cols: 4,
        windows: 'arch',
        roof: 'flat',
        roofColor: '#E0D2B8',
      });
      out +=
        roundTree(ctx, 300, 420, 70, '#3F7A3A', '#F2D230') +
        roundTree(ctx, 350, 470, 60, '#457F3D', '#F2D230');
      return out;
    },
  },
  mountains: {
    base: '#3E6B3F',
    defs: () => '',
    far: (ctx) => mountains(ctx, 380, 5, [150, 260], '#8D8FA0', true) + hills(ctx, 400, 40, '#3E6B3F', 0.5),
    main: (ctx) => {
      let out = ground(ctx, 430, '#6FA34F');
      for (let i = 0; i < 7; i++)
        out += pine(ctx, between(ctx.rng, 0, 800), between(ctx.rng, 420, 450), between(ctx.rng, 70, 120));
      out += building(ctx, {
        x: 250,
        base: 520,
        w: 300,
        h: 170,
        wall: '#9A6537',
        floors: 2,
        cols: 4,
        windows: 'rect',
        balcony: true,
        roof: 'pitched',
        roofColor: '#4B3A33',
        door: true,
      });
      out += rect(250, 430, 300, 12, tint(ctx, '#E9E4DA'));
      for (let i = 0; i < 5; i++)
        out += pine(
          ctx,
          between(ctx.rng, 20, 220) + (i > 2 ? 560 : 0),
          between(ctx.rng, 540, 600),
          between(ctx.rng, 110, 160),
        );
      return out;
    },
  },
  lake: {
    base: '#2C6480',
    defs: (ctx) => waterDefs(ctx, '#3B7E9E', '#1E4E66'),
    far: (ctx) => {
      let out = hills(ctx, 340, 120, '#5F7E8F', 0.2) + hills(ctx, 370, 70, '#4B6E5A', 2.2);
      out += water(ctx, 370, 230);
      for (let i = 0; i < 8; i++)
        out += rect(
          560 + i * 22,
          352 - (i % 3) * 6,
          18,
          18,
          tint(ctx, pick(ctx.rng, ['#F2E2B8', '#E8B98F', '#FFFFFF'])),
        );
      out +=
        path('M380 430l70 0l-10 12h-52z', tint(ctx, '#FFFFFF')) +
        rect(400, 418, 30, 12, tint(ctx, '#D9D2C3'));
      return out;
    },
    main: (ctx) => {
      let out = ground(ctx, 480, '#B7AE9E');
      out += building(ctx, {
        x: 40,
        base: 480,
        w: 330,
        h: 240,
        wall: '#F1D27B',
        floors: 4,
        cols: 5,
        windows: 'arch',
        balcony: true,
        roof: 'flat',
        roofColor: '#B65C3B',
        door: true,
      });
      out += palm(ctx, 420, 500, 160) + palm(ctx, 700, 520, 140);
      for (const lx of [480, 620])
        out +=
          rect(lx, 420, 5, 80, tint(ctx, '#2D2D2D')) +
          circle(lx + 2, 416, 9, ctx.lit ? '#FFE29A' : tint(ctx, '#F0F0F0'));
      out += rect(0, 560, 800, 40, tint(ctx, '#8E8577'));
      return out;
    },
  },
  'sea-volcano': {
    base: '#1D6FA0',
    defs: (ctx) => waterDefs(ctx, '#2C8FC0', '#0D4C7A'),
    far: (ctx) => {
      let out = poly(
        [
          [0, 400],
          [140, 230],
          [200, 205],
          [260, 232],
          [470, 400],
        ],
        tint(ctx, '#5C4F4A'),
      );
      out += poly(
        [
          [160, 225],
          [200, 205],
          [242, 226],
          [225, 250],
          [200, 238],
          [178, 252],
        ],
        tint(ctx, '#F4F7FB'),
      );
      out += path('M196 204q-20 -40 10 -70q30 -30 0 -70', 'none', {
        stroke: tint(ctx, '#C9C4C0'),
        'stroke-width': 16,
        'stroke-linecap': 'round',
        opacity: 0.6,
      });
      out += water(ctx, 390, 210);
      return out;
    },
    main: (ctx) => {
      let out = poly(
        [
          [330, 600],
          [430, 440],
          [800, 400],
          [800, 600],
        ],
        tint(ctx, '#9C8B6E'),
      );
      for (let i = 0; i < 3; i++) {
        out += building(ctx, {
          x: 460 + i * 110,
          base: 470 + i * 30,
          w: 130,
          h: 90 + i * 10,
          wall: '#FAF6EE',
          floors: 2,
          cols: 3,
          windows: 'arch',
          roof: 'flat',
          roofColor: '#E9DFC9',
        });
      }
      out += rect(420, 540, 380, 30, tint(ctx, '#4FC3E8'));
      for (let i = 0; i < 8; i++)
        out += circle(
          between(ctx.rng, 440, 790),
          between(ctx.rng, 470, 540),
          between(ctx.rng, 6, 12),
          tint(ctx, '#C2297A'),
        );
      out += palm(ctx, 380, 560, 170) + palm(ctx, 760, 560, 150);
      return out;
    },
  },
  trulli: {
    base: '#7F9A52',
    defs: () => '',
    far: (ctx) => hills(ctx, 380, 40, '#9FB36A', 0.8) + hills(ctx, 410, 30, '#7F9A52', 2.4),
    main: (ctx) => {
      let out = ground(ctx, 440, '#C9B98A');
      const trullo = (x: number, base: number, s: number) =>
        rect(x - 50 * s, base - 70 * s, 100 * s, 70 * s, tint(ctx, '#FBF8F1')) +
        path(
          `M${x - 54 * s} ${base - 68 * s}Q${x - 30 * s} ${base - 130 * s} ${x} ${base - 170 * s}Q${x + 30 * s} ${base - 130 * s} ${x + 54 * s} ${base - 68 * s}Z`,
          tint(ctx, '#8E8C86'),
        ) +
        circle(x, base - 176 * s, 8 * s, tint(ctx, '#FBF8F1')) +
        path(arch(x - 14 * s, base - 46 * s, 28 * s, 46 * s), tint(ctx, '#3D6B8C')) +
        path(`M${x - 8 * s} ${base - 120 * s}l16 0l-8 -14z`, tint(ctx, '#FBF8F1'));
      out += trullo(200, 470, 0.8) + trullo(330, 480, 1) + trullo(480, 470, 0.9) + trullo(600, 490, 1.1);
      out += rect(0, 520, 800, 24, tint(ctx, '#B5A88A'));
      for (let x = 0; x < 800; x += 22) out += ellipse(x + 10, 520, 12, 7, tint(ctx, '#A3977B'));
      out += roundTree(ctx, 80, 560, 130, '#7E9466') + roundTree(ctx, 730, 580, 120, '#7E9466');
      return out;
    },
  },
  countryside: {
    base: '#A7B865',
    defs: () => '',
    far: (ctx) =>
      hills(ctx, 330, 60, '#8FA86A', 0.3) +
      hills(ctx, 380, 50, '#C9B45E', 2) +
      hills(ctx, 420, 40, '#A7B865', 4),
    main: (ctx) => {
      let out = path('M380 600C420 520 300 500 360 440S470 400 430 360', 'none', {
        stroke: tint(ctx, '#E6D3A3'),
        'stroke-width': 14,
      });
      for (let i = 0; i < 6; i++) out += cypress(ctx, 340 + i * 22 + (i % 2) * 8, 520 - i * 28, 90 - i * 8);
      out += building(ctx, {
        x: 470,
        base: 440,
        w: 230,
        h: 120,
        wall: '#D9C7A3',
        floors: 2,
        cols: 4,
        windows: 'shutter',
        shutter: '#6B5A3E',
        roof: 'pitched',
        roofColor: '#B4552F',
        door: true,
      });
      out += building(ctx, {
        x: 560,
        base: 330,
        w: 60,
        h: 70,
        wall: '#D2BE98',
        floors: 1,
        cols: 1,
        windows: 'rect',
        roof: 'pitched',
        roofColor: '#B4552F',
      });
      out += cypress(ctx, 720, 450, 130) + cypress(ctx, 750, 460, 110);
      for (const hx of [120, 200]) out += ellipse(hx, 540, 28, 22, tint(ctx, '#D8B45A'));
      return out;
    },
  },
  metropolis: {
    base: '#7A8FA3',
    defs: (ctx) => waterDefs(ctx, '#4E7C8A', '#27485A'),
    far: (ctx) => {
      let out = '';
      const towers: [number, number, number][] = [
        [60, 70, 200],
        [160, 60, 260],
        [250, 90, 180],
        [380, 60, 300],
        [470, 80, 220],
        [590, 70, 330],
        [690, 90, 240],
      ];
      const bands = batch();
      for (const [x, w, h] of towers) {
        out += rect(x, 400 - h, w, h, tint(ctx, pick(ctx.rng, ['#8EA3B5', '#7A8FA3', '#A3B3C2'])));
        for (let y = 410 - h; y < 390; y += 18) bands.add(windowColor(ctx), box(x + 8, y, w - 16, 6));
      }
      out += el('g', { opacity: 0.8 }, bands.render());
      out += path('M625 70l-8 0l4 -40z', tint(ctx, '#A3B3C2'));
      // A vertical-forest tower: green dots on the balconies.
      let leaves = '';
      for (let i = 0; i < 26; i++) leaves += dot(between(ctx.rng, 384, 436), between(ctx.rng, 110, 390), 6);
      out += path(leaves, tint(ctx, '#4E8C4A'));
      return out;
    },
    main: (ctx) => {
      let out = '';
      const walls = ['#E3A86B', '#C9654B', '#F0D3A0', '#B7704F', '#E9C27A'];
      let x = -10;
      let i = 0;
      while (x < 800) {
        const w = between(ctx.rng, 140, 190);
        out += building(ctx, {
          x,
          base: 420,
          w,
          h: between(ctx.rng, 180, 230),
          wall: walls[i % walls.length] as string,
          floors: 4,
          cols: 3,
          windows: 'shutter',
          shutter: '#4B5B3B',
          balcony: true,
        });
        x += w + 2;
        i++;
      }
      out += rect(0, 420, 800, 16, tint(ctx, '#9A9185'));
      out += water(ctx, 436, 164);
      if (ctx.lit) {
        out += path('M0 300Q200 340 400 300T800 300', 'none', { stroke: '#3A2F2A', 'stroke-width': 1.5 });
        let bulbs = '';
        for (let k = 0; k < 20; k++)
          bulbs += dot(k * 40 + 10, 300 + 18 * Math.sin((k / 10) * Math.PI) ** 2, 4);
        out += path(bulbs, '#FFE29A');
      }
      return out;
    },
  },
  vineyards: {
    base: '#557A34',
    defs: () => '',
    far: (ctx) => {
      let out = hills(ctx, 320, 70, '#8E9F6E', 0.5);
      // A hilltop village with its tower, resting on a mound.
      out += ellipse(590, 350, 140, 70, tint(ctx, '#8E9F6E'));
      out +=
        rect(578, 230, 24, 90, tint(ctx, '#B9805A')) +
        poly(
          [
            [574, 230],
            [590, 212],
            [606, 230],
          ],
          tint(ctx, '#8E4A2E'),
        );
      for (const [hx, hw, hh] of [
        [520, 50, 40],
        [560, 60, 50],
        [610, 56, 44],
        [650, 44, 34],
      ] as const) {
        out += rect(hx, 320 - hh, hw, hh + 20, tint(ctx, pick(ctx.rng, ['#C99A70', '#D9B48A', '#B98660'])));
      }
      out += hills(ctx, 380, 60, '#7E9A4E', 2.6);
      for (let i = 0; i < 12; i++)
        out += path(`M0 ${390 + i * 18}Q400 ${350 + i * 22} 800 ${400 + i * 16}`, 'none', {
          stroke: tint(ctx, '#557A34'),
          'stroke-width': 5,
          opacity: 0.8,
        });
      return out;
    },
    main: (ctx) => {
      let out = ground(ctx, 480, '#6E8F3E');
      for (let i = 0; i < 6; i++)
        out += path(`M0 ${500 + i * 18}Q400 ${470 + i * 24} 800 ${510 + i * 16}`, 'none', {
          stroke: tint(ctx, '#41612A'),
          'stroke-width': 7,
        });
      out += building(ctx, {
        x: 90,
        base: 490,
        w: 320,
        h: 150,
        wall: '#C77A4E',
        floors: 2,
        cols: 5,
        windows: 'shutter',
        shutter: '#5A4632',
        roof: 'pitched',
        roofColor: '#8E4A2E',
        door: true,
      });
      out += roundTree(ctx, 520, 500, 120, '#4E7A3A');
      return out;
    },
  },
};

// ---------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------

type Palette = { wall: string; accent: string; floor: string; linen: string };

const PALETTES: Palette[] = [
  { wall: '#F1E6D6', accent: '#7E57C2', floor: '#A8784E', linen: '#FFFFFF' },
  { wall: '#E7EEF0', accent: '#2E7D9A', floor: '#C9A27A', linen: '#F8F6F0' },
  { wall: '#F6E3D3', accent: '#C0573E', floor: '#8E5B3A', linen: '#FFFDF8' },
  { wall: '#E9F0E2', accent: '#5E8C4A', floor: '#B98A5E', linen: '#FFFFFF' },
  { wall: '#F3EAF4', accent: '#8E3B73', floor: '#9B6B47', linen: '#FBF7F2' },
  { wall: '#EFE9DD', accent: '#B8862B', floor: '#7A5236', linen: '#FFFFFF' },
];

/** Sky, a filler for what lies below the horizon, then the far layer: the view from inside. */
function view(setting: Layers, ctx: Ctx): string {
  return sky(ctx) + rect(0, 360, 800, 240, tint(ctx, setting.base)) + setting.far(ctx);
}

function exteriorScene(setting: Layers, ctx: Ctx): { defs: string; body: string } {
  return { defs: skyDefs(ctx) + setting.defs(ctx), body: sky(ctx) + setting.far(ctx) + setting.main(ctx) };
}

function terraceScene(
  setting: Layers,
  ctx: Ctx,
  palette: Palette,
  pool: boolean,
): { defs: string; body: string } {
  let body = view(setting, ctx);
  const floor = tint(ctx, '#D8C3A5');
  body += rect(0, 470, 800, 130, floor);
  for (let i = 0; i < 9; i++)
    body += path(`M${400 + (i - 4) * 40} 470L${400 + (i - 4) * 150} 600`, 'none', {
      stroke: shade(floor, -0.12),
      'stroke-width': 2,
    });
  // Balustrade.
  body += rect(0, 440, 800, 10, tint(ctx, '#F2ECE0'));
  for (let x = 8; x < 800; x += 26)
    body += path(`M${x} 450h10l-2 8 3 8-3 6h-6l-3-6 3-8z`, tint(ctx, '#EAE2D2'));
  body += rect(0, 472, 800, 6, tint(ctx, '#E4DACA'));
  if (pool) {
    body +=
      path('M140 600L230 500H620L700 600Z', 'url(#pool)') +
      path('M230 500H620', 'none', { stroke: '#FFFFFF', 'stroke-width': 6 });
    for (const lx of [40, 700])
      body +=
        path(`M${lx} 560l70 -30l8 6l-64 34z`, tint(ctx, '#FFFFFF')) +
        path(`M${lx + 6} 566l-4 20M${lx + 60} 540l4 20`, 'none', {
          stroke: tint(ctx, '#8A8A8A'),
          'stroke-width': 3,
        });
  } else {
    body += ellipse(400, 540, 80, 20, tint(ctx, '#FFFFFF')) + rect(396, 540, 8, 50, tint(ctx, '#7A7A7A'));
    body += rect(282, 500, 8, 90, tint(ctx, '#7A5A3A')) + rect(270, 530, 50, 8, tint(ctx, '#7A5A3A'));
    body += rect(510, 500, 8, 90, tint(ctx, '#7A5A3A')) + rect(480, 530, 50, 8, tint(ctx, '#7A5A3A'));
    body += circle(380, 528, 8, tint(ctx, '#F2F2F2')) + circle(420, 528, 8, tint(ctx, '#F2F2F2'));
  }
  // Parasol and potted plants.
  const accent = tint(ctx, palette.accent);
  body +=
    rect(597, 340, 6, 220, tint(ctx, '#6B6B6B')) +
    path('M480 360Q600 280 720 360Z', accent) +
    path('M480 360Q600 330 720 360', 'none', { stroke: shade(accent, -0.2), 'stroke-width': 3 });
  for (const px of [30, 760])
    body += rect(px - 20, 520, 40, 50, tint(ctx, '#B5603C')) + circle(px, 505, 30, tint(ctx, '#4E7A3A'));
  return {
    defs:
      skyDefs(ctx) +
      setting.defs(ctx) +
      linear('pool', [
        [0, tint(ctx, '#6FD3F2')],
        [1, tint(ctx, '#1F8FBF')],
      ]),
    body,
  };
}

function roomScene(setting: Layers, ctx: Ctx, palette: Palette): { defs: string; body: string } {
  const { rng } = ctx;
  const lamp = ctx.time !== 'day';
  const wall = lamp ? shade(palette.wall, -0.2) : palette.wall;
  const winX = rng() > 0.5 ? 60 : 500;
  const bedX = winX === 60 ? 330 : 60;
  let body = rect(0, 0, 800, 600, wall);
  // Window: the landscape drawn small inside a clip.
  body += rect(winX - 12, 78, 264, 284, shade(wall, -0.18));
  body += el(
    'g',
    { 'clip-path': 'url(#window)' },
    el('g', { transform: `translate(${winX - 60} 80) scale(0.45)` }, view(setting, ctx)),
  );
  body += path(`M${winX + 120} 90V350M${winX} 220H${winX + 240}`, 'none', {
    stroke: '#FFFFFF',
    'stroke-width': 8,
  });
  body +=
    rect(winX - 30, 70, 40, 310, tint(ctx, palette.accent), { opacity: 0.85 }) +
    rect(winX + 230, 70, 40, 310, tint(ctx, palette.accent), { opacity: 0.85 });
  // Floor and rug.
  body += rect(0, 440, 800, 160, shade(palette.floor, lamp ? -0.2 : 0));
  for (let x = -40; x < 800; x += 70)
    body += path(`M${x + 40} 440L${x} 600`, 'none', {
      stroke: shade(palette.floor, -0.25),
      'stroke-width': 2,
    });
  body += ellipse(bedX + 200, 560, 230, 30, shade(palette.accent, 0.55), { opacity: 0.8 });
  // Picture over the bed.
  body +=
    rect(bedX + 120, 120, 160, 110, '#5A4632') + rect(bedX + 128, 128, 144, 94, shade(palette.accent, 0.4));
  body += path(`M${bedX + 128} 222l50 -50 40 30 30 -20 24 40z`, shade(palette.accent, -0.1));
  // Bed: headboard, mattress, duvet, pillows.
  body += rect(bedX + 40, 270, 320, 140, shade(palette.accent, -0.25), { rx: 14 });
  body += rect(bedX + 20, 380, 360, 110, palette.linen, { rx: 10 });
  body += rect(bedX + 20, 420, 360, 80, palette.accent, { rx: 10 });
  body += rect(bedX + 20, 420, 360, 14, shade(palette.accent, 0.35));
  body +=
    rect(bedX + 60, 350, 120, 50, palette.linen, { rx: 18 }) +
    rect(bedX + 220, 350, 120, 50, palette.linen, { rx: 18 });
  body += rect(bedX + 40, 490, 12, 30, '#4A3A2A') + rect(bedX + 348, 490, 12, 30, '#4A3A2A');
  // Bedside table and lamp.
  const tableX = bedX === 60 ? bedX + 400 : bedX - 90;
  body += rect(tableX, 400, 70, 90, '#7A5A3A') + rect(tableX + 30, 340, 8, 60, '#3A3A3A');
  body += path(
    `M${tableX + 10} 345L${tableX + 20} 300H${tableX + 50}L${tableX + 60} 345Z`,
    lamp ? '#FFE29A' : '#F4EBDD',
  );
  if (lamp) body += circle(tableX + 34, 330, 120, 'url(#glow)');
  body += rect(tableX + 8, 386, 26, 14, '#C9A27A');
  const plantX = winX === 60 ? 740 : 20;
  body +=
    rect(plantX - 22, 500, 44, 60, '#B5603C') +
    ellipse(plantX, 470, 40, 50, '#4E7A3A') +
    ellipse(plantX - 20, 440, 20, 34, '#5E8C4A');
  return {
    defs:
      skyDefs(ctx) + setting.defs(ctx) + el('clipPath', { id: 'window' }, rect(winX, 90, 240, 260, '#000')),
    body,
  };
}

function timeFor(scene: DemoGalleryImage['scene'], rng: Rng): Time {
  if (scene === 'dusk') return rng() > 0.5 ? 'sunset' : 'night';
  if (scene === 'room') return rng() > 0.75 ? 'sunset' : 'day';
  return 'day';
}

function hotelImage(hotel: DemoHotel, image: DemoGalleryImage, index: number): string {
  const rng = rngFor(image.illustration);
  const time = timeFor(image.scene, rng);
  const ctx: Ctx = { rng, time, lit: time !== 'day' };
  const setting = SETTINGS[hotel.setting];
  const palette = PALETTES[(hotel.id + index) % PALETTES.length] as Palette;
  const pool = ['coast-cliffs', 'sea-volcano', 'countryside', 'lake'].includes(hotel.setting);
  const { defs, body } =
    image.scene === 'room'
      ? roomScene(setting, ctx, palette)
      : image.scene === 'terrace'
        ? terraceScene(setting, ctx, palette, pool)
        : exteriorScene(setting, ctx);
  return svg(`${hotel.name}: ${image.caption}`, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Avatars and placeholder
// ---------------------------------------------------------------------------------------------

const FEMALE_NAMES = new Set([
  'Chiara',
  'Francesca',
  'Sophie',
  'Elena',
  'Anna',
  'Sara',
  'Valentina',
  'Giulia',
]);
const AVATAR_BACKGROUNDS = [
  '#7E57C2',
  '#26A69A',
  '#EF6C00',
  '#5C6BC0',
  '#AD1457',
  '#2E7D32',
  '#00838F',
  '#6D4C41',
];
const SKINS = ['#F5D0B5', '#E8B896', '#C98E6B', '#A86E4C', '#F2C9A0'];
const HAIRS = ['#2B1B12', '#5A3825', '#8C5A2B', '#C9A15A', '#1E1E1E', '#9E9E9E'];

function faceAvatar(name: string, surname: string): string {
  const rng = rngFor(`${name} ${surname}`);
  const bg = pick(rng, AVATAR_BACKGROUNDS);
  const skin = pick(rng, SKINS);
  const hair = pick(rng, HAIRS);
  const shirt = pick(rng, ['#ECEFF1', '#37474F', '#FFCC80', '#90CAF9', '#A5D6A7']);
  const female = FEMALE_NAMES.has(name);
  let body = circle(100, 100, 100, bg);
  if (female) body += path('M48 98Q44 40 100 34Q156 40 152 98L158 160H42Z', hair);
  body += path('M30 200Q34 146 100 140Q166 146 170 200Z', shirt);
  body += rect(86, 118, 28, 28, shade(skin, -0.08));
  body += ellipse(100, 92, 38, 44, skin);
  body += female
    ? path('M60 86Q64 44 100 44Q140 44 140 90Q120 64 82 70Q70 74 60 86Z', hair)
    : path('M62 84Q60 44 100 44Q140 44 138 84Q132 62 100 62Q74 62 62 84Z', hair);
  body += circle(86, 94, 4, '#2B2B2B') + circle(114, 94, 4, '#2B2B2B');
  body += path('M86 114Q100 124 114 114', 'none', {
    stroke: '#8A4B3A',
    'stroke-width': 3,
    'stroke-linecap': 'round',
  });
  if (!female && rng() > 0.6)
    body += path('M74 106Q100 140 126 106Q124 132 100 136Q76 132 74 106Z', hair, { opacity: 0.85 });
  const defs = el('clipPath', { id: 'round' }, circle(100, 100, 100, '#000'));
  return svg(`Avatar of ${name} ${surname}`, defs, el('g', { 'clip-path': 'url(#round)' }, body), 200, 200);
}

function initialsAvatar(name: string, surname: string, network: 'facebook' | 'google'): string {
  const rng = rngFor(`${network} ${name} ${surname}`);
  const [from, to] =
    network === 'facebook'
      ? ['#3B5998', pick(rng, ['#6A8DD8', '#5C6BC0', '#4FC3F7'])]
      : ['#DB4437', pick(rng, ['#F4B400', '#FF8A65', '#EC407A'])];
  const initials = `${name[0] ?? ''}${surname[0] ?? ''}`.toUpperCase();
  const defs = linear('bg', [
    [0, from],
    [1, to],
  ]);
  const body =
    circle(100, 100, 100, 'url(#bg)') +
    circle(100, 100, 84, 'none', { stroke: '#FFFFFF', 'stroke-width': 3, opacity: 0.35 }) +
    el(
      'text',
      {
        x: 100,
        y: 100,
        'text-anchor': 'middle',
        'dominant-baseline': 'central',
        'font-family': 'Segoe UI, Roboto, Helvetica, Arial, sans-serif',
        'font-size': 76,
        'font-weight': 600,
        fill: '#FFFFFF',
      },
      escapeXml(initials),
    );
  return svg(`Profile picture of ${name} ${surname}`, defs, body, 200, 200);
}

function noGallery(): string {
  const defs = linear('bg', [
    [0, '#EDE7F6'],
    [1, '#D1C4E9'],
  ]);
  const body =
    rect(0, 0, 800, 600, 'url(#bg)') +
    rect(290, 210, 220, 170, '#FFFFFF', { rx: 16, opacity: 0.9 }) +
    rect(290, 210, 220, 170, 'none', { rx: 16, stroke: '#7E57C2', 'stroke-width': 8 }) +
    circle(450, 255, 18, '#B39DDB') +
    path('M306 364L372 288L420 336L448 308L494 364Z', '#7E57C2') +
    path('M330 430H470', 'none', { stroke: '#B39DDB', 'stroke-width': 10, 'stroke-linecap': 'round' });
  return svg('No photos available yet', defs, body);
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

/** Every demo image: path relative to public/images and its SVG text. */
export function demoImages(): { path: string; svg: string }[] {
  const files: { path: string; svg: string }[] = [{ path: 'no-gallery.svg', svg: noGallery() }];
  for (const hotel of DEMO_HOTELS) {
    hotel.gallery.forEach((image, index) => {
      files.push({ path: image.illustration, svg: hotelImage(hotel, image, index) });
    });
  }
  files.push({ path: DEMO_MANAGER.avatar, svg: faceAvatar(DEMO_MANAGER.name, DEMO_MANAGER.surname) });
  for (const review of demoReviews(new Date(0))) {
    const { managerName: name, managerSurname: surname } = review;
    if (review.avatar) files.push({ path: review.avatar, svg: faceAvatar(name, surname) });
    if (review.facebookImage)
      files.push({ path: review.facebookImage, svg: initialsAvatar(name, surname, 'facebook') });
    if (review.googleImage)
      files.push({ path: review.googleImage, svg: initialsAvatar(name, surname, 'google') });
  }
  return files;
}

if (import.meta.main) {
  const files = demoImages();
  for (const file of files) {
    const target = join(IMAGES_DIR, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.svg);
  }
  const bytes = files.reduce((sum, file) => sum + file.svg.length, 0);
  console.log(`Wrote ${files.length} images (${Math.round(bytes / 1024)} KB) under public/images.`);
}
