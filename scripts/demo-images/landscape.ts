/** What every demo picture is made of: the sky of its time of day, buildings, trees, water and land. */

import { between, circle, el, ellipse, linear, path, pick, poly, type Rng, r1, radial, rect } from './svg.ts';

// ---------------------------------------------------------------------------------------------
// Scene context
// ---------------------------------------------------------------------------------------------

export type Time = 'day' | 'sunset' | 'night';

export type Ctx = {
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
export function shade(color: string, amount: number): string {
  const n = Number.parseInt(color.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount),
  );
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A colour as it looks at this time of day. */
export function tint(ctx: Ctx, color: string): string {
  if (ctx.time === 'night') return shade(color, -0.55);
  if (ctx.time === 'sunset') return shade(color, -0.25);
  return color;
}

export function windowColor(ctx: Ctx): string {
  if (ctx.lit && ctx.rng() > 0.3) return pick(ctx.rng, ['#FFD36E', '#FFC857', '#FFE29A']);
  return ctx.time === 'day' ? pick(ctx.rng, ['#8FB8D8', '#7FA8C9', '#9CC3DD']) : '#232B45';
}

export function skyDefs(ctx: Ctx): string {
  return linear('sky', SKIES[ctx.time]) + radial('glow', ctx.time === 'night' ? '#F7F3D6' : '#FFE9A8');
}

export function sky(ctx: Ctx, height = 600): string {
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
export function box(x: number, y: number, w: number, h: number): string {
  return `M${r1(x)} ${r1(y)}h${r1(w)}v${r1(h)}h${r1(-w)}z`;
}

/** Path data of a circle. */
export function dot(cx: number, cy: number, r: number, ry = r): string {
  return `M${r1(cx - r)} ${r1(cy)}a${r1(r)} ${r1(ry)} 0 1 0 ${r1(r * 2)} 0a${r1(r)} ${r1(ry)} 0 1 0 ${r1(-r * 2)} 0z`;
}

/** Collects path data by fill colour and renders one path per colour, in first-use order. */
export function batch(): { add: (fill: string, d: string) => void; render: () => string } {
  const byFill = new Map<string, string>();
  return {
    add: (fill, d) => {
      byFill.set(fill, (byFill.get(fill) ?? '') + d);
    },
    render: () => [...byFill].map(([fill, d]) => path(d, fill)).join(''),
  };
}

export function arch(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M${r1(x)} ${r1(y + h)}V${r1(y + r)}A${r1(r)} ${r1(r)} 0 0 1 ${r1(x + w)} ${r1(y + r)}V${r1(y + h)}Z`;
}

export function building(ctx: Ctx, o: BuildingOptions): string {
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

export function cypress(ctx: Ctx, x: number, base: number, h: number): string {
  return ellipse(x, base - h / 2, h * 0.12, h / 2, tint(ctx, '#2E4A2A'));
}

export function pine(ctx: Ctx, x: number, base: number, h: number): string {
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

export function palm(ctx: Ctx, x: number, base: number, h: number): string {
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

export function roundTree(
  ctx: Ctx,
  x: number,
  base: number,
  h: number,
  leaf: string,
  fruit?: string,
): string {
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
export function water(ctx: Ctx, y: number, height: number): string {
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

export function waterDefs(ctx: Ctx, top: string, bottom: string): string {
  return linear('water', [
    [0, tint(ctx, top)],
    [1, tint(ctx, bottom)],
  ]);
}

export function mountains(
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

export function hills(ctx: Ctx, base: number, amplitude: number, color: string, phase: number): string {
  let d = `M0 ${base}`;
  for (let x = 0; x <= 800; x += 200) {
    const y = base - amplitude * (0.5 + 0.5 * Math.sin((x / 800) * Math.PI * 2 + phase));
    d += `Q${x + 100} ${r1(y - amplitude * 0.4)} ${x + 200} ${r1(y)}`;
  }
  return path(`${d}V600H0Z`, tint(ctx, color));
}

export function ground(ctx: Ctx, y: number, color: string): string {
  return rect(0, y, 800, 600 - y, tint(ctx, color));
}

/** A setting: a far layer (also seen through windows and from terraces) and a main layer. */
export type Layers = {
  /** Colour of whatever lies below the far layer (sea, lake, fields), seen from terraces and windows. */
  base: string;
  far: (ctx: Ctx) => string;
  main: (ctx: Ctx) => string;
  defs: (ctx: Ctx) => string;
};
