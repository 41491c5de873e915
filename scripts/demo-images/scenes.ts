/** The gallery pictures of a demo hotel: its exterior, a terrace and a room, in its setting. */

import type { DemoGalleryImage, DemoHotel, HotelSetting } from '../../worker/seed/demo-data.ts';
import { type Ctx, type Layers, shade, sky, skyDefs, type Time, tint } from './landscape.ts';
import { NATURE_SETTINGS } from './settings-nature.ts';
import { TOWN_SETTINGS } from './settings-towns.ts';
import { circle, el, ellipse, linear, path, type Rng, rect, rngFor, svg } from './svg.ts';

/** Every setting: a far layer (also seen through windows and from terraces) and a main layer. */
const SETTINGS: Record<HotelSetting, Layers> = { ...TOWN_SETTINGS, ...NATURE_SETTINGS };

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

export function hotelImage(hotel: DemoHotel, image: DemoGalleryImage, index: number): string {
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
