/** The settings of the demo hotels out of town: coast, mountains, lake, volcano, trulli, country, vineyards. */

import type { HotelSetting } from '../../worker/seed/demo-data.ts';
import {
  arch,
  building,
  cypress,
  ground,
  hills,
  type Layers,
  mountains,
  palm,
  pine,
  roundTree,
  tint,
  water,
  waterDefs,
  windowColor,
} from './landscape.ts';
import { between, circle, ellipse, path, pick, poly, rect } from './svg.ts';

export const NATURE_SETTINGS: Pick<
  Record<HotelSetting, Layers>,
  'coast-cliffs' | 'mountains' | 'lake' | 'sea-volcano' | 'trulli' | 'countryside' | 'vineyards'
> = {
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
