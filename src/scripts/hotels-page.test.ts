import { describe, expect, it } from 'vitest';
import { pageNumber, roomsLeft } from './hotels-page.ts';

describe('hotels page', () => {
  it('reads the 1-based page, 1 when missing or invalid', () => {
    expect(pageNumber('?page=3')).toBe(3);
    expect(pageNumber('')).toBe(1);
    expect(pageNumber('?page=0')).toBe(1);
    expect(pageNumber('?page=-2')).toBe(1);
    expect(pageNumber('?page=1.5')).toBe(1);
    expect(pageNumber('?page=abc')).toBe(1);
  });
  it('counts the rooms left of a best-availability answer', () => {
    expect(roomsLeft({ available: true, totalRates: [{ roomsLeft: 3 }, { roomsLeft: 11 }] })).toBe(11);
    expect(roomsLeft({ available: true, totalRates: [] })).toBe(1);
    expect(roomsLeft({ available: false, totalRates: [] })).toBe(0);
    expect(roomsLeft(null)).toBe(0);
  });
});
