import { describe, expect, it } from 'vitest';
import type { Plan } from '../../contracts/types.ts';
import { formatListPrice } from '../../ui/format.ts';
import { planFeaturedItems } from '../../ui/plans/plan-texts.ts';
import {
  type AvailabilityOutcome,
  checkFeaturedHotels,
  comparisonRows,
  coverImage,
  dateKey,
  featuredHotels,
  hotelCount,
  hotelLink,
  inPeriod,
  maxYearlySaving,
  monthlyShare,
  oneNightFrom,
  periodOption,
  reviewsForLanguage,
  storageUrl,
  visiblePlans,
  yearlySavingPercent,
} from './home-data.ts';

describe('dateKey and oneNightFrom (local calendar, YYYYMMDD)', () => {
  it('formats the local day with zero padding', () => {
    expect(dateKey(new Date(2026, 0, 5, 10, 30))).toBe('20260105');
    expect(dateKey(new Date(987, 8, 9))).toBe('09870909');
  });

  it('uses the local day, also just before and after local midnight', () => {
    expect(dateKey(new Date(2026, 6, 14, 0, 0, 0))).toBe('20260714');
    expect(dateKey(new Date(2026, 6, 14, 23, 59, 59, 999))).toBe('20260714');
    expect(oneNightFrom(new Date(2026, 6, 14, 23, 59, 59))).toEqual({
      checkin: '20260714',
      checkout: '20260715',
    });
  });

  it('checks out tomorrow across a month end', () => {
    expect(oneNightFrom(new Date(2026, 3, 30, 12))).toEqual({ checkin: '20260430', checkout: '20260501' });
    expect(oneNightFrom(new Date(2026, 0, 31, 8))).toEqual({ checkin: '20260131', checkout: '20260201' });
  });

  it('checks out tomorrow across February in common and leap years', () => {
    expect(oneNightFrom(new Date(2027, 1, 28))).toEqual({ checkin: '20270228', checkout: '20270301' });
    expect(oneNightFrom(new Date(2028, 1, 28))).toEqual({ checkin: '20280228', checkout: '20280229' });
    expect(oneNightFrom(new Date(2028, 1, 29))).toEqual({ checkin: '20280229', checkout: '20280301' });
  });

  it('checks out tomorrow across a year end', () => {
    expect(oneNightFrom(new Date(2026, 11, 31, 22, 15))).toEqual({
      checkin: '20261231',
      checkout: '20270101',
    });
  });

  it('adds one calendar day on DST change days', () => {
    // Europe: last Sunday of March (23 h) and of October (25 h); whatever the test machine's zone.
    expect(oneNightFrom(new Date(2026, 2, 29, 0, 30))).toEqual({ checkin: '20260329', checkout: '20260330' });
    expect(oneNightFrom(new Date(2026, 9, 25, 23, 30))).toEqual({
      checkin: '20261025',
      checkout: '20261026',
    });
  });
});

describe('hotelLink (PUBAPI)', () => {
  it('links to the hotel page by alias with the stay and 2 adults', () => {
    expect(
      hotelLink(
        'https://itaca.example',
        { id: 7, nameAlias: 'villa-le-sirene-positano' },
        '20260714',
        '20260715',
      ),
    ).toBe('https://itaca.example/hotel/villa-le-sirene-positano/20260714/20260715/2/0/0/0');
  });

  it('falls back to the id without an alias and trims a trailing slash from the host', () => {
    expect(hotelLink('http://127.0.0.1:8787/', { id: 12, nameAlias: '' }, '20261231', '20270101')).toBe(
      'http://127.0.0.1:8787/hotel/12/20261231/20270101/2/0/0/0',
    );
    expect(hotelLink('http://h', { id: 3, nameAlias: '   ' }, 'a', 'b')).toBe('http://h/hotel/3/a/b/2/0/0/0');
  });

  it('encodes an alias that is not URL-safe', () => {
    expect(hotelLink('http://h', { id: 1, nameAlias: 'ca dei/dogi' }, 'a', 'b')).toBe(
      'http://h/hotel/ca%20dei%2Fdogi/a/b/2/0/0/0',
    );
  });
});

describe('hotelCount', () => {
  it('is 4 on wide screens and 2 on narrow ones', () => {
    expect(hotelCount(true)).toBe(4);
    expect(hotelCount(false)).toBe(2);
  });
});

