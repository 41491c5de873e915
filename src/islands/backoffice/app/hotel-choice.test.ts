import { describe, expect, it } from 'vitest';
import type { ManagedHotel } from '../../../contracts/secure/hotels.ts';
import { chooseHotel, currentHotel, hotelStorageKey, readStoredHotel, storeHotel } from './hotel-choice.ts';

const hotel = (id: number, name: string): ManagedHotel => ({
  id,
  name,
  alias: null,
  type: 'HOTEL',
  city: null,
  timeZone: 'Europe/Rome',
  currency: 'EUR',
  roomsCount: 10,
  role: 'OWNER',
  permissions: ['planning.read'],
});
const HOTELS = [hotel(2, 'Alfa'), hotel(1, 'Beta'), hotel(5, 'Gamma')];

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

describe('chooseHotel', () => {
  it.each([
    ['5', 5],
    [null, 2],
    ['99', 2],
    ['abc', 2],
    ['', 2],
    ['1.0', 1],
  ] as const)('stored %j → hotel %i', (stored, id) => {
    expect(chooseHotel(HOTELS, stored)?.id).toBe(id);
  });

  it('has no hotel for a manager without hotels', () => {
    expect(chooseHotel([], '5')).toBeNull();
  });
});

describe('the remembered choice', () => {
  it('is kept per manager', () => {
    const storage = memoryStorage();
    storeHotel(storage, 7, 5);
    storeHotel(storage, 8, 1);
    expect(storage.map.get('X-ITACA-HOTEL-7')).toBe('5');
    expect(hotelStorageKey(8)).toBe('X-ITACA-HOTEL-8');
    expect(readStoredHotel(storage, 7)).toBe('5');
    expect(readStoredHotel(storage, 8)).toBe('1');
    expect(readStoredHotel(storage, 9)).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readStoredHotel(broken, 7)).toBeNull();
    expect(() => storeHotel(broken, 7, 5)).not.toThrow();
    expect(readStoredHotel(undefined, 7)).toBeNull();
  });
});

describe('currentHotel', () => {
  it('is the chosen hotel as the reloaded list has it (renamed)', () => {
    const renamed = [hotel(2, 'Alfa'), hotel(1, 'Beta Lodge'), hotel(5, 'Gamma')];
    expect(currentHotel(renamed, hotel(1, 'Beta'))?.name).toBe('Beta Lodge');
  });

  it('keeps the chosen hotel when the list no longer has it, and none when none was chosen', () => {
    const chosen = hotel(9, 'Delta');
    expect(currentHotel(HOTELS, chosen)).toBe(chosen);
    expect(currentHotel(HOTELS, null)).toBeNull();
  });
});
