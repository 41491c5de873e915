/** The reviewers' and the demo manager's avatars, and the placeholder of a hotel with no gallery. */

import { shade } from './landscape.ts';
import { circle, el, ellipse, escapeXml, linear, path, pick, rect, rngFor, svg } from './svg.ts';

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

export function faceAvatar(name: string, surname: string): string {
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

export function initialsAvatar(name: string, surname: string, network: 'facebook' | 'google'): string {
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

export function noGallery(): string {
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
