import { describe, expect, it } from 'vitest';
import {
  decomposeProfile,
  demoGuest,
  emailPart,
  hashSeed,
  nightlyCount,
  packRooms,
  prng,
  SOURCE_WEIGHTS,
  weighted,
} from './demo-stays.ts';

const LENGTHS: [number, number][] = [
  [1, 1],
  [2, 1],
  [3, 1],
  [4, 1],
  [5, 1],
  [6, 1],
  [7, 1],
];

/** A profile of `nights` nights between 0 and `rooms` (a random walk, like a hotel's month). */
function profile(random: () => number, nights: number, rooms: number): number[] {
  let level = Math.floor(random() * (rooms + 1));
  return Array.from({ length: nights }, () => {
    level = Math.min(rooms, Math.max(0, level + Math.floor(random() * 5) - 2));
    return level;
  });
}

/** The front desk's week from night 30: two leave, two arrive and two stay on each night. */
const DESK = { from: 30, to: 37, turnover: 2, stayOvers: 2 };

describe('demo stays', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = prng(hashSeed('2026-11-25', 1));
    const b = prng(hashSeed('2026-11-25', 1));
    const c = prng(hashSeed('2026-11-26', 1));
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });

  it('cuts any profile into stays of 1 to 7 nights that book exactly the profile', () => {
    for (let seed = 0; seed < 60; seed++) {
      const random = prng(seed);
      const rooms = 1 + (seed % 25);
      const nights = profile(random, 90, rooms);
      const stays = decomposeProfile(nights, random, LENGTHS, DESK);
      expect(nightlyCount(stays, nights.length)).toEqual(nights);
      for (const stay of stays) {
        expect(stay.end - stay.start).toBeGreaterThanOrEqual(1);
        // Only a stay kept over the desk's nights (30–37) may be longer, a night per desk night.
        const kept = Math.max(0, Math.min(stay.end, DESK.to + 1) - Math.max(stay.start + 1, DESK.from));
        expect(stay.end - stay.start).toBeLessThanOrEqual(7 + kept);
      }
    }
  });

  it("gives each of the desk's nights its departures, arrivals and stay-overs, keeping the profile", () => {
    // One-night stays alone would never stay over: the desk keeps one on and turns one over.
    const desk = { from: 1, to: 3, turnover: 1, stayOvers: 1 };
    expect(decomposeProfile([2, 2, 2, 2, 2], prng(1), [[1, 1]], desk)).toEqual([
      { start: 0, end: 1 },
      { start: 0, end: 2 },
      { start: 1, end: 3 },
      { start: 2, end: 4 },
      { start: 3, end: 4 },
      { start: 4, end: 5 },
      { start: 4, end: 5 },
    ]);
    // Long stays alone would never leave: the longest leave early for the night's arrivals.
    for (let seed = 0; seed < 50; seed++) {
      const stays = decomposeProfile([4, 4, 4, 4, 4, 4, 4, 4, 4, 4], prng(seed), [[7, 1]], {
        from: 2,
        to: 8,
        turnover: 2,
        stayOvers: 2,
      });
      expect(nightlyCount(stays, 10)).toEqual([4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
      for (let night = 2; night <= 8; night++) {
        expect(stays.filter((s) => s.end === night).length).toBeGreaterThanOrEqual(2);
        expect(stays.filter((s) => s.start === night).length).toBeGreaterThanOrEqual(2);
        expect(stays.filter((s) => s.start < night && s.end > night).length).toBeGreaterThanOrEqual(2);
      }
    }
    // Without desk nights, one-night stays never span a night.
    const plain = decomposeProfile([1, 1, 1], prng(1), [[1, 1]]);
    expect(plain).toEqual([
      { start: 0, end: 1 },
      { start: 1, end: 2 },
      { start: 2, end: 3 },
    ]);
  });

  it('packs stays on rooms with never two on one room and night', () => {
    for (let seed = 0; seed < 60; seed++) {
      const random = prng(seed);
      const rooms = 1 + (seed % 12);
      const stays = decomposeProfile(profile(random, 60, rooms), random, LENGTHS);
      const assigned = packRooms(stays, rooms, random);
      for (const [i, a] of stays.entries()) {
        const room = assigned[i] as number;
        expect(room >= 0 && room < rooms).toBe(true);
        for (const [j, b] of stays.entries()) {
          if (j <= i || assigned[j] !== room) continue;
          expect(a.end <= b.start || b.end <= a.start).toBe(true);
        }
      }
    }
    expect(() =>
      packRooms(
        [
          { start: 0, end: 2 },
          { start: 1, end: 3 },
        ],
        1,
        prng(1),
      ),
    ).toThrow(/no free room/);
  });

  it('draws by weight', () => {
    const random = prng(7);
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) {
      const source = weighted(random, SOURCE_WEIGHTS);
      counts.set(source, (counts.get(source) ?? 0) + 1);
    }
    expect(counts.size).toBe(SOURCE_WEIGHTS.length);
    expect(counts.get('BOOKING') ?? 0).toBeGreaterThan(counts.get('WIDGET') ?? 0);
    expect(counts.get('WIDGET') ?? 0).toBeGreaterThan(counts.get('OTHER') ?? 0);
  });

  it('makes guests with unique e-mails at example domains', () => {
    const random = prng(3);
    const taken = new Set<string>();
    const guests = Array.from({ length: 500 }, () =>
      demoGuest(
        random,
        [
          ['IT', 1],
          ['DE', 1],
        ],
        taken,
      ),
    );
    expect(new Set(guests.map((g) => g.email)).size).toBe(500);
    for (const g of guests) {
      expect(g.email).toMatch(/^[a-z0-9.]+@example\.(com|org|net)$/);
      expect(g.language).toBe(g.countryIso === 'IT' ? 'it' : 'en');
      expect(g.prefix).toBe(g.countryIso === 'IT' ? '+39' : '+49');
    }
    expect(emailPart('De Luca')).toBe('deluca');
    expect(emailPart('Müller')).toBe('muller');
  });
});
