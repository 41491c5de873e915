/**
 * A stored service as the property screen edits it: prices from the stored cents to euros, the
 * catalogue type named from the name key (null for a hotel's own service).
 */
import { describe, expect, it } from 'vitest';
import type { ServiceRecord } from '../data/property.ts';
import { serviceView } from './views.ts';

const SERVICE: ServiceRecord = {
  id: 5,
  nameKey: 'service.half.board',
  name: { en: 'Half board' },
  category: 'HOTEL',
  bookability: 'BOOKABLE',
  paymentType: 'PER_PERSON',
  frequency: 'NIGHTLY',
  options: [
    { size: 'PER_ADULT', amountCents: 2550, vatRate: 10 },
    { size: 'PER_CHILD', amountCents: 1205, vatRate: 10 },
  ],
  maxCount: -1,
  roomTypeIds: [2, 3],
  description: {},
  version: 6,
};

describe('serviceView', () => {
  it.each([
    ['service.half.board', 'HALF_BOARD'],
    ['hotel.own.massage', null],
  ])('names %s of the catalogue as %s and prices it in euros', (nameKey, type) => {
    const view = serviceView({ ...SERVICE, nameKey });
    expect(view.type).toBe(type);
    expect(view.options).toEqual([
      { size: 'PER_ADULT', amount: 25.5, vatRate: 10 },
      { size: 'PER_CHILD', amount: 12.05, vatRate: 10 },
    ]);
  });
});
