/**
 * Guest reviews inside workerd (INSIGHT-1): the invitation job (stays that ended in the hotel's time
 * zone, once, the e-mail with the private link, hashed token), the review link (unknown, expired,
 * open, used), sending a review with a photo stored in the local R2 (once: 409 on a resend, nothing
 * written on bad input), the public list and summary (privacy, language first, sorting, the edge
 * cache refreshed by a new review), likes and reports counted once per guest, rate limits, and
 * the raw photo upload under fast-check junk (bodies, lengths, content types, tokens).
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  PublicReview,
  ReviewInvitationView,
  ReviewPage,
  ReviewsSummary,
  UploadedPhoto,
} from '../../src/contracts/reviews.ts';
import { GALLERY_MAX_FILE_BYTES, sniffImage } from '../../src/domain/gallery.ts';
import { REVIEW_LINK_DAYS } from '../../src/domain/reviews.ts';
import { inviteReviews } from '../reviews/invite.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';
import {
  API,
  DOUBLE,
  day,
  FLEX,
  HOTEL_ALIAS,
  HOTEL_ID,
  seedBookingFixture,
} from '../test/booking-fixture.ts';
import { holdClockAtWindowStart } from '../test/clock.ts';
import { JPEG } from '../test/images.ts';

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

let serial = 0;
/** A past (or future) stay of the fixture hotel written directly, as the booking engine would. */
async function insertStay(options: {
  checkin: number;
  checkout: number;
  status?: string;
  language?: string;
  name?: string;
  surname?: string;
}): Promise<number> {
  serial += 1;
  const code = `RVW${String(serial).padStart(5, '0')}`;
  const now = new Date().toISOString();
  const guest = {
    email: `guest${serial}@example.com`,
    name: options.name ?? 'Anna',
    surname: options.surname ?? 'Rossi',
  };
  const result = await env.DB.prepare(
    `INSERT INTO reservations (hotel_id, code, manage_token_hash, checkin, checkout, status, source, language,
       guest_email, guest_json, initial_total_cents, total_cents, grand_total_cents, created_date, updated_date)
     VALUES (?, ?, 'x', ?, ?, ?, 'BOOKING', ?, ?, ?, 20000, 20000, 20000, ?, ?)`,
  )
    .bind(
      HOTEL_ID,
      code,
      day(options.checkin),
      day(options.checkout),
      options.status ?? 'CONFIRMED',
      options.language ?? 'en',
      guest.email,
      JSON.stringify(guest),
      now,
      now,
    )
    .run();
  const id = Number(result.meta.last_row_id);
  await env.DB.prepare(
    `INSERT INTO reservation_rooms (reservation_id, room_type_id, rate_plan_id, rate_type, start_date, end_date,
       adults, daily_rates_json, initial_total_cents, total_cents)
     VALUES (?, ?, ?, 'STANDARD', ?, ?, 2, '[]', 20000, 20000)`,
  )
    .bind(id, DOUBLE, FLEX, day(options.checkin), day(options.checkout))
    .run();
  return id;
}

