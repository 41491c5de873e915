/** The town settings of the demo hotels: canals, a river city, an old town, a metropolis. */

import type { HotelSetting } from '../../worker/seed/demo-data.ts';
import {
  arch,
  batch,
  box,
  building,
  dot,
  ground,
  hills,
  type Layers,
  tint,
  water,
  waterDefs,
  windowColor,
} from './landscape.ts';
import { between, circle, el, ellipse, path, pick, poly, rect } from './svg.ts';

export const TOWN_SETTINGS: Pick<
  Record<HotelSetting, Layers>,
  'canal' | 'river-city' | 'old-town' | 'metropolis'
> = {
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
};
