import { describe, expect, it } from 'vitest';
import { DRAFT_STORAGE_KEY, loadDraft, type ReservationDraft, saveDraft } from './drafts.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const draft: ReservationDraft = {
  checkin: '2027-06-01',
  checkout: '2027-06-04',
  people: { adults: 2, boys: 0, children: 1, kids: 0 },
  rooms: 1,
  promo: 'SUMMER10',
  choice: { roomTypeId: 3, ratePlanId: 7 },
};
const today = '2027-05-01';

describe('reservation drafts (PROPFLOW-10)', () => {
  it('saves per hotel and guest, anonymous when unknown, with the step capped at 2', () => {
    const storage = memoryStorage();
    expect(
      saveDraft(storage, { hotelId: 1, guestKey: null, step: 3, reservationId: null, draft, today }),
    ).toBe(true);
    expect(
      saveDraft(storage, {
        hotelId: 1,
        guestKey: 'Ann@Example.com',
        step: 1,
        reservationId: null,
        draft,
        today,
      }),
    ).toBe(true);
    const file = JSON.parse(storage.items.get(DRAFT_STORAGE_KEY) ?? '{}');
    expect(Object.keys(file['1']).sort()).toEqual(['ann@example.com', 'anonymous']);
    expect(file['1'].anonymous.step).toBe(2);
    expect(loadDraft(storage, { hotelId: 1, guestKey: null, today })).toEqual({ step: 2, draft });
    expect(loadDraft(storage, { hotelId: 2, guestKey: null, today })).toBeNull();
  });

  it('saves nothing after step 3, once the reservation exists, or without a hotel id', () => {
    const storage = memoryStorage();
    expect(
      saveDraft(storage, { hotelId: 1, guestKey: null, step: 4, reservationId: null, draft, today }),
    ).toBe(false);
    expect(
      saveDraft(storage, { hotelId: 1, guestKey: null, step: 2, reservationId: 'ABC123', draft, today }),
    ).toBe(false);
    expect(
      saveDraft(storage, { hotelId: null, guestKey: null, step: 1, reservationId: null, draft, today }),
    ).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  it('never stores guest, billing or payment data, whatever the caller passes', () => {
    const storage = memoryStorage();
    const polluted = {
      ...draft,
      guest: { email: 'ann@example.com', name: 'Ann' },
      card: { number: '4111111111111111' },
      billing: { vat: 'IT123' },
    } as ReservationDraft;
    saveDraft(storage, { hotelId: 1, guestKey: null, step: 2, reservationId: null, draft: polluted, today });
    const stored = storage.items.get(DRAFT_STORAGE_KEY) ?? '';
    expect(stored).not.toMatch(/ann@example|4111|IT123|guest|card|billing/);
  });

  it('clears a draft whose check-in is before today when it is read', () => {
    const storage = memoryStorage();
    saveDraft(storage, { hotelId: 1, guestKey: null, step: 1, reservationId: null, draft, today });
    expect(loadDraft(storage, { hotelId: 1, guestKey: null, today: '2027-06-01' })).not.toBeNull();
    expect(loadDraft(storage, { hotelId: 1, guestKey: null, today: '2027-06-02' })).toBeNull();
    expect(storage.items.has(DRAFT_STORAGE_KEY)).toBe(false);
  });

  it('survives corrupt or blocked storage', () => {
    const storage = memoryStorage();
    storage.items.set(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft(storage, { hotelId: 1, guestKey: null, today })).toBeNull();
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() =>
      saveDraft(blocked, { hotelId: 1, guestKey: null, step: 1, reservationId: null, draft, today }),
    ).not.toThrow();
  });

  it('removes a draft when asked', () => {
    const storage = memoryStorage();
    saveDraft(storage, { hotelId: 1, guestKey: null, step: 1, reservationId: null, draft, today });
    saveDraft(storage, { hotelId: 1, guestKey: null, step: 0, reservationId: null, draft: null, today });
    expect(storage.items.has(DRAFT_STORAGE_KEY)).toBe(false);
  });
});
