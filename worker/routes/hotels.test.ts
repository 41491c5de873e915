import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Hotel, Page } from '../../src/contracts/types.ts';

const BASE = 'https://itaca.test/api/rs/public/hotels';
const NOW = '2026-01-01T00:00:00.000Z';

/** Hotel ids 9101..9107: enabled ones with classifications 3, 1, 2, 2, 5, 4 and one disabled. */
const HOTELS = [
  { id: 9101, name: 'Villa Aurora', classification: 3, enabled: 1 },
  { id: 9102, name: 'albergo Blu', classification: 1, enabled: 1 },
  { id: 9103, name: 'Casa Cielo', classification: 2, enabled: 1 },
  { id: 9104, name: 'Dimora Duomo', classification: 2, enabled: 1 },
  { id: 9105, name: 'Eremo', classification: 5, enabled: 1 },
  { id: 9106, name: 'Faro', classification: 4, enabled: 1 },
  { id: 9107, name: 'Hidden', classification: 0, enabled: 0 },
];

beforeAll(async () => {
  const address = JSON.stringify({
    city: 'Roma',
    country: 'IT',
    geo: { type: 'Point', coordinates: [12.5, 41.9] },
  });
  const payment = JSON.stringify({ creditCards: [{ circuit: 'VISA' }] });
  await env.DB.batch([
    env.DB.prepare('DELETE FROM hotel_gallery'),
    env.DB.prepare('DELETE FROM hotels'),
    ...HOTELS.map((h) =>
      env.DB.prepare(
        `INSERT INTO hotels (id, name, name_alias, type, stars, classification, enabled, rooms_number, address_json,
           payment_settings_json, description_json, created_date, updated_date)
         VALUES (?, ?, ?, 'HOTEL', 3, ?, ?, 12, ?, ?, '{"en":"Nice","it":"Bello"}', ?, ?)`,
      ).bind(h.id, h.name, `alias-${h.id}`, h.classification, h.enabled, address, payment, NOW, NOW),
    ),
    // 9101: cover at position 2 → it comes first, the others follow by position.
    env.DB.prepare(
      `INSERT INTO hotel_gallery (hotel_id, path, cover, position, caption) VALUES
        (9101, 'h1/c.jpg', 0, 3, NULL), (9101, 'h1/a.jpg', 0, 1, 'Lobby'), (9101, 'h1/cover.jpg', 1, 2, NULL),
        (9102, 'h2/b.jpg', 0, 2, NULL), (9102, 'h2/a.jpg', 0, 1, NULL),
        (9103, 'h3/x.jpg', 1, 1, NULL), (9103, 'h3/y.jpg', 1, 2, NULL)`,
    ),
  ]);
});

async function getPage(query = ''): Promise<{ res: Response; body: Page<Hotel> }> {
  const res = await SELF.fetch(`${BASE}${query}`);
  return { res, body: (await res.json()) as Page<Hotel> };
}

