/**
 * The back office's reviews and statistics inside workerd, on the real demo seed (INSIGHT-1): the
 * demo guest reviews (tied to real past stays, deterministic), the reviews list (access, filters,
 * sorts, summary) and the reply (version-guarded: two managers, one 200, one 409).
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReviewAdmin, ReviewAdminPage } from '../../src/contracts/secure/reviews.ts';
import type { StatisticsResponse } from '../../src/contracts/secure/statistics.ts';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import { seedStartDate } from '../seed/booking-data.ts';
import { DEMO_MANAGER } from '../seed/demo-data.ts';
import {
  buildGuestReviewStatements,
  DEMO_REVIEWS_FIRST_HOTEL,
  demoAvatars,
  demoBaseScores,
  quota,
} from '../seed/guest-reviews.ts';
import { buildSeedStatements } from '../seed/seed-sql.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';

const NOW = new Date();
let manager: ManagerSession;
let colleague: ManagerSession;
let outsider: ManagerSession;

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

function call(
  method: string,
  target: string,
  options: { session?: ManagerSession | null; body?: unknown } = {},
): Promise<Response> {
  const session = options.session === undefined ? manager : options.session;
  const init: RequestInit = {
    method,
    headers: session ? session.headers() : { 'Content-Type': 'application/json' },
  };
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  return SELF.fetch(target, init);
}

const reviewsUrl = (hotelId: number, query = '') => `${SECURE_API}/hotels/${hotelId}/reviews${query}`;

async function page(hotelId: number, query = '', session = manager): Promise<ReviewAdminPage> {
  const res = await call('GET', reviewsUrl(hotelId, query), { session });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return (await res.json()) as ReviewAdminPage;
}

beforeAll(async () => {
  const statements = await buildSeedStatements({
    now: NOW,
    passwordHash: await hashPassword(DEMO_MANAGER.password),
  });
  await env.DB.batch(statements.map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
  const passwordHash = await hashPassword('Manager2026!');
  const colleagueId = await insertManager(env.DB, {
    email: 'reviews.colleague@example.com',
    username: 'reviews.colleague',
    name: 'Carla',
    surname: 'Neri',
    passwordHash,
  });
  await insertManager(env.DB, {
    email: 'reviews.outsider@example.com',
    username: 'reviews.outsider',
    name: 'Otto',
    surname: 'Esterno',
    passwordHash,
  });
  await env.DB.prepare('INSERT INTO manager_hotels (manager_id, hotel_id) VALUES (?, 1)')
    .bind(colleagueId)
    .run();
  manager = await signInManager(DEMO_MANAGER.email);
  colleague = await signInManager('reviews.colleague@example.com');
  outsider = await signInManager('reviews.outsider@example.com');
}, 120_000);

describe('demo guest reviews', () => {
  it('ties every review to a past stay of its own hotel, with a used invitation, one per stay', async () => {
    const today = seedStartDate(NOW);
    const { results } = await env.DB.prepare(
      `SELECT g.hotel_id, r.hotel_id AS stay_hotel, r.checkout, r.status, g.created_date, g.score,
              g.language, g.reply, i.used_date, i.hotel_id AS invitation_hotel
       FROM guest_reviews g
       JOIN reservations r ON r.id = g.reservation_id
       LEFT JOIN review_invitations i ON i.reservation_id = g.reservation_id`,
    ).all<{
      hotel_id: number;
      stay_hotel: number;
      checkout: string;
      status: string;
      created_date: string;
      score: number;
      language: string;
      reply: string | null;
      used_date: string | null;
      invitation_hotel: number | null;
    }>();
    const hotel1 = results.filter((r) => r.hotel_id === 1);
    expect(hotel1).toHaveLength(DEMO_REVIEWS_FIRST_HOTEL);
    for (const hotelId of [2, 3, 5]) {
      const count = results.filter((r) => r.hotel_id === hotelId).length;
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(DEMO_REVIEWS_FIRST_HOTEL);
    }
    for (const row of results) {
      expect(row.stay_hotel).toBe(row.hotel_id);
      expect(row.invitation_hotel).toBe(row.hotel_id);
      expect(['CONFIRMED', 'EARLY_CHECKOUT']).toContain(row.status);
      expect(row.checkout <= today).toBe(true);
      expect(row.created_date >= row.checkout).toBe(true);
      expect(row.created_date <= NOW.toISOString()).toBe(true);
      expect(row.used_date).toBe(row.created_date);
      expect(row.score).toBeGreaterThanOrEqual(4);
      expect(row.score).toBeLessThanOrEqual(10);
    }
    expect(new Set(hotel1.map((r) => r.language))).toEqual(new Set(['en', 'it']));
    expect(hotel1.filter((r) => r.reply !== null).length).toBeGreaterThan(3);
    const extras = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM guest_review_likes) AS likes,
              (SELECT COUNT(*) FROM guest_review_reports) AS reports,
              (SELECT COUNT(*) FROM guest_reviews WHERE anonymous = 1) AS anonymous,
              (SELECT COUNT(*) FROM guest_reviews WHERE nickname IS NOT NULL AND show_real_name = 0) AS nicknamed`,
    ).first<{ likes: number; reports: number; anonymous: number; nicknamed: number }>();
    expect(extras?.likes).toBeGreaterThan(5);
    expect(extras?.reports).toBeGreaterThan(0);
    expect(extras?.anonymous).toBeGreaterThan(0);
    expect(extras?.nicknamed).toBeGreaterThan(0);
  });

  it("looks like a well-run hotel's: mostly 7–10, every critical one answered, both languages, every appearance", async () => {
    const { results } = await env.DB.prepare(
      `SELECT g.hotel_id, g.score, g.language, g.reply, g.anonymous, g.show_real_name, g.nickname,
              g.show_avatar, g.avatar_type, g.avatar, r.guest_json,
              (SELECT COUNT(*) FROM guest_review_reports p WHERE p.review_id = g.id) AS reports
       FROM guest_reviews g JOIN reservations r ON r.id = g.reservation_id`,
    ).all<{
      hotel_id: number;
      score: number;
      language: string;
      reply: string | null;
      anonymous: number;
      show_real_name: number;
      nickname: string | null;
      show_avatar: number;
      avatar_type: string;
      avatar: string | null;
      guest_json: string;
      reports: number;
    }>();
    for (const hotelId of [1, 2, 3, 5]) {
      const hotel = results.filter((r) => r.hotel_id === hotelId);
      const high = hotel.filter((r) => r.score >= 7).length;
      // The shares of DEMO_SCORE_SHARES: about 89 % score 7 or more (each RANK item moves ±1).
      expect(high / hotel.length).toBeGreaterThanOrEqual(0.75);
      expect(hotel.some((r) => r.score < 6)).toBe(true);
      expect(hotel.filter((r) => r.score < 6).every((r) => r.reply !== null)).toBe(true);
      expect(new Set(hotel.map((r) => r.language))).toEqual(new Set(['en', 'it']));
      expect(hotel.some((r) => r.anonymous === 1)).toBe(true);
      expect(hotel.some((r) => r.anonymous === 0 && r.show_real_name === 1)).toBe(true);
      expect(hotel.some((r) => r.nickname !== null && r.show_real_name === 0)).toBe(true);
      expect(hotel.some((r) => r.show_avatar === 1)).toBe(true);
      expect(hotel.some((r) => r.reports > 0)).toBe(true);
    }
    const hotel1 = results.filter((r) => r.hotel_id === 1);
    const average = hotel1.reduce((sum, r) => sum + r.score, 0) / hotel1.length;
    expect(average).toBeGreaterThan(8);
    expect(hotel1.filter((r) => r.score < 5).length).toBeLessThanOrEqual(2);
    // Only a demo picture of the guest's first name (portraits) or initials (Facebook, Google),
    // shown by those who sign with their name; never by the anonymous.
    expect(results.filter((r) => r.anonymous === 1).every((r) => r.show_avatar === 0)).toBe(true);
    for (const row of results.filter((r) => r.avatar !== null)) {
      if (row.anonymous === 0 && row.nickname === null) expect(row.show_avatar).toBe(1);
      const guest = JSON.parse(row.guest_json) as { name: string; surname: string };
      const person = demoAvatars().find((a) => a.path === row.avatar);
      expect(person?.type).toBe(row.avatar_type);
      if (person?.name) expect(guest.name).toBe(person.name);
      else expect(`${guest.name.charAt(0)}${guest.surname.charAt(0)}`.toUpperCase()).toBe(person?.initials);
    }
  });

  it.each([
    // [count, 10s, 9s, 8s, 7s, 6s, 5s, 4s]: DEMO_SCORE_SHARES by largest remainder, one critical at least.
    [36, 8, 11, 9, 4, 2, 1, 1],
    [12, 3, 4, 3, 0, 1, 1, 0],
  ])('gives %i reviews the base scores of a well-run hotel', (count, ...expected) => {
    const scores = demoBaseScores(count);
    expect([10, 9, 8, 7, 6, 5, 4].map((score) => scores.filter((s) => s === score).length)).toEqual(expected);
    expect(
      quota(
        [
          ['a', 0.5],
          ['b', 0.5],
        ],
        3,
      ),
    ).toEqual(['a', 'a', 'b']);
  });

  it('is deterministic for a seed day and writes nothing twice', async () => {
    const day = seedStartDate(NOW);
    expect(buildGuestReviewStatements(NOW, day)).toEqual(buildGuestReviewStatements(NOW, day));
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM guest_reviews').first<{ n: number }>();
    const again = buildGuestReviewStatements(NOW, day);
    await env.DB.batch(again.map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM guest_reviews').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});

describe('GET reviews', () => {
  it('answers 401 without a session and 403 for another manager’s hotel', async () => {
    expect((await call('GET', reviewsUrl(1), { session: null })).status).toBe(401);
    const res = await call('GET', reviewsUrl(1), { session: outsider });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).errors).toEqual([
      { field: 'hotelId', code: 'error.hotel.not.managed' },
    ]);
  });

  it('pages the newest first with the whole summary', async () => {
    const first = await page(1, '?size=10');
    expect(first.content).toHaveLength(10);
    expect(first.totalElements).toBe(DEMO_REVIEWS_FIRST_HOTEL);
    expect(first.summary.totalReviews).toBe(DEMO_REVIEWS_FIRST_HOTEL);
    expect(first.summary.reviewsScoreMap.map((e) => e.key)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(first.summary.reviewsScoreMap.reduce((s, e) => s + e.value, 0)).toBe(DEMO_REVIEWS_FIRST_HOTEL);
    const dates = first.content.map((r) => r.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const all = await page(1, '?size=100');
    // Scores have one decimal: summed in tenths, the mean is exact (a float sum can read 8.2499…
    // for 8.25, which rounds half up to 8.3).
    const tenths = all.content.reduce((s, r) => s + Math.round(r.score * 10), 0);
    expect(first.summary.gar).toBe(Math.round(tenths / all.content.length) / 10);
    const last = await page(1, '?size=10&page=3');
    expect(last.content).toHaveLength(DEMO_REVIEWS_FIRST_HOTEL - 30);
    expect(last.last).toBe(true);
  });

  it('filters by score band, reply, reports and language, and sorts by score', async () => {
    const all = (await page(1, '?size=100')).content;
    const band = Math.floor(all[0]?.score ?? 8);
    const inBand = (await page(1, `?size=100&score=${band}`)).content;
    expect(inBand.length).toBe(all.filter((r) => Math.max(4, Math.floor(r.score)) === band).length);
    const unanswered = (await page(1, '?size=100&replied=false')).content;
    expect(unanswered.length).toBeGreaterThan(0);
    expect(unanswered.every((r) => r.reply === null)).toBe(true);
    const reported = (await page(1, '?size=100&reported=true')).content;
    expect(reported.every((r) => r.reports.length > 0)).toBe(true);
    expect(reported.length).toBe(all.filter((r) => r.reports.length > 0).length);
    const italian = (await page(1, '?size=100&language=it')).content;
    expect(italian.length).toBeGreaterThan(0);
    expect(italian.every((r) => r.language === 'it')).toBe(true);
    const high = (await page(1, '?size=100&sort=SCORE_HIGH')).content.map((r) => r.score);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const low = (await page(1, '?size=100&sort=SCORE_LOW')).content.map((r) => r.score);
    expect(low).toEqual([...low].sort((a, b) => a - b));
  });

  it('refuses bad filters with the field and the key', async () => {
    for (const query of ['?sort=BEST', '?score=3', '?replied=yes', '?language=de', '?size=0']) {
      const res = await call('GET', reviewsUrl(1, query));
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as ErrorBody).errors[0]?.code).toMatch(/^error\./);
    }
  });
});

describe('PUT reply', () => {
  it('saves a reply with the version; the second manager on the old version gets a 409', async () => {
    const target = (await page(1, '?replied=false&size=1')).content[0] as ReviewAdmin;
    const url = `${reviewsUrl(1)}/${target.id}/reply`;
    const saved = await call('PUT', url, {
      body: { text: '  Thank you for staying with us!  ', version: target.version },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const review = (await saved.json()) as ReviewAdmin;
    expect(review.reply?.text).toBe('Thank you for staying with us!');
    expect(review.version).toBe(target.version + 1);
    const late = await call('PUT', url, {
      session: colleague,
      body: { text: 'Grazie mille!', version: target.version },
    });
    expect(late.status).toBe(409);
    expect(((await late.json()) as ErrorBody).errors).toEqual([
      { field: 'version', code: 'error.review.reply.changed' },
    ]);
    const one = await call('GET', `${reviewsUrl(1)}/${target.id}`);
    expect(one.status).toBe(200);
    const current = (await one.json()) as ReviewAdmin;
    expect(current.reply?.text).toBe('Thank you for staying with us!');
    expect(current.version).toBe(target.version + 1);
    expect((await call('GET', `${reviewsUrl(1)}/${target.id}`, { session: outsider })).status).toBe(403);
  });

  it('refuses an empty reply, another manager’s hotel and a review of another hotel', async () => {
    const target = (await page(1, '?size=1')).content[0] as ReviewAdmin;
    const url = `${reviewsUrl(1)}/${target.id}/reply`;
    const empty = await call('PUT', url, { body: { text: '   ', version: target.version } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).errors).toEqual([{ field: 'text', code: 'error.required' }]);
    expect((await call('PUT', url, { session: outsider, body: { text: 'x', version: 1 } })).status).toBe(403);
    const other = (await page(2, '?size=1')).content[0] as ReviewAdmin;
    const wrongHotel = await call('PUT', `${reviewsUrl(1)}/${other.id}/reply`, {
      body: { text: 'x', version: other.version },
    });
    expect(wrongHotel.status).toBe(404);
    const unchanged = (await page(1, '?size=1')).content[0];
    expect(unchanged?.version).toBe(target.version);
  });
});

describe('GET statistics', () => {
  const statsUrl = (hotelId: number, query: string) => `${SECURE_API}/hotels/${hotelId}/statistics?${query}`;
  const shift = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const today = () => seedStartDate(NOW);

  async function stats(query: string): Promise<StatisticsResponse> {
    const res = await call('GET', statsUrl(1, query));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    return (await res.json()) as StatisticsResponse;
  }

  type Row = { checkin: string; checkout: string; status: string; source: string; total_cents: number };
  async function reservations(): Promise<Row[]> {
    const { results } = await env.DB.prepare(
      'SELECT checkin, checkout, status, source, total_cents FROM reservations WHERE hotel_id = 1',
    ).all<Row>();
    return results;
  }

  it('answers 401 without a session, 403 for another manager’s hotel, 400 for bad periods', async () => {
    const query = `chart=TRANSFERS_TREND&from=${today()}&to=${today()}`;
    expect((await call('GET', statsUrl(1, query), { session: null })).status).toBe(401);
    const denied = await call('GET', statsUrl(1, query), { session: outsider });
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as ErrorBody).errors[0]?.code).toBe('error.hotel.not.managed');
    const bad: Array<[string, string, string]> = [
      [`chart=PIE&from=${today()}&to=${today()}`, 'chart', 'error.field.generic.invalid'],
      [`chart=TRANSFERS_TREND&from=2026-05-02&to=2026-05-01`, 'to', 'error.date.end.before.start'],
      [`chart=TRANSFERS_TREND&from=2025-01-01&to=2026-01-02&xType=DAYS`, 'to', 'error.field.max'],
      [
        `chart=TRANSFERS_TREND&from=2026-01-01&to=2026-01-05&compareFrom=2025-01-01`,
        'compareTo',
        'error.required',
      ],
      [`chart=TRANSFERS_TREND&from=2026-02-30&to=2026-03-01`, 'from', 'error.field.generic.invalid'],
    ];
    for (const [q, field, code] of bad) {
      const res = await call('GET', statsUrl(1, q));
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as ErrorBody).errors, q).toContainEqual({ field, code });
    }
  });

  it('sums the booked amount, the reservations and the occupation per day as the rows say', async () => {
    const from = shift(today(), -20);
    const to = shift(today(), 20);
    const body = await stats(`chart=RESERVATIONS_AMOUNT_TREND&from=${from}&to=${to}&xType=DAYS`);
    const [amount, count, occupation] = body.datasets;
    expect(body.datasets.map((d) => d.title)).toEqual(['AMOUNT', 'RESERVATIONS', 'OCCUPATION']);
    expect(Object.keys(amount?.entries ?? {})).toHaveLength(41);
    const rows = (await reservations()).filter(
      (r) => r.status !== 'CANCELLED' && r.checkin >= from && r.checkin <= to,
    );
    const expectedCents = rows.reduce((sum, r) => sum + r.total_cents, 0);
    const shownCents = Math.round(Object.values(amount?.entries ?? {}).reduce((s, v) => s + v * 100, 0));
    expect(shownCents).toBe(expectedCents);
    expect(Object.values(count?.entries ?? {}).reduce((s, v) => s + v, 0)).toBe(rows.length);
    // Occupation of one day, counted room by room.
    const day = shift(today(), -3);
    const { results: inHouse } = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id
       WHERE r.hotel_id = 1 AND r.status <> 'CANCELLED' AND rr.status <> 'CANCELLED'
         AND rr.start_date <= ? AND rr.end_date > ?`,
    )
      .bind(day, day)
      .all<{ n: number }>();
    const rooms = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM rooms WHERE hotel_id = 1 AND enabled = 1',
    ).first<{
      n: number;
    }>();
    const expected = Math.round(((inHouse[0]?.n ?? 0) * 10_000) / (rooms?.n ?? 1)) / 100;
    expect(occupation?.entries[day]).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });

  it('counts the sources and compares with another period by title', async () => {
    const from = shift(today(), -30);
    const to = shift(today(), 30);
    const body = await stats(
      `chart=RESERVATIONS_SOURCE_TREND&from=${from}&to=${to}&xType=MONTHS&compareFrom=${shift(from, -365)}&compareTo=${shift(to, -365)}`,
    );
    const rows = (await reservations()).filter(
      (r) => r.status !== 'CANCELLED' && r.checkin >= from && r.checkin <= to,
    );
    const bySource = new Map<string, number>();
    for (const r of rows) bySource.set(r.source, (bySource.get(r.source) ?? 0) + 1);
    const totals = body.datasets.map((d) => [d.title, Object.values(d.entries).reduce((s, v) => s + v, 0)]);
    expect(new Map(totals as [string, number][])).toEqual(bySource);
    const values = totals.map(([, v]) => v as number);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(body.compare?.period).toEqual({ from: shift(from, -365), to: shift(to, -365) });
    expect(body.compare?.datasets).toEqual([]);
  });

  it('runs the review count and average from every review up to each period', async () => {
    const from = shift(today(), -10);
    const body = await stats(`chart=REVIEWS_COUNT_TREND&from=${from}&to=${today()}&xType=DAYS`);
    const [total, average] = body.datasets;
    const { results } = await env.DB.prepare(
      'SELECT score, created_date FROM guest_reviews WHERE hotel_id = 1',
    ).all<{
      score: number;
      created_date: string;
    }>();
    const last = results;
    expect(Object.values(total?.entries ?? {}).at(-1)).toBe(last.length);
    const mean = last.reduce((s, r) => s + r.score, 0) / last.length;
    expect(Object.values(average?.entries ?? {}).at(-1)).toBe(Math.round(mean * 100) / 100);
    const upTo = (day: string) => results.filter((r) => r.created_date.slice(0, 10) <= day).length;
    expect(total?.entries[shift(today(), -5)]).toBe(upTo(shift(today(), -5)));
  });

  it('counts the transfer services of the rooms by their first night', async () => {
    const from = shift(today(), -30);
    const to = shift(today(), 60);
    const body = await stats(`chart=TRANSFERS_TREND&from=${from}&to=${to}&xType=MONTHS`);
    const { results } = await env.DB.prepare(
      `SELECT rr.services_json FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id
       WHERE r.hotel_id = 1 AND rr.status <> 'CANCELLED' AND rr.start_date BETWEEN ? AND ?`,
    )
      .bind(from, to)
      .all<{ services_json: string }>();
    const transferIds = new Set(
      (
        await env.DB.prepare(
          `SELECT id FROM services WHERE hotel_id = 1 AND name_key IN ('service.airport.transfer', 'service.shuttle', 'service.water.taxi')`,
        ).all<{ id: number }>()
      ).results.map((r) => String(r.id)),
    );
    let expected = 0;
    for (const row of results) {
      for (const service of JSON.parse(row.services_json) as { serviceId: string; count: number }[]) {
        if (transferIds.has(String(service.serviceId))) expected += service.count;
      }
    }
    const shown = body.datasets.reduce((s, d) => s + Object.values(d.entries).reduce((a, v) => a + v, 0), 0);
    expect(shown).toBe(expected);
    expect(body.datasets.map((d) => d.title)).toContain('WATER_TAXI');
  });
});
