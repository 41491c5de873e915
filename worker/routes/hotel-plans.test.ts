import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Plan } from '../../src/contracts/types.ts';
import { bestPlan, planPrice } from '../../src/domain/plans.ts';

const BASE = 'https://itaca.test/api/rs/public/hotel-plans';

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM plan_length_discounts'),
    env.DB.prepare('DELETE FROM plan_payment_options'),
    env.DB.prepare('DELETE FROM plans'),
    env.DB.prepare(
      `INSERT INTO plans (id, name_key, classification, enabled, background, features_json, feature_groups_json) VALUES
        (201, 'plan.basic', 1, 1, NULL, '["feature.pms"]', '[]'),
        (202, 'plan.pro', 2, 1, '#6a1b9a', '["feature.pms","feature.channel"]',
              '[{"nameKey":"group.distribution","favorite":true,"features":["feature.channel"]}]'),
        (203, 'plan.hidden', 0, 0, NULL, '[]', '[]'),
        (204, 'plan.premium', 3, 1, NULL, '[]', '[]'),
        (205, 'plan.enterprise', 4, 1, NULL, '[]', '[]')`,
    ),
    env.DB.prepare(
      `INSERT INTO plan_payment_options
         (id, plan_id, frequency, currency, initial_cents, final_cents, vat_rate, min_length_count, min_length_unit, favorite)
       VALUES
        (2011, 201, 'MONTHLY', 'EUR', 2990, 2990, 22, 1, 'MONTHS', 0),
        (2021, 202, 'MONTHLY', 'EUR', 5000, 4000, 22, 1, 'MONTHS', 0),
        (2022, 202, 'YEARLY', 'EUR', 48000, 40000, 22, 12, 'MONTHS', 1),
        (2031, 203, 'MONTHLY', 'EUR', 100, 100, 22, 1, 'MONTHS', 0),
        (2041, 204, 'DAILY', 'EUR', 299, 299, 10, 1, 'MONTHS', 0)`,
    ),
    env.DB.prepare(
      `INSERT INTO plan_length_discounts (id, plan_id, size_count, size_unit, discount_type, discount_value) VALUES
        (2023, 202, 2, 'YEARS', 'PERCENTAGE', 20),
        (2024, 202, 6, 'MONTHS', 'PRICE', 550),
        (2025, 202, 12, 'MONTHS', 'PERCENTAGE', 10)`,
    ),
  ]);
});

async function getPage(query = ''): Promise<{ res: Response; body: Page<Plan> }> {
  const res = await SELF.fetch(`${BASE}${query}`);
  return { res, body: (await res.json()) as Page<Plan> };
}

describe('GET /api/rs/public/hotel-plans', () => {
  it('lists enabled plans by classification, 3 per page by default', async () => {
    const { res, body } = await getPage('?enabled=true&sort=classification');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(body.content.map((p) => p.id)).toEqual([201, 202, 204]);
    expect(body).toMatchObject({
      totalElements: 4,
      totalPages: 2,
      number: 0,
      size: 3,
      first: true,
      last: false,
    });
    const next = await getPage('?page=1');
    expect(next.body.content.map((p) => p.id)).toEqual([205]);
    expect(next.body).toMatchObject({ number: 1, first: false, last: true });
  });

  it('sorts descending', async () => {
    const { body } = await getPage('?sort=classification,desc&size=10');
    expect(body.content.map((p) => p.id)).toEqual([205, 204, 202, 201]);
    const byId = await getPage('?sort=id,desc&size=2');
    expect(byId.body.content.map((p) => p.id)).toEqual([205, 204]);
  });

  it('never lists a disabled plan', async () => {
    const { body } = await getPage('?size=100');
    expect(body.content.map((p) => p.id)).not.toContain(203);
  });

  it('returns options with full amounts and discounts in money or percentage points', async () => {
    const { body } = await getPage('?size=3');
    const pro = body.content.find((p) => p.id === 202);
    expect(pro).toEqual({
      id: 202,
      nameKey: 'plan.pro',
      classification: 2,
      enabled: true,
      background: '#6a1b9a',
      features: ['feature.pms', 'feature.channel'],
      featureGroups: [{ nameKey: 'group.distribution', favorite: true, features: ['feature.channel'] }],
      paymentOptions: [
        {
          id: 2021,
          frequency: 'MONTHLY',
          amount: {
            type: 'PRICE',
            currency: 'EUR',
            initialAmount: 50,
            finalAmount: 40,
            vatRate: 22,
            vatAmount: 7.21, // 40 − 40 / 1.22 = 7.2131…
            discountAmount: 10,
            discountRate: 20,
          },
          minLength: { count: 1, unit: 'MONTHS' },
          favorite: false,
        },
        {
          id: 2022,
          frequency: 'YEARLY',
          amount: {
            type: 'PRICE',
            currency: 'EUR',
            initialAmount: 480,
            finalAmount: 400,
            vatRate: 22,
            vatAmount: 72.13, // 400 − 400 / 1.22 = 72.131…
            discountAmount: 80,
            discountRate: 16.67,
          },
          minLength: { count: 12, unit: 'MONTHS' },
          favorite: true,
        },
      ],
      // Ordered by length: 6 months, 12 months, 2 years.
      multiLengthDiscounts: [
        { id: 2024, size: { count: 6, unit: 'MONTHS' }, discount: { type: 'PRICE', finalAmount: 5.5 } },
        { id: 2025, size: { count: 12, unit: 'MONTHS' }, discount: { type: 'PERCENTAGE', finalAmount: 10 } },
        { id: 2023, size: { count: 2, unit: 'YEARS' }, discount: { type: 'PERCENTAGE', finalAmount: 20 } },
      ],
    });
    const basic = body.content.find((p) => p.id === 201);
    expect(basic?.paymentOptions[0]?.amount).toEqual({
      type: 'PRICE',
      currency: 'EUR',
      initialAmount: 29.9,
      finalAmount: 29.9,
      vatRate: 22,
      vatAmount: 5.39,
      discountAmount: 0,
      discountRate: 0,
    });
    expect(basic?.multiLengthDiscounts).toEqual([]);
  });

  it('serves what the domain needs to pick the best plan', async () => {
    const { body } = await getPage('?size=10');
    // basic 29.90, pro 400 / 12 = 33.33 (favorite yearly), premium 2.99 × 30 = 89.70, enterprise has no option.
    expect(body.content.map((p) => planPrice(p))).toEqual([29.9, 33.33, 89.7, null]);
    expect(bestPlan(body.content)?.id).toBe(201);
  });

  it.each([
    ['size=0', 'size'],
    ['size=101', 'size'],
    ['size=abc', 'size'],
    ['page=-1', 'page'],
    ['page=1e9', 'page'],
    ['sort=unknown', 'sort'],
    ['sort=name', 'sort'],
    ['sort=classification;drop', 'sort'],
    ['enabled=maybe', 'enabled'],
    ['enabled=false', 'enabled'],
    ['enabled=TRUE', 'enabled'],
  ])('answers 400 for %s with field %s', async (query, field) => {
    const res = await SELF.fetch(`${BASE}?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: { field: string; code: string }[] };
    expect(body.errors.map((e) => e.field)).toContain(field);
  });
});
