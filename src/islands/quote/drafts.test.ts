import { describe, expect, it } from 'vitest';
import type { UserState } from '../../stores/session.ts';
import {
  clearQuoteDraft,
  loadQuoteDraft,
  QUOTE_DRAFT_KEY,
  QUOTE_DRAFT_MAX_AGE_MS,
  type QuoteDraft,
  saveQuoteDraft,
  saveQuoteHotelDraft,
} from './drafts.ts';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const manager = (id: number): UserState => ({
  status: 'manager',
  me: {
    id,
    username: `m${id}`,
    email: `m${id}@example.com`,
    name: 'M',
    surname: 'N',
    avatar: null,
    language: 'en',
  },
});
const anonymous: UserState = { status: 'anonymous' };

const hotel = (name: string) => ({
  name,
  type: 'HOTEL' as const,
  stars: 3,
  roomsNumber: 12,
  addressInfo: { address: '', street: 'Via Roma', city: 'Milano', country: 'Italia' },
});

const draft = (names: string[]): QuoteDraft => ({
  buildingType: names.length > 1 ? 'MULTIPLE_HOTELS' : 'HOTEL',
  count: names.length,
  group: false,
  groupName: '',
  hotels: names.map(hotel),
});

describe('quote drafts', () => {
  it('are saved under X-ITACA-QUOTE per user and per hotel, and read back', () => {
    const storage = new MemoryStorage();
    saveQuoteDraft(storage, manager(1), draft(['Alfa', 'Beta']), 1000);
    const stored = JSON.parse(storage.getItem(QUOTE_DRAFT_KEY) ?? '{}');
    expect(Object.keys(stored)).toEqual(['1']);
    expect(Object.keys(stored['1'].hotels)).toEqual(['0', '1']);
    expect(stored['1'].hotels['1'].name).toBe('Beta');
    expect(loadQuoteDraft(storage, manager(1), 2000)).toEqual(draft(['Alfa', 'Beta']));
  });

  it('are never saved nor read for a visitor', () => {
    const storage = new MemoryStorage();
    saveQuoteDraft(storage, anonymous, draft(['Alfa']));
    expect(storage.items.size).toBe(0);
    saveQuoteDraft(storage, manager(1), draft(['Alfa']));
    expect(loadQuoteDraft(storage, anonymous)).toBeNull();
    expect(loadQuoteDraft(storage, { status: 'unknown' })).toBeNull();
  });

  it('keep each user apart', () => {
    const storage = new MemoryStorage();
    saveQuoteDraft(storage, manager(1), draft(['Alfa']), 1);
    saveQuoteDraft(storage, manager(2), draft(['Beta', 'Gamma']), 1);
    expect(loadQuoteDraft(storage, manager(1), 2)?.hotels.map((h) => h.name)).toEqual(['Alfa']);
    expect(loadQuoteDraft(storage, manager(2), 2)?.hotels.map((h) => h.name)).toEqual(['Beta', 'Gamma']);
    clearQuoteDraft(storage, manager(1));
    expect(loadQuoteDraft(storage, manager(1), 2)).toBeNull();
    expect(loadQuoteDraft(storage, manager(2), 2)).not.toBeNull();
    clearQuoteDraft(storage, manager(2));
    expect(storage.getItem(QUOTE_DRAFT_KEY)).toBeNull();
  });

  it('update one hotel without touching the others', () => {
    const storage = new MemoryStorage();
    saveQuoteDraft(storage, manager(1), draft(['Alfa', 'Beta']), 1);
    saveQuoteHotelDraft(storage, manager(1), 1, hotel('Delta'), 2);
    expect(loadQuoteDraft(storage, manager(1), 3)?.hotels.map((h) => h.name)).toEqual(['Alfa', 'Delta']);
  });

  it('drop drafts older than 30 days and ignore unreadable storage', () => {
    const storage = new MemoryStorage();
    saveQuoteDraft(storage, manager(1), draft(['Alfa']), 0);
    expect(loadQuoteDraft(storage, manager(1), QUOTE_DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.getItem(QUOTE_DRAFT_KEY)).toBeNull();

    storage.setItem(QUOTE_DRAFT_KEY, '{not json');
    expect(loadQuoteDraft(storage, manager(1))).toBeNull();
    storage.setItem(
      QUOTE_DRAFT_KEY,
      JSON.stringify({ 1: { form: { buildingType: 'CASTLE', count: 1 }, hotels: {}, savedAt: Date.now() } }),
    );
    expect(loadQuoteDraft(storage, manager(1))).toBeNull();
  });

  it('survive a storage that throws (private mode, quota)', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(() => saveQuoteDraft(storage, manager(1), draft(['Alfa']))).not.toThrow();
    expect(loadQuoteDraft(storage, manager(1))).toBeNull();
  });

  it('fill missing hotels so that the list always matches count', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      QUOTE_DRAFT_KEY,
      JSON.stringify({
        7: {
          form: { buildingType: 'MULTIPLE_HOTELS', count: 3, group: true, groupName: 'G' },
          hotels: { 0: hotel('A') },
          savedAt: 5,
        },
      }),
    );
    const loaded = loadQuoteDraft(storage, manager(7), 6);
    expect(loaded?.hotels).toHaveLength(3);
    expect(loaded?.group).toBe(true);
    expect(loaded?.groupName).toBe('G');
  });
});
