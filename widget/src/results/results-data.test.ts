import { describe, expect, it } from 'vitest';
import type { PolicySummaryView, RateOffer, SearchResult } from '../../../src/contracts/booking-types.ts';
import { translator } from '../../../src/i18n/dictionary.ts';
import {
  bedSummary,
  bestPrice,
  clockPlace,
  codeText,
  collapsedRates,
  dayLabel,
  extraBedCharge,
  localized,
  mealsLine,
  paymentBadge,
  peopleSummary,
  photoUrl,
  pluralKey,
  policyFromView,
  policyHeadline,
  promotionBadge,
  ratePrice,
  ratesCheapestFirst,
  roomsLeftNotice,
  serviceCharge,
  stayDates,
  violationReasons,
} from './results-data.ts';

const en = translator('en');
const itT = translator('it');

const policy: PolicySummaryView = {
  type: 'CUSTOM',
  gracePeriod: true,
  freeNow: true,
  deadline: '2027-01-17T23:00:00.000Z',
  deadlineDate: '2027-01-18',
  reservationPenalty: 0,
  checkinPenalty: 66.55,
  deposit: false,
  noShowPenalty: 66.55,
  cancellation: null,
};

function rate(
  overrides: Partial<RateOffer> & { initial?: number; final?: number; cityTax?: number },
): RateOffer {
  const { initial = 276, final = 211.13, cityTax = 27, ...rest } = overrides;
  return {
    ratePlanId: 13,
    nameKey: 'rate.room.only',
    name: { en: 'Room only', it: 'Solo pernottamento' },
    rateType: 'STANDARD',
    includedMealPlans: [],
    total: {
      type: 'PRICE',
      currency: 'EUR',
      initialAmount: initial,
      finalAmount: final,
      discountAmount: initial - final,
      vatRate: 10,
      vatAmount: 19.19,
    },
    nightly: { initial: [], final: [] },
    promotions: [],
    services: [],
    taxes: { vatRate: 10, vatAmount: 19.19, taxableAmount: 191.94, cityTax },
    deposit: 0,
    grandTotal: final + cityTax,
    grandTotalForRooms: final + cityTax,
    policy,
    ...rest,
  } as RateOffer;
}

describe('promotion badges (BOLIM-3: labels truncated at 20 characters)', () => {
  it.each([
    ['Last minute', 'Last minute', false],
    ['Exactly twenty chars', 'Exactly twenty chars', false],
    ['Friends of the palazzo', 'Friends of the palaz…', true],
    ['Early booking: save 15%', 'Early booking: save…', true], // the space before the cut is dropped
    ['Offerta speciale di primavera', 'Offerta speciale di…', true],
  ])('%j → %j', (name, label, truncated) => {
    const badge = promotionBadge({ id: 1, name });
    expect(badge).toEqual({ id: 1, label, name, truncated });
    expect(Array.from(badge.label.replace('…', '')).length).toBeLessThanOrEqual(20);
  });

  it('keeps the full name for the accessible text', () => {
    expect(promotionBadge({ id: 7, name: '  Stay 4 nights, save 8%  ' }).name).toBe('Stay 4 nights, save 8%');
  });
});

describe('prices: best price and the struck-through initial price', () => {
  it('is the rate total for the rooms, with the undiscounted total when promotions lowered it', () => {
    // 211.13 + 27 city tax; 276 before the promotions.
    expect(ratePrice(rate({}), 1)).toEqual({ total: 238.13, initial: 303 });
  });

  it('adds the discount back for every room searched', () => {
    const twoRooms = rate({ grandTotalForRooms: 476.26 });
    expect(ratePrice(twoRooms, 2)).toEqual({ total: 476.26, initial: 606 });
  });

  it('strikes nothing through when there is no discount', () => {
    expect(ratePrice(rate({ initial: 300, final: 300 }), 1)).toEqual({ total: 327, initial: null });
  });

  it('counts in cents (no floating-point drift)', () => {
    expect(ratePrice(rate({ initial: 0.3, final: 0.1, cityTax: 0.2 }), 3)).toEqual({
      total: 0.3,
      initial: 0.9,
    });
  });

  it("the 'from' price is the lowest rate, whatever the order", () => {
    const cheap = rate({ ratePlanId: 1, final: 200 });
    const dear = rate({ ratePlanId: 2, final: 250 });
    const result = { roomType: {}, roomsLeft: 4, rates: [dear, cheap] } as unknown as SearchResult;
    expect(bestPrice(result, 1)).toEqual({ total: 227, initial: 303, rate: cheap });
    expect(bestPrice({ ...result, rates: [] }, 1)).toBeNull();
    expect(ratesCheapestFirst([dear, cheap]).map((r) => r.ratePlanId)).toEqual([1, 2]);
  });
});

