import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ManagerReview, Page } from '../../src/contracts/types.ts';

const BASE = 'https://itaca.test/api/rs/public/app-manager-reviews';
const REVIEW_COUNT = 25;

/**
 * Reviews 1..25, created one day apart (review 25 is the newest), scores cycling 4.5..9.5.
 * Every third review hides the real name; review 3 has a nickname, the others fall back.
 */
function reviewRow(id: number) {
  const created = new Date(Date.UTC(2026, 0, id, 9, 0, 0)).toISOString();
  const showRealName = id % 3 === 0 ? 0 : 1;
  return {
    id,
    name: `Realname${id}`,
    surname: `Secretsurname${id}`,
    nickname: id === 3 ? 'hotelier3' : null,
    avatarType: id % 2 === 0 ? 'GOOGLE' : 'PORTAL',
    showRealName,
    score: 4.5 + (id % 6),
    created,
  };
}

beforeAll(async () => {
  const rows = Array.from({ length: REVIEW_COUNT }, (_, i) => reviewRow(i + 1));
  await env.DB.batch([
    env.DB.prepare('DELETE FROM manager_reviews'),
    ...rows.map((r) =>
      env.DB.prepare(
        `INSERT INTO manager_reviews (id, manager_name, manager_surname, nickname, avatar_type, avatar, google_image,
           show_real_name, hotel_name, language, score, title, pro, feedbacks_json, created_date)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'en', ?, ?, ?, ?, ?)`,
      ).bind(
        r.id,
        r.name,
        r.surname,
        r.nickname,
        r.avatarType,
        `avatars/${r.id}.jpg`,
        r.avatarType === 'GOOGLE' ? `https://lh3.google.test/${r.id}` : null,
        r.showRealName,
        `Hotel ${r.id}`,
        r.score,
        `Title ${r.id}`,
        `Great tool ${r.id}`,
        JSON.stringify([
          { type: 'RANK', value: 9, titleKey: 'review.feedback.easy' },
          { type: 'TEXT', value: 'Support is quick', titleKey: 'review.feedback.support' },
        ]),
        r.created,
      ),
    ),
  ]);
});

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

async function getJson<T>(path: string): Promise<{ res: Response; body: T }> {
  const res = await SELF.fetch(`${BASE}${path}`);
  return { res, body: (await res.json()) as T };
}