/** An invitation with a known token (the job's tokens are only in its e-mails). */
async function invite(reservationId: number, expiresInDays = REVIEW_LINK_DAYS): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO review_invitations (reservation_id, hotel_id, token_hash, created_date, expires_date)
     VALUES (?, ?, ?, ?, ?)`,
  )
    .bind(
      reservationId,
      HOTEL_ID,
      await sha256Hex(token),
      new Date(now).toISOString(),
      new Date(now + expiresInDays * 86_400_000).toISOString(),
    )
    .run();
  return token;
}

const headers = (token: string | null, json = true): Record<string, string> => ({
  ...(json ? { 'Content-Type': 'application/json' } : {}),
  ...(token ? { 'X-Review-Token': token } : {}),
});

function review(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ranks: { cleanliness: 9, comfort: 8, location: 10, facilities: 7, staff: 10, value: 8 },
    texts: { room: 'Quiet, on the garden.', breakfast: '' },
    title: 'A lovely stay',
    pro: 'Kind staff and a great position.',
    con: '',
    hint: 'More vegan options at breakfast.',
    anonymous: false,
    showRealName: true,
    showAvatar: true,
    nickname: '',
    photos: [],
    ...overrides,
  };
}

const send = (token: string | null, body: unknown) =>
  SELF.fetch(`${API}/reviews`, { method: 'POST', headers: headers(token), body: JSON.stringify(body) });

const uploadPhoto = (token: string, bytes: Uint8Array) =>
  SELF.fetch(`${API}/reviews/photos`, {
    method: 'POST',
    headers: {
      'X-Review-Token': token,
      'Content-Type': 'image/jpeg',
      'Content-Length': String(bytes.byteLength),
    },
    body: bytes,
  });

const list = async (query = '') => {
  const response = await SELF.fetch(`${API}/hotels/${HOTEL_ALIAS}/reviews${query}`);
  expect(response.status).toBe(200);
  return { body: (await response.json()) as ReviewPage, cache: response.headers.get('X-Reviews-Cache') };
};

beforeAll(async () => {
  await seedBookingFixture();
});

describe('review invitations (cron job)', () => {
  it('invites stays that ended in the hotel time zone, once, with a hashed token and an e-mail in the guest language', async () => {
    const ended = await insertStay({ checkin: -4, checkout: -1, language: 'it', name: 'Giulia' });
    const early = await insertStay({ checkin: -6, checkout: -2, status: 'EARLY_CHECKOUT' });
    const cancelled = await insertStay({ checkin: -5, checkout: -2, status: 'CANCELLED' });
    const today = await insertStay({ checkin: -2, checkout: 0 });
    const old = await insertStay({ checkin: -40, checkout: -30 });
    const created = await inviteReviews(env);
    expect(created).toBeGreaterThanOrEqual(2);
    const { results } = await env.DB.prepare(
      'SELECT reservation_id, token_hash, expires_date, created_date FROM review_invitations',
    ).all<{ reservation_id: number; token_hash: string; expires_date: string; created_date: string }>();
    const invited = results.map((row) => row.reservation_id);
    expect(invited).toEqual(expect.arrayContaining([ended, early]));
    for (const id of [cancelled, today, old]) expect(invited).not.toContain(id);
    const row = results.find((r) => r.reservation_id === ended);
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(row?.expires_date ?? '') - Date.parse(row?.created_date ?? '')).toBe(
      REVIEW_LINK_DAYS * 86_400_000,
    );

    const mail = await env.DB.prepare(
      "SELECT to_address, subject, body_text FROM email_outbox WHERE template = 'review-invitation' AND body_text LIKE '%Giulia%'",
    ).first<{ to_address: string; subject: string; body_text: string }>();
    expect(mail?.subject).toBe('Com’è stato il soggiorno a Test Hotel?');
    const link = /https:\/\/itaca\.test\/it\/review#token=([A-Za-z0-9_-]{43})/.exec(mail?.body_text ?? '');
    expect(link).not.toBeNull();
    // The e-mailed token is the stored hash's token, and it opens the link.
    expect(await sha256Hex(link?.[1] ?? '')).toBe(row?.token_hash);
    const opened = await SELF.fetch(`${API}/reviews/invitation`, {
      headers: headers(link?.[1] ?? '', false),
    });
    expect(opened.status).toBe(200);
    const view = (await opened.json()) as ReviewInvitationView;
    expect(view).toMatchObject({
      state: 'OPEN',
      hotel: { name: 'Test Hotel', ref: HOTEL_ALIAS },
      guest: { name: 'Giulia' },
    });
    expect(view.stay.rooms).toHaveLength(1);

    // A second run invites nobody twice.
    const mails = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM email_outbox WHERE template = 'review-invitation'",
    ).first<{ n: number }>();
    expect(await inviteReviews(env)).toBe(0);
    const after = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM email_outbox WHERE template = 'review-invitation'",
    ).first<{ n: number }>();
    expect(after?.n).toBe(mails?.n);
  });

  it('creates a bounded batch per run', async () => {
    for (let i = 0; i < 3; i++) await insertStay({ checkin: -3, checkout: -1 });
    expect(await inviteReviews(env, new Date(), 2)).toBe(2);
    expect(await inviteReviews(env, new Date(), 2)).toBe(1);
  });
});

describe('the review link', () => {
  it('says plainly when a link is unknown, missing or expired', async () => {
    const unknown = await SELF.fetch(`${API}/reviews/invitation`, { headers: headers(randomToken(), false) });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorBody).errors[0]?.code).toBe('error.review.link.unknown');
    const missing = await SELF.fetch(`${API}/reviews/invitation`);
    expect(missing.status).toBe(401);
    const expired = await invite(await insertStay({ checkin: -5, checkout: -3 }), -1);
    const response = await SELF.fetch(`${API}/reviews/invitation`, { headers: headers(expired, false) });
    expect(response.status).toBe(410);
    expect(((await response.json()) as ErrorBody).errors[0]?.code).toBe('error.review.link.expired');
    const sent = await send(expired, review());
    expect(sent.status).toBe(410);
  });

  it('sends a review with a photo once; the link then shows it as published', async () => {
    const reservation = await insertStay({ checkin: -3, checkout: -1, name: 'Marco', surname: 'bianchi' });
    const token = await invite(reservation);
    const uploaded = await uploadPhoto(token, JPEG);
    expect(uploaded.status).toBe(201);
    const photo = (await uploaded.json()) as UploadedPhoto;
    expect(photo).toMatchObject({ contentType: 'image/jpeg', size: JPEG.byteLength });
    expect(photo.key).toMatch(/^reviews\/\d+\/[0-9a-f-]{36}\.jpg$/);
    // Not served before the review is published.
    expect((await SELF.fetch(`https://itaca.test${photo.url}`)).status).toBe(404);

    const text = await uploadPhoto(token, new TextEncoder().encode('not an image at all'));
    expect(text.status).toBe(400);
    expect(((await text.json()) as ErrorBody).errors[0]?.code).toBe('error.photo.not.image');

    const before = await list();
    const response = await send(token, review({ photos: [photo.key] }));
    expect(response.status).toBe(201);
    const view = (await response.json()) as ReviewInvitationView;
    expect(view.state).toBe('USED');
    const published = view.review as PublicReview;
    // Overall score: the average of the RANK items, one decimal (decision 028).
    expect(published.score).toBe(8.7);
    expect(published.label).toBe('review.score.8');
    expect(published.author).toMatchObject({ name: 'Marco B.', anonymous: false, showAvatar: true });
    expect(published.feedbacks).toContainEqual({
      type: 'RANK',
      titleKey: 'review.feedback.cleanliness',
      value: 9,
    });
    expect(published.feedbacks).toContainEqual({
      type: 'TEXT',
      titleKey: 'review.feedback.breakfast',
      value: null,
    });
    expect(published.reservation).toMatchObject({ source: 'BOOKING', checkin: day(-3), checkout: day(-1) });
    expect(published.photos).toEqual([{ url: photo.url, contentType: 'image/jpeg' }]);
    const image = await SELF.fetch(`https://itaca.test${photo.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/jpeg');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(JPEG);

    // Sent twice: 409 with a message, nothing more written.
    const again = await send(token, review({ title: 'Second try' }));
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).errors[0]?.code).toBe('error.review.already.sent');
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM guest_reviews WHERE reservation_id = ?')
      .bind(reservation)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
    expect((await uploadPhoto(token, JPEG)).status).toBe(409);

    const link = await SELF.fetch(`${API}/reviews/invitation`, { headers: headers(token, false) });
    expect(((await link.json()) as ReviewInvitationView).review?.id).toBe(published.id);

    // The public list shows it at once: the edge copy was keyed by the previous reviews version.
    const after = await list();
    expect(after.body.totalElements).toBe(before.body.totalElements + 1);
    expect(after.body.content[0]?.id).toBe(published.id);
  });

  it('refuses bad input with the field and its key, writing nothing', async () => {
    const token = await invite(await insertStay({ checkin: -3, checkout: -1 }));
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { ranks: { cleanliness: 11, comfort: 8, location: 10, facilities: 7, staff: 10, value: 8 } },
        'ranks.cleanliness',
        'error.field.max',
      ],
      [{ ranks: { cleanliness: 9 } }, 'ranks.comfort', 'error.required'],
      [{ showRealName: false, nickname: '' }, 'nickname', 'error.required'],
      [{ title: 'x'.repeat(101) }, 'title', 'error.field.generic.maxlength'],
      [{ photos: ['reviews/1/not-a-key.jpg'] }, 'photos.0', 'error.field.generic.invalid'],
    ];
    for (const [overrides, field, code] of cases) {
      const response = await send(token, review(overrides));
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as ErrorBody).errors).toContainEqual({ field, code });
    }
    // A photo key of another link is refused.
    const foreign = await send(
      token,
      review({ photos: ['reviews/999999/00000000-0000-0000-0000-000000000000.jpg'] }),
    );
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as ErrorBody).errors[0]?.code).toBe('error.review.photo.missing');
    const used = await env.DB.prepare('SELECT used_date FROM review_invitations WHERE token_hash = ?')
      .bind(await sha256Hex(token))
      .first<{ used_date: string | null }>();
    expect(used?.used_date).toBeNull();
  });
});

describe('public reviews, likes and reports', () => {
  let anonymousId = 0;
  let italianId = 0;
  let liker = '';

  beforeAll(async () => {
    const anonymous = await invite(
      await insertStay({ checkin: -9, checkout: -7, name: 'Hidden', surname: 'Person' }),
    );
    const response = await send(
      anonymous,
      review({
        anonymous: true,
        ranks: { cleanliness: 4, comfort: 4, location: 5, facilities: 4, staff: 5, value: 4 },
      }),
    );
    anonymousId = ((await response.json()) as ReviewInvitationView).review?.id ?? 0;
    const italian = await invite(await insertStay({ checkin: -8, checkout: -6, language: 'it' }));
    const it = await send(
      italian,
      review({ showRealName: false, nickname: 'Viaggiatrice', title: 'Bellissimo' }),
    );
    italianId = ((await it.json()) as ReviewInvitationView).review?.id ?? 0;
    liker = await invite(await insertStay({ checkin: -4, checkout: -2 }));
  });

  it('hides what the guest chose to hide and lists the page language first', async () => {
    const { body } = await list('?language=it&size=50');
    expect(body.content[0]?.language).toBe('it');
    const anonymous = body.content.find((r) => r.id === anonymousId);
    expect(anonymous?.author).toEqual({
      name: null,
      anonymous: true,
      showAvatar: false,
      avatarType: 'PORTAL',
      avatar: null,
      reviewsCount: 0,
    });
    expect(JSON.stringify(anonymous)).not.toContain('Hidden');
    const nick = body.content.find((r) => r.id === italianId);
    expect(nick?.author.name).toBe('Viaggiatrice');
    expect(JSON.stringify(nick)).not.toContain('Rossi');
    const byScore = await list('?sort=score&size=50');
    const scores = byScore.body.content.filter((r) => r.language === 'en').map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const bad = await SELF.fetch(`${API}/hotels/${HOTEL_ALIAS}/reviews?sort=worst`);
    expect(bad.status).toBe(400);
  });

  it('summarises count, average and the 4..10 distribution, and serves it from the edge cache until a change', async () => {
    const first = await SELF.fetch(`${API}/hotels/${HOTEL_ID}/reviews/summary`);
    const summary = (await first.json()) as ReviewsSummary;
    const rows = await env.DB.prepare('SELECT score FROM guest_reviews WHERE hotel_id = ?')
      .bind(HOTEL_ID)
      .all<{ score: number }>();
    expect(summary.totalReviews).toBe(rows.results.length);
    expect(Object.keys(summary.reviewsScoreMap)).toEqual(['4', '5', '6', '7', '8', '9', '10']);
    expect(Object.values(summary.reviewsScoreMap).reduce((a, b) => a + b, 0)).toBe(rows.results.length);
    expect(summary.reviewsScoreMap['4']).toBeGreaterThanOrEqual(1);
    const mean = rows.results.reduce((sum, r) => sum + r.score, 0) / rows.results.length;
    expect(summary.gar).toBeCloseTo(Math.round(mean * 10) / 10, 5);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    const second = await SELF.fetch(`${API}/hotels/${HOTEL_ID}/reviews/summary`);
    expect(second.headers.get('X-Reviews-Cache')).toBe('HIT');
    expect(second.headers.get('Cache-Control')).toBe('no-cache');
    await second.arrayBuffer();
  });

  it('counts a like once per guest however often it is replayed, marks it for that guest, and unlikes', async () => {
    const like = () =>
      SELF.fetch(`${API}/reviews/${anonymousId}/like`, { method: 'PUT', headers: headers(liker) });
    const results = await Promise.all([like(), like(), like()]);
    for (const response of results) expect(response.status).toBe(200);
    const last = (await results[2]?.json()) as { likes: number; liked: boolean };
    expect(last).toMatchObject({ likes: 1, liked: true });
    const { body } = await list('?size=50');
    expect(body.content.find((r) => r.id === anonymousId)?.likes).toBe(1);
    const mine = await SELF.fetch(`${API}/hotels/${HOTEL_ALIAS}/reviews/interactions`, {
      headers: headers(liker, false),
    });
    expect(await mine.json()).toEqual({ liked: [anonymousId], reported: [] });
    const unlike = await SELF.fetch(`${API}/reviews/${anonymousId}/like`, {
      method: 'DELETE',
      headers: headers(liker),
    });
    expect(((await unlike.json()) as { likes: number }).likes).toBe(0);
    const anonymousGuest = await SELF.fetch(`${API}/reviews/${anonymousId}/like`, {
      method: 'PUT',
      headers: headers(null),
    });
    expect(anonymousGuest.status).toBe(401);
    expect(
      (await SELF.fetch(`${API}/reviews/99999999/like`, { method: 'PUT', headers: headers(liker) })).status,
    ).toBe(404);
  });

  it('records a report once with its type and note, and refuses liking or reporting your own review', async () => {
    const report = (body: unknown) =>
      SELF.fetch(`${API}/reviews/${italianId}/report`, {
        method: 'POST',
        headers: headers(liker),
        body: JSON.stringify(body),
      });
    expect((await report({ type: 'SPAM', note: 'Advertises another hotel.' })).status).toBe(201);
    expect((await report({ type: 'OFFENSIVE' })).status).toBe(200);
    const stored = await env.DB.prepare(
      'SELECT report_type, report_note FROM guest_review_reports WHERE review_id = ?',
    )
      .bind(italianId)
      .all();
    expect(stored.results).toEqual([{ report_type: 'SPAM', report_note: 'Advertises another hotel.' }]);
    const wrong = await report({ type: 'BORING' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ErrorBody).errors).toContainEqual({
      field: 'type',
      code: 'error.field.generic.invalid',
    });

    const author = await invite(await insertStay({ checkin: -6, checkout: -5 }));
    const sent = await send(author, review());
    const own = ((await sent.json()) as ReviewInvitationView).review?.id;
    const response = await SELF.fetch(`${API}/reviews/${own}/like`, {
      method: 'PUT',
      headers: headers(author),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorBody).errors[0]?.code).toBe('error.review.own');
  });

  it('limits the likes of one guest', async () => {
    holdClockAtWindowStart(60);
    const guest = await invite(await insertStay({ checkin: -4, checkout: -3 }));
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const response = await SELF.fetch(`${API}/reviews/${anonymousId}/like`, {
        method: i % 2 === 0 ? 'PUT' : 'DELETE',
        headers: { ...headers(guest), 'CF-Connecting-IP': `203.0.113.${i}` },
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('POST /reviews/photos under junk (fast-check)', () => {
  // The generic sweep of junk-input.test.ts sends JSON; this route takes raw image bytes, so it
  // gets its own: random bytes, non-images declared as images, huge or missing lengths, uploads
  // cut short, wrong content types, cross-site headers, and tokens that are junk, unknown,
  // expired or already used. Whatever arrives: a 4xx in the API's error shape, never a 5xx, and
  // nothing written to D1 (every table but the rate limits) nor to R2.
  const tokens: Record<'open' | 'expired' | 'used', string> = { open: '', expired: '', used: '' };

  beforeAll(async () => {
    tokens.open = await invite(await insertStay({ checkin: -9, checkout: -6 }));
    tokens.expired = await invite(await insertStay({ checkin: -40, checkout: -35 }), -1);
    const used = await insertStay({ checkin: -12, checkout: -10 });
    tokens.used = await invite(used);
    await env.DB.prepare('UPDATE review_invitations SET used_date = ? WHERE reservation_id = ?')
      .bind(new Date().toISOString(), used)
      .run();
  });

  /** Row counts of every application table, and every object under reviews/ in R2. */
  async function snapshot(): Promise<string> {
    const { results } = await env.DB.prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table'
         AND name NOT IN ('d1_migrations', 'rate_limits', 'login_throttle')
         AND name NOT GLOB 'sqlite_*' AND name NOT GLOB '_cf_*'`,
    ).all<{ name: string }>();
    const counts = await env.DB.batch(
      results.map(({ name }) => env.DB.prepare(`SELECT '${name}' AS t, COUNT(*) AS n FROM "${name}"`)),
    );
    const used = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM review_invitations WHERE used_date IS NOT NULL',
    ).first<{ n: number }>();
    const objects = await env.GALLERY.list({ prefix: 'reviews/', limit: 1000 });
    return JSON.stringify({
      tables: counts.map((c) => c.results[0]),
      used: used?.n,
      r2: objects.objects.map((o) => `${o.key}:${o.size}`).sort(),
    });
  }

  const NOT_IMAGES: Record<string, string> = {
    pdf: '%PDF-1.7\n%\u00e2\u00e3\n1 0 obj',
    html: '<!doctype html><title>x</title>',
    svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    zip: 'PK\u0003\u0004\u0014\u0000',
    exe: 'MZ\u0090\u0000\u0003',
    json: '{"photo":"cat.jpg"}',
    bmp: 'BM6\u0000\u0000\u0000',
    tiff: 'II*\u0000',
  };
  const bytes = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0) & 0xff);
  /** A stream of exactly these bytes, whatever Content-Length the request declares. */
  const streamOf = (data: Uint8Array) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        if (data.byteLength > 0) controller.enqueue(data);
        controller.close();
      },
    });

  type Junk = {
    token: { kind: 'open' | 'expired' | 'used' } | { kind: 'junk'; value: string } | { kind: 'none' };
    body:
      | { kind: 'random'; data: Uint8Array }
      | { kind: 'renamed'; format: string; tail: Uint8Array }
      | { kind: 'truncated'; keep: number; declared: 'whole' | 'kept' }
      | { kind: 'huge'; declared: number; image: boolean }
      | { kind: 'empty' }
      | { kind: 'unsized'; image: boolean };
    contentType: string | null;
    crossSite: 'none' | 'origin' | 'fetch-site';
  };

  const junk: fc.Arbitrary<Junk> = fc.record({
    token: fc.oneof(
      { weight: 6, arbitrary: fc.constant({ kind: 'open' as const }) },
      fc.constantFrom({ kind: 'expired' as const }, { kind: 'used' as const }, { kind: 'none' as const }),
      fc
        .oneof(
          fc.string({ maxLength: 60 }),
          fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          fc.constantFrom('', ' ', 'null', "' OR 1=1 --", 'a'.repeat(5000), '\u202Eevil'),
        )
        .map((value) => ({ kind: 'junk' as const, value })),
    ),
    body: fc.oneof(
      fc
        .uint8Array({ minLength: 1, maxLength: 4096 })
        .filter((data) => sniffImage(data) === null)
        .map((data) => ({ kind: 'random' as const, data })),
      fc.record({
        kind: fc.constant('renamed' as const),
        format: fc.constantFrom(...Object.keys(NOT_IMAGES)),
        tail: fc.uint8Array({ maxLength: 512 }),
      }),
      fc.record({
        kind: fc.constant('truncated' as const),
        keep: fc.integer({ min: 1, max: JPEG.byteLength - 1 }),
        declared: fc.constantFrom('whole' as const, 'kept' as const),
      }),
      fc.record({
        kind: fc.constant('huge' as const),
        declared: fc.integer({ min: GALLERY_MAX_FILE_BYTES + 1, max: 2 ** 40 }),
        image: fc.boolean(),
      }),
      fc.constant({ kind: 'empty' as const }),
      fc.record({ kind: fc.constant('unsized' as const), image: fc.boolean() }),
    ),
    contentType: fc.constantFrom(
      null,
      'image/jpeg',
      'image/png',
      'image/svg+xml',
      'application/octet-stream',
      'text/plain',
      'application/json',
      'multipart/form-data; boundary=x',
      'image/jpeg; charset=utf-8',
      '',
    ),
    crossSite: fc.constantFrom('none' as const, 'none' as const, 'origin' as const, 'fetch-site' as const),
  });

  /** The request of a junk case; a valid image only ever goes with a token that cannot upload. */
  function requestOf(j: Junk): Request {
    const headers = new Headers();
    if (j.token.kind === 'junk') {
      try {
        headers.set('X-Review-Token', j.token.value);
      } catch {
        // Not a legal header value: the client could not send it either.
      }
    } else if (j.token.kind !== 'none') headers.set('X-Review-Token', tokens[j.token.kind]);
    if (j.contentType !== null) headers.set('Content-Type', j.contentType);
    if (j.crossSite === 'origin') headers.set('Origin', 'https://evil.example');
    if (j.crossSite === 'fetch-site') headers.set('Sec-Fetch-Site', 'cross-site');
    const init: RequestInit & { duplex?: 'half' } = { method: 'POST', headers };
    const b = j.body;
    if (b.kind === 'random' || b.kind === 'renamed') {
      const data =
        b.kind === 'random' ? b.data : new Uint8Array([...bytes(NOT_IMAGES[b.format] ?? ''), ...b.tail]);
      init.body = data;
    } else if (b.kind === 'truncated') {
      // An image cut short: an upload that stops before its declared length, or a file that
      // was cut (its length declared as it is) and so never reaches its end marker.
      if (b.declared === 'whole') {
        headers.set('Content-Length', String(JPEG.byteLength));
        init.body = streamOf(JPEG.slice(0, b.keep));
        init.duplex = 'half';
      } else init.body = JPEG.slice(0, b.keep);
    } else if (b.kind === 'huge') {
      headers.set('Content-Length', String(b.declared));
      init.body = streamOf(b.image ? JPEG : bytes('tiny'));
      init.duplex = 'half';
    } else if (b.kind === 'empty') {
      init.body = new Uint8Array(0);
    } else {
      // No Content-Length at all (chunked).
      init.body = streamOf(b.image ? JPEG : bytes('GIF87'));
      init.duplex = 'half';
    }
    return new Request(`${API}/reviews/photos`, init);
  }

  it('answers 4xx, never 5xx, and writes nothing to D1 or R2', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(junk, async (j) => {
        await env.DB.prepare('DELETE FROM rate_limits').run();
        const before = await snapshot();
        const response = await SELF.fetch(requestOf(j));
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, `${JSON.stringify(j.body.kind)} → ${text}`).toBeGreaterThanOrEqual(400);
        expect(response.status, text).toBeLessThan(500);
        const body = JSON.parse(text) as ErrorBody;
        expect(typeof body.message).toBe('string');
        expect(Array.isArray(body.errors)).toBe(true);
        for (const error of body.errors)
          expect(error).toEqual({ field: expect.any(String), code: expect.any(String) });
        expect(await snapshot()).toBe(before);
      }),
      // A too-large upload with a valid token is about one case in sixteen, and a request with no
      // token one in a dozen: each given once, so that every sweep reaches the size check and the
      // token check (random runs missed one or the other about once in forty).
      {
        numRuns: 60,
        examples: [
          [
            {
              token: { kind: 'none' },
              body: { kind: 'empty' },
              contentType: 'image/jpeg',
              crossSite: 'none',
            },
          ],
          [
            {
              token: { kind: 'open' },
              body: { kind: 'huge', declared: GALLERY_MAX_FILE_BYTES + 1, image: true },
              contentType: 'image/jpeg',
              crossSite: 'none',
            },
          ],
        ],
      },
    );
    // The sweep reached past the token checks into the body checks, not only the front door.
    for (const status of [400, 401, 413])
      expect(statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
  }, 60_000);
});