describe('coverImage and storageUrl', () => {
  it('picks the cover, else the first image, else nothing', () => {
    const a = { path: 'a.svg', cover: false };
    const b = { path: 'b.svg', cover: true };
    expect(coverImage([a, b])).toBe(b);
    expect(coverImage([a])).toBe(a);
    expect(coverImage([])).toBeNull();
    expect(coverImage(undefined)).toBeNull();
  });

  it('joins a relative path to the storage url and keeps absolute ones', () => {
    expect(storageUrl('/images', 'hotels/x/1.svg')).toBe('/images/hotels/x/1.svg');
    expect(storageUrl('https://cdn.example/g/', '/hotels/x/1.svg')).toBe('/hotels/x/1.svg');
    expect(storageUrl('https://cdn.example/g/', 'hotels/x/1.svg')).toBe(
      'https://cdn.example/g/hotels/x/1.svg',
    );
    expect(storageUrl('/images', 'https://other.example/p.jpg')).toBe('https://other.example/p.jpg');
  });
});

describe('planFeaturedItems (BOLIM-3: at most 4, groups first, the rest counted)', () => {
  const plan: Pick<Plan, 'features' | 'featureGroups'> = {
    features: ['f.pms', 'f.cm', 'f.be', 'f.reviews', 'f.stats', 'f.loose'],
    featureGroups: [
      { nameKey: 'g.ops', favorite: false, features: ['f.pms'] },
      { nameKey: 'g.sales', favorite: true, features: ['f.cm', 'f.be', 'f.reviews'] },
      { nameKey: 'g.insights', favorite: false, features: ['f.stats'] },
    ],
  };

  it('lists the favorite group, the other groups, then the loose features, 4 at most', () => {
    expect(planFeaturedItems(plan)).toEqual({ items: ['f.cm', 'f.be', 'f.reviews', 'f.pms'], more: 2 });
  });

  it('counts nothing more when everything fits, without duplicates', () => {
    expect(
      planFeaturedItems({
        features: ['a', 'b'],
        featureGroups: [{ nameKey: 'g', favorite: false, features: ['a', 'b'] }],
      }),
    ).toEqual({ items: ['a', 'b'], more: 0 });
  });

  it('works without groups', () => {
    expect(planFeaturedItems({ features: ['a', 'b', 'c', 'd', 'e'], featureGroups: [] })).toEqual({
      items: ['a', 'b', 'c', 'd'],
      more: 1,
    });
  });

  it('shows only enabled plans', () => {
    expect(visiblePlans([{ enabled: true }, { enabled: false }])).toEqual([{ enabled: true }]);
  });
});

describe('formatListPrice', () => {
  it('formats per locale, without decimals for whole amounts', () => {
    expect(formatListPrice(79, 'EUR', 'en')).toBe('€79');
    expect(formatListPrice(3.9, 'EUR', 'en')).toBe('€3.90');
    expect(formatListPrice(1890, 'EUR', 'it').replace(/\s/g, ' ')).toBe('1890 €');
    expect(formatListPrice(3.9, 'EUR', 'it').replace(/\s/g, ' ')).toBe('3,90 €');
  });
});