describe('rooms left', () => {
  it.each([
    [0, null],
    [1, 1],
    [3, 3],
    [4, null],
    [10, null],
  ])('%i left → %j', (left, notice) => {
    expect(roomsLeftNotice(left)).toBe(notice);
  });

  it('says it in words, singular and plural', () => {
    expect(en(pluralKey('widget.results.left', 1, 'en'), { count: 1 })).toBe('Only 1 room left');
    expect(en(pluralKey('widget.results.left', 2, 'en'), { count: 2 })).toBe('Only 2 rooms left');
    expect(itT(pluralKey('widget.results.left', 2, 'it'), { count: 2 })).toBe('Solo 2 camere rimaste');
  });
});

describe('people and beds in words', () => {
  it('lists the non-empty bands, adults first', () => {
    expect(peopleSummary({ adults: 2, boys: 0, children: 1, kids: 0 }, en, 'en')).toBe('2 adults, 1 child');
    expect(peopleSummary({ adults: 1, boys: 2, children: 0, kids: 1 }, en, 'en')).toBe(
      '1 adult, 2 teenagers, 1 infant',
    );
    expect(peopleSummary({ adults: 2, boys: 0, children: 2, kids: 0 }, itT, 'it')).toBe(
      '2 adulti e 2 bambini',
    );
  });

  it('names beds, with the count when more than one, and reads unknown codes', () => {
    const beds = [
      { type: 'KING', count: 1, maxPerson: 2 },
      { type: 'SINGLE', count: 2, maxPerson: 1 },
    ];
    expect(bedSummary(beds, en, 'en')).toBe('King-size bed, 2 × Single bed');
    expect(bedSummary(beds, itT, 'it')).toBe('Letto king size e 2 × Letto singolo');
    expect(codeText(en, 'widget.results.bed', 'HAMMOCK_XL')).toBe('Hammock xl');
  });

  it('takes texts in the language, then English, then any', () => {
    expect(localized({ en: 'Double', it: 'Doppia' }, 'it')).toBe('Doppia');
    expect(localized({ en: 'Double' }, 'it')).toBe('Double');
    expect(localized({}, 'it')).toBe('');
  });
});

