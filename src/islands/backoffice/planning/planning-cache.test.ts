import { describe, expect, it } from 'vitest';
import type { PlanningEntry, PlanningResponse, PlanningStay } from '../../../contracts/secure/planning.ts';
import { mergePlanning } from './planning-cache.ts';
import { PlanningStore } from './planning-store.ts';

const entry = (date: string, roomClosed = false): PlanningEntry => ({
  date,
  active: null,
  overbookings: [],
  roomClosed,
  hotelClosed: false,
  closing: null,
  roomTypeClosed: false,
  bestRate: { standard: null, notRefundable: null },
});

const stay = (code: string, startDate: string, endDate: string): PlanningStay => ({
  reservationCode: code,
  roomSoldId: 1,
  startDate,
  endDate,
  roomId: null,
  roomType: { id: 1, nameKey: 'double', category: 'ROOM' },
  people: { adults: 2, boys: 0, children: 0, kids: 0 },
  extraPeople: 0,
  rateType: 'STANDARD',
});

const room = (id: number, dates: string[], closed: string[] = []) => ({
  id,
  name: `${100 + id}`,
  enabled: true,
  floor: 1,
  types: [],
  entries: dates.map((date) => entry(date, closed.includes(date))),
});

const day = (date: string, roomsClosed = false) => ({
  date,
  past: false,
  today: false,
  hotelClosed: false,
  roomsClosed,
});

function planning(dates: string[], parts: Partial<PlanningResponse> = {}): PlanningResponse {
  return {
    hotelId: 1,
    from: dates[0] ?? '',
    to: dates[dates.length - 1] ?? '',
    today: '2026-03-01',
    days: dates.map((date) => day(date)),
    rooms: [room(1, dates), room(2, dates)],
    unassigned: [],
    reservations: {},
    sources: [{ code: 'DIRECT', color: '#111111' }],
    ...parts,
  };
}

const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'];

describe('mergePlanning (the cached planning takes a write’s changed dates)', () => {
  it('replaces the changed dates of the changed rooms and days, nothing else', () => {
    const cached = planning(WEEK);
    const changed = planning(['2026-03-03'], {
      rooms: [room(2, ['2026-03-03'], ['2026-03-03'])],
      days: [day('2026-03-03', true)],
    });
    const merged = mergePlanning(cached, changed);
    expect(merged.rooms[1]?.entries.map((e) => e.roomClosed)).toEqual([false, true, false, false]);
    expect(merged.rooms[0]).toBe(cached.rooms[0]);
    expect(merged.days.map((d) => d.roomsClosed)).toEqual([false, true, false, false]);
    expect(merged.from).toBe('2026-03-02');
    expect(merged.to).toBe('2026-03-05');
  });

  it('ignores dates outside the cached period', () => {
    const cached = planning(WEEK);
    const changed = planning(['2026-03-09'], { rooms: [room(1, ['2026-03-09'], ['2026-03-09'])] });
    expect(mergePlanning(cached, changed).rooms).toEqual(cached.rooms);
  });

  it('replaces the unassigned stays touching the changed span, keeps the others', () => {
    const before = stay('AAA', '2026-03-02', '2026-03-03');
    const touching = stay('BBB', '2026-03-03', '2026-03-05');
    const after = stay('CCC', '2026-03-05', '2026-03-06');
    const cached = planning(WEEK, { unassigned: [before, touching, after] });
    const changed = planning(['2026-03-03', '2026-03-04'], { unassigned: [] });
    expect(mergePlanning(cached, changed).unassigned.map((s) => s.reservationCode)).toEqual(['AAA', 'CCC']);
  });

  it('adds the answer’s reservations and sources', () => {
    const cached = planning(WEEK);
    const changed = planning(['2026-03-03'], {
      reservations: {
        XYZ: {
          code: 'XYZ',
          serial: 'X-1',
          guest: { name: 'Anna', surname: 'Rossi' },
          checkin: '2026-03-03',
          checkout: '2026-03-04',
          source: 'PHONE',
          status: 'CONFIRMED',
          version: 2,
        },
      },
      sources: [{ code: 'PHONE', color: '#222222' }],
    });
    const merged = mergePlanning(cached, changed);
    expect(Object.keys(merged.reservations)).toEqual(['XYZ']);
    expect(merged.sources.map((s) => s.code)).toEqual(['DIRECT', 'PHONE']);
  });

  it('gives the store nothing to repaint once the write’s answer is applied', () => {
    const store = new PlanningStore();
    const cached = planning(WEEK, { unassigned: [stay('AAA', '2026-03-02', '2026-03-03')] });
    store.load(cached);
    const changed = planning(['2026-03-04'], {
      rooms: [room(1, ['2026-03-04'], ['2026-03-04'])],
      unassigned: [stay('BBB', '2026-03-04', '2026-03-05')],
    });
    expect(store.apply(changed)).toBe(1);
    const structure = store.structure.peek();
    const unassigned = store.unassigned.peek();
    store.sync(mergePlanning(cached, changed));
    expect(store.structure.peek()).toBe(structure);
    expect(store.unassigned.peek()).toBe(unassigned);
  });

  it('an answer marked as shown is not compared again; another one is', () => {
    const store = new PlanningStore();
    store.load(planning(WEEK));
    const merged = mergePlanning(
      planning(WEEK),
      planning(['2026-03-03'], { rooms: [room(1, ['2026-03-03'], ['2026-03-03'])] }),
    );
    store.markSynced(merged);
    store.sync(merged);
    expect(store.entry(1, '2026-03-03')?.roomClosed).toBe(false);
    store.sync({ ...merged });
    expect(store.entry(1, '2026-03-03')?.roomClosed).toBe(true);
  });

  it('a new period replaces the store’s structure', () => {
    const store = new PlanningStore();
    store.load(planning(WEEK));
    const structure = store.structure.peek();
    store.sync(planning(['2026-03-09', '2026-03-10']));
    expect(store.structure.peek()).not.toBe(structure);
    expect(store.structure.peek()?.dates).toEqual(['2026-03-09', '2026-03-10']);
  });
});