describe('GET /api/rs/public/app-manager-reviews', () => {
  it('pages reviews newest first, 10 per page', async () => {
    const { res, body } = await getJson<Page<ManagerReview>>('');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(body.content.map((r) => r.id)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    expect(body).toMatchObject({
      totalElements: 25,
      totalPages: 3,
      number: 0,
      size: 10,
      first: true,
      last: false,
    });
    const last = await getJson<Page<ManagerReview>>('?page=2');
    expect(last.body.content.map((r) => r.id)).toEqual([5, 4, 3, 2, 1]);
    expect(last.body).toMatchObject({ number: 2, first: false, last: true });
  });

  it.each([
    ['sort=createdDate', [1, 2, 3]],
    ['sort=createdDate,desc', [25, 24, 23]],
    ['sort=score,desc', [23, 17, 11]], // 9.5, newest first among equals
    ['sort=score,asc&sort=id,asc', [6, 12, 18]], // 4.5
    ['sort=id,desc', [25, 24, 23]],
  ])('sorts with %s', async (query, ids) => {
    const { body } = await getJson<Page<ManagerReview>>(`?${query}&size=3`);
    expect(body.content.map((r) => r.id)).toEqual(ids);
  });

  it('returns the ManagerReview shape with the real name when allowed', async () => {
    const { body } = await getJson<Page<ManagerReview>>('?sort=id&size=2');
    expect(body.content[1]).toEqual({
      id: 2,
      score: 6.5,
      label: 'review.score.6',
      title: 'Title 2',
      pro: 'Great tool 2',
      feedbacks: [
        { type: 'RANK', value: 9, titleKey: 'review.feedback.easy' },
        { type: 'TEXT', value: 'Support is quick', titleKey: 'review.feedback.support' },
      ],
      hotelName: 'Hotel 2',
      language: 'en',
      createdDate: '2026-01-02T09:00:00.000Z',
      manager: {
        name: 'Realname2',
        surname: 'Secretsurname2',
        avatarType: 'GOOGLE',
        avatar: 'avatars/2.jpg',
        facebookImage: null,
        googleImage: 'https://lh3.google.test/2',
      },
      reviewSettings: { showRealName: true },
    });
  });

  it('never exposes the real name or surname of a reviewer who hides them', async () => {
    const res = await SELF.fetch(`${BASE}?size=100`);
    const text = await res.text();
    const body = JSON.parse(text) as Page<ManagerReview>;
    for (const review of body.content.filter((r) => !r.reviewSettings.showRealName)) {
      expect(text).not.toContain(`Realname${review.id}"`);
      expect(text).not.toContain(`Secretsurname${review.id}"`);
      expect(review.manager.surname).toBeNull();
      expect(review.manager.name).toBe(review.id === 3 ? 'hotelier3' : 'Itaca manager');
    }
    expect(body.content.filter((r) => !r.reviewSettings.showRealName)).toHaveLength(8);
  });

  it.each([
    ['size=0', 'size'],
    ['size=101', 'size'],
    ['size=abc', 'size'],
    ['page=-1', 'page'],
    ['page=100001', 'page'],
    ['sort=unknown', 'sort'],
    ['sort=createdDate;drop', 'sort'],
    ['sort=created_date', 'sort'],
  ])('answers 400 for %s with field %s', async (query, field) => {
    const { res, body } = await getJson<ErrorBody>(`?${query}`);
    expect(res.status).toBe(400);
    expect(body.errors.map((e) => e.field)).toContain(field);
  });
});

describe('GET /api/rs/public/app-manager-reviews/shuffle/{size}', () => {
  it('returns that many distinct reviews, uncached', async () => {
    const { res, body } = await getJson<ManagerReview[]>('/shuffle/4');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(body).toHaveLength(4);
    expect(new Set(body.map((r) => r.id)).size).toBe(4);
    expect(body.every((r) => r.id >= 1 && r.id <= REVIEW_COUNT)).toBe(true);
  });

  it('returns every review once when asking for more than exist', async () => {
    await env.DB.prepare('DELETE FROM manager_reviews WHERE id > 5').run();
    const { body } = await getJson<ManagerReview[]>('/shuffle/20');
    expect(body.map((r) => r.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
  });

  it('varies the order between calls', async () => {
    const orders = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const { body } = await getJson<ManagerReview[]>('/shuffle/20');
      orders.add(body.map((r) => r.id).join(','));
    }
    // 5 reviews have 120 orders: 20 calls landing on one order has probability 120^-19.
    expect(orders.size).toBeGreaterThan(1);
  });

  it('applies the privacy rule too', async () => {
    const { body } = await getJson<ManagerReview[]>('/shuffle/20');
    const hidden = body.find((r) => r.id === 3);
    expect(hidden?.manager).toMatchObject({ name: 'hotelier3', surname: null });
  });

  it.each(['abc', '0', '21', '1e3', '-1', '2.5', '99999999999999999999', '%20'])(
    'answers 400 for size %s',
    async (size) => {
      const { res, body } = await getJson<ErrorBody>(`/shuffle/${size}`);
      expect(res.status).toBe(400);
      expect(body.errors.map((e) => e.field)).toEqual(['size']);
    },
  );
});

describe('GET /api/rs/public/app-manager-reviews/{id}', () => {
  it('returns one review', async () => {
    const { res, body } = await getJson<ManagerReview>('/3');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(body).toMatchObject({ id: 3, manager: { name: 'hotelier3', surname: null } });
    expect(JSON.stringify(body)).not.toMatch(/Realname3|Secretsurname3/);
  });

  it('answers 404 for an unknown id', async () => {
    const { res, body } = await getJson<ErrorBody>('/424242');
    expect(res.status).toBe(404);
    expect(body).toEqual({ message: 'Review not found', errors: [] });
  });

  it.each(['abc', '-1', '0', '1e3', '99999999999999999999', '9007199254740993', 'shuffle'])(
    'answers 400 for id %s',
    async (id) => {
      const { res, body } = await getJson<ErrorBody>(`/${id}`);
      expect(res.status).toBe(400);
      expect(body.errors.map((e) => e.field)).toEqual(['id']);
    },
  );
});
