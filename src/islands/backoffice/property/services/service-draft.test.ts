import { describe, expect, it } from 'vitest';
import type { ServiceView } from '../../../../contracts/secure/property.ts';
import { coherentServiceDraft, serviceBodyOf, serviceDraftOf, serviceFrequencies } from './service-draft.ts';

const GYM: ServiceView = {
  id: 7,
  nameKey: 'service.gym',
  type: 'GYM',
  name: { en: 'Gym' },
  category: 'HOTEL',
  bookability: 'BOOKABLE',
  paymentType: 'SINGLE',
  frequency: 'DAILY',
  options: [{ size: 'SINGLE', amount: 12.5, vatRate: 22 }],
  maxCount: -1,
  roomTypeIds: [3],
  description: { en: 'Open' },
  version: 2,
} as ServiceView;

const draft = serviceDraftOf(GYM);

describe('serviceDraftOf', () => {
  it('loads the prices per size, the VAT, unlimited as a checkbox and every description language', () => {
    expect(draft).toMatchObject({ vatRate: '22', unlimited: true, maxCount: '1', roomTypeIds: [3] });
    expect(draft.prices.SINGLE).toBe('12.5');
    expect(draft.description.en).toBe('Open');
    expect(Object.values(draft.description).filter((text) => text === '').length).toBeGreaterThan(0);
  });
});

describe('coherentServiceDraft', () => {
  it.each([
    // category, bookability, payment, advanced → category, bookability, payment
    ['EXTERNAL', 'BOOKABLE', 'SINGLE', false, 'HOTEL', 'BOOKABLE', 'SINGLE'],
    ['EXTERNAL', 'INCLUDED', 'SINGLE', true, 'EXTERNAL', 'BOOKABLE', 'SINGLE'],
    ['HOTEL', 'INCLUDED', 'SINGLE', false, 'HOTEL', 'INCLUDED', 'FREE'],
    ['ROOM', 'INCLUDED', 'PER_PERSON', false, 'ROOM', 'INCLUDED', 'PER_PERSON'],
  ] as const)(
    '%s %s %s (advanced %s) → %s %s %s',
    (category, bookability, paymentType, advanced, c, b, p) => {
      const next = coherentServiceDraft({ ...draft, category, bookability, paymentType }, advanced);
      expect([next.category, next.bookability, next.paymentType]).toEqual([c, b, p]);
    },
  );
});

describe('serviceBodyOf', () => {
  it('sends unlimited as -1, room types only for a room service, LUMP_SUM for a free one', () => {
    expect(serviceBodyOf(draft, false)).toMatchObject({
      maxCount: -1,
      roomTypeIds: [],
      frequency: 'DAILY',
      vatRate: 22,
      advanced: false,
    });
    const room = serviceBodyOf(
      { ...draft, category: 'ROOM', paymentType: 'FREE', unlimited: false, maxCount: '4' },
      true,
    );
    expect(room).toMatchObject({ maxCount: 4, roomTypeIds: [3], frequency: 'LUMP_SUM', advanced: true });
  });
});

describe('serviceFrequencies', () => {
  it('keeps NIGHTLY only for a service stored with it', () => {
    expect(serviceFrequencies('NIGHTLY')).toContain('NIGHTLY');
    expect(serviceFrequencies('DAILY')).not.toContain('NIGHTLY');
  });
});
