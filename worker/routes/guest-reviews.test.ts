/**
 * Guest reviews inside workerd (issue 13): the invitation job (stays that ended in the hotel's time
 * zone, once, the e-mail with the private link, hashed token), the review link (unknown, expired,
 * open, used), sending a review with a photo stored in the local R2 (once: 409 on a resend, nothing
 * written on bad input), the public list and summary (privacy, language first, sorting, the edge
 * cache refreshed by a new review), likes and reports counted once per guest, rate limits.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_LINK_DAYS } from '../../src/domain/reviews.ts';
import type {
  PublicReview,
  ReviewInvitationView,
  ReviewPage,
  ReviewsSummary,
  UploadedPhoto,
} from '../../src/schemas/reviews.ts';
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

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

/** An 8×6 JPEG (the gallery tests' image). */
const JPEG = Uint8Array.from(
  atob(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKQAI2f/2Q==',
  ),
  (ch) => ch.charCodeAt(0),
);

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