describe('payment and policy', () => {
  it('pays at the hotel when no deposit is due, else the deposit for every room', () => {
    expect(paymentBadge(rate({ deposit: 0 }), 2)).toEqual({ kind: 'hotel' });
    expect(paymentBadge(rate({ deposit: 66.3 }), 2)).toEqual({ kind: 'deposit', amount: 132.6 });
  });

  it('turns the search policy into the shared display shape (cents, instants)', () => {
    expect(policyFromView(policy)).toEqual({
      type: 'CUSTOM',
      gracePeriod: true,
      deadline: Date.parse('2027-01-17T23:00:00.000Z'),
      deadlineDate: '2027-01-18',
      reservationPenaltyCents: 0,
      checkinPenaltyCents: 6655,
      deposit: false,
      freeNow: true,
    });
  });

  it('headlines free cancellation until the deadline in the hotel time, or the policy type', () => {
    // The last free minute on the hotel's clock, never the 00:00 that starts the penalty.
    const now = Date.parse('2026-12-01T10:00:00Z');
    expect(policyHeadline(policy, en, 'en', 'Europe/Rome', 'Venice', now)).toEqual({
      text: 'Free cancellation until 17 Jan 2027, 23:59, Venice time',
      free: true,
    });
    expect(
      policyHeadline(policy, itT, 'it', 'Europe/Rome', 'Venezia', Date.parse('2027-01-02T10:00:00Z')).text,
    ).toBe('Cancellazione gratuita fino al 17 gen, 23:59, ora locale (Venezia)');
    // A hotel without a city: its time zone's.
    expect(clockPlace(undefined, 'America/New_York')).toBe('New York');
    expect(clockPlace({ city: ' Cortina ' }, 'Europe/Rome')).toBe('Cortina');
    // A country with one clock is named in the page's language, never the city as the hotel typed it.
    expect(clockPlace({ city: 'Venezia', country: 'IT' }, 'Europe/Rome', 'en')).toBe('Italy');
    expect(clockPlace({ city: 'Venezia', country: 'IT' }, 'Europe/Rome', 'it')).toBe('Italia');
    // Several clocks: the city.
    expect(clockPlace({ city: 'Denver', country: 'US' }, 'America/Denver', 'en')).toBe('Denver');
    expect(
      policyHeadline({ ...policy, type: 'NOT_REFUNDABLE', freeNow: false }, en, 'en', 'Europe/Rome'),
    ).toEqual({ text: 'Non-refundable', free: false });
    // CONSIST: once the free period has passed, the words say what cancelling now does, never
    // 'Custom conditions' beside the fee's icon.
    const past = Date.parse('2027-01-20T10:00:00Z');
    expect(policyHeadline({ ...policy, freeNow: false }, itT, 'it', 'Europe/Rome', 'Venezia', past)).toEqual({
      text: 'Cancellazione con penale',
      free: false,
    });
    expect(policyHeadline({ ...policy, freeNow: false }, en, 'en', 'Europe/Rome', 'Venice', now)).toEqual({
      text: 'Cancellation fee applies',
      free: false,
    });
    // Free now and after the deadline too (no fee at check-in): free, with no deadline gone by.
    expect(policyHeadline({ ...policy, checkinPenalty: 0 }, en, 'en', 'Europe/Rome', 'Venice', past)).toEqual(
      { text: 'Free cancellation', free: true },
    );
  });
});

describe('rate cards: one title, one policy line, the flexible rate beside the cheapest', () => {
  const nonRefundable = { ...policy, type: 'NOT_REFUNDABLE', gracePeriod: false, freeNow: false } as const;

  it('says the meals only when the name does not already', () => {
    expect(mealsLine('Room only', [], en, 'en')).toBeNull();
    expect(mealsLine('Flexible', [], en, 'en')).toBe('Room only');
    expect(mealsLine('Flexible, breakfast included', ['breakfast'], en, 'en')).toBeNull();
    expect(mealsLine('Flexible', ['breakfast', 'dinner'], en, 'en')).toBe('Included: breakfast and dinner');
    expect(mealsLine('Flessibile, colazione inclusa', ['colazione'], itT, 'it')).toBeNull();
    expect(mealsLine('Solo pernottamento', [], itT, 'it')).toBeNull();
  });

  it.each([
    // [non-refundable total, flexible total, shown]
    [200, 229, ['NR', 'FLEX']],
    [200, 230, ['NR', 'FLEX']],
    [200, 231, ['NR']],
  ])('cheapest %d, flexible %d → %j', (cheapest, flexible, shown) => {
    const rates = [
      rate({ ratePlanId: 2, grandTotalForRooms: flexible, policy }),
      rate({ ratePlanId: 1, grandTotalForRooms: cheapest, policy: nonRefundable }),
      rate({ ratePlanId: 3, grandTotalForRooms: flexible + 50, policy: nonRefundable }),
    ];
    expect(collapsedRates(rates).map((r) => (r.ratePlanId === 1 ? 'NR' : 'FLEX'))).toEqual(shown);
  });

  it('shows one rate when the cheapest is already flexible, or none is', () => {
    expect(
      collapsedRates([rate({ ratePlanId: 2, grandTotalForRooms: 100 })]).map((r) => r.ratePlanId),
    ).toEqual([2]);
    expect(
      collapsedRates([
        rate({ ratePlanId: 1, grandTotalForRooms: 100, policy: nonRefundable }),
        rate({ ratePlanId: 3, grandTotalForRooms: 105, policy: { ...policy, freeNow: false } }),
      ]).map((r) => r.ratePlanId),
    ).toEqual([1]);
    expect(collapsedRates([])).toEqual([]);
  });
});

