import { describe, expect, it } from 'vitest';
import {
  discountAmount,
  type PromotionDraft,
  promotionCoversNight,
  promotionIssues,
  storedCounts,
  storedDiscountValue,
} from './promotions.ts';

const draft = (over: Partial<PromotionDraft> = {}): PromotionDraft => ({
  type: 'STANDARD',
  discount: { type: 'PERCENTAGE', amount: 10 },
  days: null,
  minStay: null,
  validFrom: null,
  validTo: null,
  ratePlanIds: null,
  roomTypeIds: null,
  ...over,
});

describe('promotionIssues', () => {
  it.each([
    [{}, []],
    [{ discount: { type: 'PERCENTAGE' as const, amount: 100 } }, []],
    [
      { discount: { type: 'PERCENTAGE' as const, amount: 100.01 } },
      [{ field: 'discount.amount', code: 'error.amount.max' }],
    ],
    [{ discount: { type: 'PRICE' as const, amount: 150 } }, []],
    [
      { discount: { type: 'PRICE' as const, amount: 0 } },
      [{ field: 'discount.amount', code: 'error.amount.min' }],
    ],
    [
      { discount: { type: 'PRICE' as const, amount: 0.005 } },
      [{ field: 'discount.amount', code: 'error.field.generic.invalid' }],
    ],
    [{ type: 'EARLY_BOOKING' as const, days: 0 }, [{ field: 'days', code: 'error.field.min', num: 1 }]],
    [{ type: 'EARLY_BOOKING' as const, days: 730 }, []],
    [{ type: 'LAST_MINUTE' as const, days: 0 }, []],
    [{ type: 'LAST_MINUTE' as const, days: null }, [{ field: 'days', code: 'error.required' }]],
    [{ type: 'LAST_SECOND' as const, days: 73 }, [{ field: 'days', code: 'error.field.max', num: 72 }]],
    [{ type: 'MINIMUM_STAY' as const, minStay: 0 }, [{ field: 'minStay', code: 'error.field.min', num: 1 }]],
    [{ type: 'MINIMUM_STAY' as const, minStay: 1 }, []],
    [
      { type: 'MINIMUM_STAY' as const, minStay: 31 },
      [{ field: 'minStay', code: 'error.field.max', num: 30 }],
    ],
    [{ type: 'STANDARD' as const, minStay: 0, days: -4 }, []],
    [
      { validFrom: '2027-03-02', validTo: '2027-03-01' },
      [{ field: 'validTo', code: 'error.date.end.before.start' }],
    ],
    [{ validFrom: '2027-03-01', validTo: '2027-03-01' }, []],
    [{ ratePlanIds: [] }, [{ field: 'ratePlanIds', code: 'error.required' }]],
  ])('%o → %o', (over, issues) => {
    expect(promotionIssues(draft(over))).toEqual(issues);
  });
});

describe('what is stored', () => {
  it('keeps PRICE in cents and percentages as they are', () => {
    expect(storedDiscountValue({ type: 'PRICE', amount: 12.35 })).toBe(1235);
    expect(storedDiscountValue({ type: 'PERCENTAGE', amount: 12.5 })).toBe(12.5);
    expect(discountAmount('PRICE', 1235)).toBe(12.35);
  });

  it('drops the counts a type does not read', () => {
    expect(storedCounts({ type: 'STANDARD', days: 3, minStay: 2 })).toEqual({ days: null, minStay: null });
    expect(storedCounts({ type: 'LAST_SECOND', days: 12, minStay: 2 })).toEqual({ days: 12, minStay: null });
    expect(storedCounts({ type: 'MINIMUM_STAY', days: 3, minStay: 2 })).toEqual({ days: null, minStay: 2 });
  });
});

describe('promotionCoversNight (the ratesheet rows)', () => {
  const standard = {
    type: 'STANDARD' as const,
    enabled: true,
    validFrom: '2026-12-01',
    validTo: '2026-12-10',
  };
  it.each([
    ['inside the period', standard, '2026-12-05', true],
    ['its first night (today)', standard, '2026-12-01', true],
    ['its last night', standard, '2026-12-10', true],
    ['the night after', standard, '2026-12-11', false],
    ['open-ended', { ...standard, validFrom: null, validTo: null }, '2030-01-01', true],
    ['disabled', { ...standard, enabled: false }, '2026-12-05', false],
    [
      'BOOK_TODAY: any night while today is in its period',
      { ...standard, type: 'BOOK_TODAY' as const },
      '2027-06-01',
      true,
    ],
  ])('%s', (_, promotion, date, covered) => {
    expect(promotionCoversNight(promotion, date, '2026-12-01')).toBe(covered);
  });
  it('a past night: none, whatever the period', () => {
    expect(promotionCoversNight(standard, '2026-12-02', '2026-12-03')).toBe(false);
    expect(promotionCoversNight({ ...standard, validFrom: null }, '2026-11-30', '2026-12-03')).toBe(false);
    expect(promotionCoversNight({ ...standard, type: 'BOOK_TODAY' }, '2026-12-02', '2026-12-03')).toBe(false);
  });
  it('the days-ahead rules, from today to an arrival that night, as the engine applies them', () => {
    const open = { ...standard, validFrom: null, validTo: null };
    const lastMinute = { ...open, type: 'LAST_MINUTE' as const, days: 7 };
    // 'Last minute, 7 days before arrival': this week's nights, not those six weeks away.
    expect(promotionCoversNight(lastMinute, '2026-12-08', '2026-12-01')).toBe(true);
    expect(promotionCoversNight(lastMinute, '2026-12-09', '2026-12-01')).toBe(false);
    expect(promotionCoversNight(lastMinute, '2027-01-12', '2026-12-01')).toBe(false);
    const early = { ...open, type: 'EARLY_BOOKING' as const, days: 30 };
    expect(promotionCoversNight(early, '2026-12-30', '2026-12-01')).toBe(false);
    expect(promotionCoversNight(early, '2026-12-31', '2026-12-01')).toBe(true);
    const lastSecond = { ...open, type: 'LAST_SECOND' as const, days: 24 };
    expect(promotionCoversNight(lastSecond, '2026-12-01', '2026-12-01')).toBe(true);
    expect(promotionCoversNight(lastSecond, '2026-12-02', '2026-12-01')).toBe(true);
    expect(promotionCoversNight(lastSecond, '2026-12-03', '2026-12-01')).toBe(false);
  });

  it('BOOK_TODAY once its booking days are over: no night', () => {
    expect(promotionCoversNight({ ...standard, type: 'BOOK_TODAY' }, '2026-12-05', '2026-12-11')).toBe(false);
  });
});