describe('GET /api/rs/public/hotels', () => {
  it('lists enabled hotels by classification ascending, then id, 10 per page', async () => {
    const { res, body } = await getPage();
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(body.content.map((h) => h.id)).toEqual([9102, 9103, 9104, 9101, 9106, 9105]);
    expect(body).toMatchObject({
      totalElements: 6,
      totalPages: 1,
      number: 0,
      size: 10,
      first: true,
      last: true,
    });
  });

  it('never lists a disabled hotel', async () => {
    const { body } = await getPage('?size=100');
    expect(body.content.some((h) => h.id === 9107)).toBe(false);
    expect(body.content.every((h) => h.enabled)).toBe(true);
  });

  it('accepts enabled=true', async () => {
    const { res, body } = await getPage('?enabled=true&size=2&sort=classification');
    expect(res.status).toBe(200);
    expect(body.content.map((h) => h.id)).toEqual([9102, 9103]);
  });

  it('pages', async () => {
    const first = await getPage('?size=4&page=0');
    expect(first.body.content.map((h) => h.id)).toEqual([9102, 9103, 9104, 9101]);
    expect(first.body).toMatchObject({
      totalElements: 6,
      totalPages: 2,
      number: 0,
      size: 4,
      first: true,
      last: false,
    });
    const second = await getPage('?size=4&page=1');
    expect(second.body.content.map((h) => h.id)).toEqual([9106, 9105]);
    expect(second.body).toMatchObject({ number: 1, first: false, last: true });
    const beyond = await getPage('?size=4&page=5');
    expect(beyond.res.status).toBe(200);
    expect(beyond.body).toMatchObject({
      content: [],
      totalElements: 6,
      totalPages: 2,
      number: 5,
      last: true,
    });
  });

  it.each([
    ['sort=classification,desc', [9105, 9106, 9101, 9103, 9104, 9102]],
    ['sort=classification,DESC&sort=id,desc', [9105, 9106, 9101, 9104, 9103, 9102]],
    ['sort=name', [9102, 9103, 9104, 9105, 9106, 9101]], // case-insensitive: 'albergo Blu' first
    ['sort=name,desc', [9101, 9106, 9105, 9104, 9103, 9102]],
    ['sort=id,desc', [9106, 9105, 9104, 9103, 9102, 9101]],
  ])('sorts with %s', async (query, ids) => {
    const { body } = await getPage(`?${query}`);
    expect(body.content.map((h) => h.id)).toEqual(ids);
  });

  it('returns the Hotel shape with the gallery cover first, then by position, one cover only', async () => {
    const { body } = await getPage('?sort=id');
    const byId = new Map(body.content.map((h) => [h.id, h]));
    const villa = byId.get(9101);
    expect(villa).toEqual({
      id: 9101,
      name: 'Villa Aurora',
      nameAlias: 'alias-9101',
      type: 'HOTEL',
      stars: 3,
      classification: 3,
      enabled: true,
      roomsNumber: 12,
      currency: 'EUR',
      addressInfo: { city: 'Roma', country: 'IT', geo: { type: 'Point', coordinates: [12.5, 41.9] } },
      gallery: [
        { path: 'h1/cover.jpg', cover: true },
        { path: 'h1/a.jpg', cover: false, caption: 'Lobby' },
        { path: 'h1/c.jpg', cover: false },
      ],
      paymentSettings: { paypal: null, creditCards: [{ circuit: 'VISA' }], otherCards: [] },
      policies: {},
      description: { en: 'Nice', it: 'Bello' },
    });
    // No cover flagged: the first by position becomes the cover.
    expect(byId.get(9102)?.gallery).toEqual([
      { path: 'h2/a.jpg', cover: true },
      { path: 'h2/b.jpg', cover: false },
    ]);
    // Two flagged: only the first keeps the flag.
    expect(byId.get(9103)?.gallery.map((g) => g.cover)).toEqual([true, false]);
    expect(byId.get(9106)?.gallery).toEqual([]);
  });

  it.each([
    ['size=0', 'size'],
    ['size=101', 'size'],
    ['size=abc', 'size'],
    ['size=1e400', 'size'],
    ['size=2.5', 'size'],
    ['page=-1', 'page'],
    ['page=99999999999999999999', 'page'],
    ['page=1&page=2', 'page'],
    ['sort=unknown', 'sort'],
    ['sort=classification;drop', 'sort'],
    ['sort=classification,sideways', 'sort'],
    ['sort=price', 'sort'],
    ['enabled=maybe', 'enabled'],
    ['enabled=false', 'enabled'],
    ['enabled=', 'enabled'],
  ])('answers 400 for %s with field %s', async (query, field) => {
    const res = await SELF.fetch(`${BASE}?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: { field: string; code: string }[] };
    expect(body.errors.map((e) => e.field)).toContain(field);
    expect(body.errors.every((e) => e.code.startsWith('error.'))).toBe(true);
  });
});