describe('services and extra beds', () => {
  it('prices a single service, the adult price of a per-person one, free ones', () => {
    expect(
      serviceCharge({
        paymentType: 'SINGLE',
        frequency: 'NIGHTLY',
        options: [{ size: 'SINGLE', amount: 15 }],
      }),
    ).toEqual({ kind: 'price', amount: 15, frequency: 'NIGHTLY' });
    expect(
      serviceCharge({
        paymentType: 'PER_PERSON',
        frequency: 'DAILY',
        options: [
          { size: 'PER_KID', amount: 0 },
          { size: 'PER_ADULT', amount: 35 },
        ],
      }),
    ).toEqual({ kind: 'per.adult', amount: 35, frequency: 'DAILY' });
    expect(serviceCharge({ paymentType: 'FREE', frequency: 'LUMP_SUM', options: [] })).toEqual({
      kind: 'free',
    });
  });

  it('prices an extra bed from its lowest positive price', () => {
    const prices = { adults: 35, boys: 30, children: 25, kids: 0 };
    expect(extraBedCharge({ prices, frequency: 'NIGHTLY' })).toEqual({
      kind: 'from',
      amount: 25,
      frequency: 'NIGHTLY',
    });
    expect(
      extraBedCharge({ prices: { adults: 0, boys: 0, children: 0, kids: 0 }, frequency: 'NIGHTLY' }),
    ).toEqual({
      kind: 'free',
    });
  });
});

describe('photo URLs', () => {
  it('joins the storage base and resolves it against the widget host', () => {
    expect(photoUrl('/images', 'hotels/a/1.svg', 'https://book.example')).toBe(
      'https://book.example/images/hotels/a/1.svg',
    );
    expect(photoUrl('https://cdn.example/img/', '/hotels/a/1.svg', 'https://book.example')).toBe(
      'https://book.example/hotels/a/1.svg',
    );
    expect(photoUrl('https://cdn.example/img/', 'hotels/a/1.svg', 'https://book.example')).toBe(
      'https://cdn.example/img/hotels/a/1.svg',
    );
    expect(photoUrl('/images', 'https://x.example/p.jpg', '')).toBe('https://x.example/p.jpg');
    expect(photoUrl('/images', 'a.svg', '')).toBe('/images/a.svg');
  });
});

describe('dates', () => {
  it('shows the stay and single days short, with weekdays, without time-zone shifts', () => {
    expect(stayDates('2027-01-20', '2027-01-23', 'en').replace(/\s/g, ' ')).toBe(
      'Wed, 20 Jan – Sat, 23 Jan 2027',
    );
    expect(dayLabel('2027-03-28', 'en')).toBe('Sun, 28 Mar 2027');
    expect(dayLabel('2027-03-28', 'it')).toBe('dom 28 mar 2027');
  });
});