describe('billing periods (TRUST: every plan in one period, savings computed)', () => {
  const option = (frequency: string, finalAmount: number, favorite = false) => ({
    frequency,
    favorite,
    amount: { finalAmount },
  });
  const basic = {
    paymentOptions: [option('MONTHLY', 39), option('YEARLY', 399, true), option('WEEKLY', 12)],
  };
  const pro = { paymentOptions: [option('MONTHLY', 79, true), option('YEARLY', 899), option('DAILY', 3.9)] };
  const enterprise = { paymentOptions: [option('MONTHLY', 189), option('YEARLY', 1890, true)] };
  const monthlyOnly = { paymentOptions: [option('MONTHLY', 29)] };

  it.each([
    ['Basic €39 × 12 = €468 vs €399', basic, 14],
    ['Professional €948 vs €899', pro, 5],
    ['Enterprise €2,268 vs €1,890', enterprise, 16],
    ['no yearly option', monthlyOnly, null],
    [
      'yearly dearer than twelve months',
      { paymentOptions: [option('MONTHLY', 10), option('YEARLY', 130)] },
      null,
    ],
    ['under 1%', { paymentOptions: [option('MONTHLY', 100), option('YEARLY', 1195)] }, null],
  ])('yearly saving: %s', (_, plan, expected) => {
    expect(yearlySavingPercent(plan)).toBe(expected);
  });

  it('the switch promises the largest real saving', () => {
    expect(maxYearlySaving([basic, pro, enterprise])).toBe(16);
    expect(maxYearlySaving([monthlyOnly])).toBeNull();
  });

  it('picks the option of the period (favorite first) and keeps only it for the best-plan rule', () => {
    expect(periodOption(pro, 'YEARLY')?.amount.finalAmount).toBe(899);
    expect(periodOption(monthlyOnly, 'YEARLY')).toBeNull();
    expect(inPeriod(basic, 'MONTHLY').paymentOptions).toEqual([option('MONTHLY', 39)]);
    expect(inPeriod(monthlyOnly, 'YEARLY').paymentOptions).toEqual([]);
  });

  it('shows a yearly price as its monthly share to the cent', () => {
    expect(monthlyShare(399)).toBe(33.25);
    expect(monthlyShare(899)).toBe(74.92);
    expect(monthlyShare(1890)).toBe(157.5);
  });

  it('lists every feature once, in first-seen order, with one flag per plan', () => {
    const rows = comparisonRows([
      {
        features: ['feature.pms'],
        featureGroups: [{ nameKey: 'g', favorite: true, features: ['feature.invoicing'] }],
      },
      { features: ['feature.pms', 'feature.api'], featureGroups: [] },
    ]);
    expect(rows).toEqual([
      { feature: 'feature.invoicing', included: [true, false] },
      { feature: 'feature.pms', included: [true, true] },
      { feature: 'feature.api', included: [false, true] },
    ]);
  });
});

describe('reviewsForLanguage (TRUST-1: the page language first)', () => {
  const reviews = [
    { id: 1, language: 'it' },
    { id: 2, language: 'en' },
    { id: 3, language: 'it' },
    { id: 4, language: 'en' },
  ];
  it.each([
    ['en', [2, 4, 1, 3]],
    ['it', [1, 3, 2, 4]],
  ] as const)('%s page', (language, ids) => {
    expect(reviewsForLanguage(reviews, language).map((review) => review.id)).toEqual(ids);
  });
});

describe('featuredHotels (TRUST: no hotel without a price for the night)', () => {
  const price = (finalAmount: number) => ({ finalAmount, initialAmount: finalAmount, currency: 'EUR' });
  const hotels = [1, 2, 3, 4, 5, 6].map((id) => ({ id }));
  const ready = (amount: number | null) =>
    ({ status: 'ready', price: amount === null ? null : price(amount) }) as const;

  it('keeps the order and skips the hotels with nothing bookable', () => {
    const outcomes = new Map([
      [1, ready(100)],
      [2, ready(null)],
      [3, ready(90)],
      [4, ready(null)],
      [5, ready(80)],
      [6, ready(70)],
    ]);
    expect(featuredHotels(hotels, outcomes, 4).map((entry) => entry.hotel.id)).toEqual([1, 3, 5, 6]);
    expect(featuredHotels(hotels, outcomes, 2).map((entry) => entry.hotel.id)).toEqual([1, 3]);
  });

  it('keeps a failed check in its place (with its error flag), never an unpriced hotel', () => {
    const outcomes = new Map<number, AvailabilityOutcome>([
      [1, { status: 'error' }],
      [2, ready(null)],
      [3, ready(90)],
      [4, ready(null)],
    ]);
    expect(featuredHotels(hotels, outcomes, 1).map((entry) => entry.hotel.id)).toEqual([1]);
    expect(featuredHotels(hotels, outcomes, 4).map((entry) => entry.hotel.id)).toEqual([1, 3]);
    expect(featuredHotels(hotels, new Map([[2, ready(null)]]), 4)).toEqual([]);
  });

  it('checks only as many candidates as places are left, in order', async () => {
    const checked: number[][] = [];
    let batch: number[] = [];
    const check = async (hotel: { id: number }) => {
      batch.push(hotel.id);
      await Promise.resolve();
      if (batch.length > 0) {
        checked.push(batch);
        batch = [];
      }
      return hotel.id === 2 || hotel.id === 3 ? ready(null) : ready(100);
    };
    const featured = await checkFeaturedHotels(hotels, 3, check);
    expect(featured.map((entry) => entry.hotel.id)).toEqual([1, 4, 5]);
    // 1, 2, 3 at once; two places left: 4 and 5; none left.
    expect(checked.flat()).toEqual([1, 2, 3, 4, 5]);
    expect(checked).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });
});