describe('why a search is empty', () => {
  const text = (reasons: ReturnType<typeof violationReasons>, t = en) =>
    reasons.map((r) => t(r.key, r.params));

  it('explains minimum stays, closed arrival days and sold-out nights in plain words', () => {
    const reasons = violationReasons(
      [
        { code: 'stay.min.los', date: '2026-12-28', limit: 3 },
        { code: 'stay.min.los', date: '2026-12-28', limit: 2 }, // another room type: the lenient one counts
        { code: 'stay.closed.arrival', date: '2027-02-01' },
        { code: 'stay.sold.out', date: '2027-02-03', limit: 0 },
        { code: 'stay.sold.out', date: '2027-02-02', limit: 0 },
        { code: 'stay.sold.out', date: '2027-02-03', limit: 0 },
      ],
      en,
      'en',
    );
    expect(text(reasons)).toEqual([
      'Stays arriving on 28 Dec 2026 must last at least 2 nights.',
      'No arrivals on 1 Feb 2027.',
      'Sold out on 2 Feb 2027 and 3 Feb 2027.',
    ]);
    const italian = violationReasons([{ code: 'stay.min.los', date: '2026-12-28', limit: 2 }], itT, 'it');
    expect(text(italian, itT)).toEqual(['Per arrivi il 28 dic 2026 il soggiorno minimo è di 2 notti.']);
  });

  it('lists at most three dates, then how many more', () => {
    const dates = ['2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04', '2027-02-05'];
    const reasons = violationReasons(
      dates.map((date) => ({ code: 'stay.closed', date, scope: 'hotel' as const })),
      en,
      'en',
    );
    expect(text(reasons)).toEqual(['The hotel is closed on 1 Feb 2027, 2 Feb 2027, 3 Feb 2027 and 2 more.']);
  });

  it('judges guest rules on every room type: none when some room takes the guests', () => {
    const roomTypes = [
      { occupancy: { max: { adults: 1, boys: 0, children: 0, kids: 0 }, maxOccupancy: 1 } },
      { occupancy: { max: { adults: 4, boys: 2, children: 2, kids: 2 }, maxOccupancy: 5 } },
    ];
    const server = [
      { code: 'people.band.max', limit: 1, band: 'adults' },
      { code: 'people.too.many', limit: 1 },
      { code: 'stay.min.los', date: '2026-12-28', limit: 3 },
    ];
    const people = { adults: 2, boys: 0, children: 0, kids: 0 };
    expect(text(violationReasons(server, en, 'en', { people, roomTypes }))).toEqual([
      'Stays arriving on 28 Dec 2026 must last at least 3 nights.',
    ]);
    const crowd = { adults: 6, boys: 0, children: 0, kids: 0 };
    expect(text(violationReasons(server.slice(0, 2), en, 'en', { people: crowd, roomTypes }))).toEqual([
      'At most 4 adults per room.',
      'At most 5 guests per room.',
    ]);
    const mixed = { adults: 1, boys: 0, children: 2, kids: 2 }; // 5 guests, but 2 kids fit only… the suite (max 5)
    expect(violationReasons([], en, 'en', { people: mixed, roomTypes })).toEqual([]);
    const tight = [{ occupancy: { max: { adults: 2, boys: 0, children: 2, kids: 0 }, maxOccupancy: 2 } }];
    expect(
      text(
        violationReasons([], en, 'en', {
          people: { adults: 1, boys: 0, children: 2, kids: 0 },
          roomTypes: tight,
        }),
      ),
    ).toEqual(['At most 2 guests per room.']);
    const split = [
      { occupancy: { max: { adults: 3, boys: 0, children: 0, kids: 0 }, maxOccupancy: 4 } },
      { occupancy: { max: { adults: 1, boys: 0, children: 3, kids: 0 }, maxOccupancy: 4 } },
    ];
    expect(
      text(
        violationReasons([], en, 'en', {
          people: { adults: 2, boys: 0, children: 2, kids: 0 },
          roomTypes: split,
        }),
      ),
    ).toEqual(['No room takes 2 adults, 2 children.']);
  });

  it('says something generic for unknown codes, only when nothing better is known', () => {
    expect(text(violationReasons([{ code: 'bed.unknown' }], en, 'en'))).toEqual([
      'These dates and guests cannot be booked online.',
    ]);
    expect(
      text(violationReasons([{ code: 'bed.unknown' }, { code: 'stay.checkin.past' }], en, 'en')),
    ).toEqual(['The arrival date has passed.']);
  });
});
