import { describe, expect, it } from 'vitest';
import {
  clipRange,
  escapeText,
  foldLine,
  type ImportedEvent,
  nightRanges,
  planEvent,
  planSync,
  serializeCalendar,
  utcStamp,
} from './ical.ts';

const TODAY = '2026-11-29';
const event = (
  uid: string,
  start: string,
  end: string,
  extra: Partial<ImportedEvent> = {},
): ImportedEvent => ({
  uid,
  summary: 'Reserved',
  start,
  end,
  recurring: false,
  ...extra,
});

describe('serializeCalendar (RFC 5545)', () => {
  const body = serializeCalendar({
    name: "Ca' dei Dogi – Double room",
    stamp: new Date('2026-11-29T06:30:15.123Z'),
    events: [{ uid: 'stay-7@itaca', start: '2026-12-30', end: '2027-01-02', summary: 'Reserved' }],
  });

  it('writes every line with CRLF, an all-day event with the exclusive check-out day', () => {
    expect(body).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Itaca//Channel manager 1.0//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        "X-WR-CALNAME:Ca' dei Dogi – Double room",
        'BEGIN:VEVENT',
        'UID:stay-7@itaca',
        'DTSTAMP:20261129T063015Z',
        'DTSTART;VALUE=DATE:20261230',
        'DTEND;VALUE=DATE:20270102',
        'SUMMARY:Reserved',
        'TRANSP:OPAQUE',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes a calendar without events', () => {
    const empty = serializeCalendar({ name: 'Room 101', stamp: new Date(0), events: [] });
    expect(empty).toContain('X-WR-CALNAME:Room 101\r\nEND:VCALENDAR\r\n');
  });
});

describe('escapeText (§3.3.11)', () => {
  it.each([
    ['Closed', 'Closed'],
    ['Closed; roof, works', 'Closed\\; roof\\, works'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines\r\nthree', 'two\\nlines\\nthree'],
  ])('%j → %j', (text, escaped) => {
    expect(escapeText(text)).toBe(escaped);
  });
});

describe('foldLine (§3.1)', () => {
  it('leaves 75 octets alone', () => {
    const line = `X-WR-CALNAME:${'a'.repeat(62)}`;
    expect(line).toHaveLength(75);
    expect(foldLine(line)).toBe(`${line}\r\n`);
  });

  it('cuts at 75 octets, continuations of 74 after one space', () => {
    const line = `X-WR-CALNAME:${'a'.repeat(200)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n').slice(0, -1);
    expect(physical.map((l) => l.length)).toEqual([75, 75, 65]);
    expect(physical.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`${line}\r\n`);
  });

  it('never cuts a UTF-8 character in two', () => {
    // 'è' is 2 octets: 13 + 31 × 2 = 75 octets fit, the 32nd 'è' goes to the next line.
    const line = `X-WR-CALNAME:${'è'.repeat(40)}`;
    const [first, second] = foldLine(line).split('\r\n');
    expect(new TextEncoder().encode(first).length).toBe(75);
    expect(second).toBe(` ${'è'.repeat(9)}`);
  });
});

describe('utcStamp', () => {
  it('is a UTC basic-format DATE-TIME', () => {
    expect(utcStamp(new Date('2027-03-28T00:30:00.999Z'))).toBe('20270328T003000Z');
  });
});

describe('nightRanges and clipRange', () => {
  it('merges consecutive nights, across months and years', () => {
    expect(nightRanges(['2026-12-31', '2027-01-01', '2026-12-30', '2027-01-03', '2027-01-01'])).toEqual([
      { start: '2026-12-30', end: '2027-01-02' },
      { start: '2027-01-03', end: '2027-01-04' },
    ]);
    expect(nightRanges(['2028-02-28', '2028-02-29'])).toEqual([{ start: '2028-02-28', end: '2028-03-01' }]);
    expect(nightRanges([])).toEqual([]);
  });

  it.each([
    [
      { start: '2026-11-20', end: '2026-12-02' },
      { start: '2026-11-29', end: '2026-12-02' },
    ],
    [
      { start: '2026-12-01', end: '2028-01-01' },
      { start: '2026-12-01', end: '2027-11-29' },
    ],
    [{ start: '2026-11-20', end: '2026-11-29' }, null],
  ])('%j clipped to a year from today → %j', (range, clipped) => {
    expect(clipRange(range, TODAY, '2027-11-29')).toEqual(clipped);
  });
});

describe('planEvent', () => {
  it.each([
    [
      event('a', '2026-12-01', '2026-12-04'),
      { kind: 'stay', uid: 'a', summary: 'Reserved', checkin: '2026-12-01', checkout: '2026-12-04' },
    ],
    [event('a', '2026-12-01', '2026-12-01'), { kind: 'skip', uid: 'a', reason: 'NO_NIGHTS' }],
    [event('a', '2026-12-03', '2026-12-01'), { kind: 'skip', uid: 'a', reason: 'NO_NIGHTS' }],
    [event('a', '2026-11-20', '2026-11-29'), { kind: 'skip', uid: 'a', reason: 'PAST' }],
    [
      event('a', '2026-11-28', '2026-11-30'),
      { kind: 'stay', uid: 'a', summary: 'Reserved', checkin: '2026-11-28', checkout: '2026-11-30' },
    ],
    [
      event('a', '2028-11-28', '2028-11-30'),
      { kind: 'stay', uid: 'a', summary: 'Reserved', checkin: '2028-11-28', checkout: '2028-11-30' },
    ],
    [event('a', '2028-11-29', '2028-11-30'), { kind: 'skip', uid: 'a', reason: 'TOO_FAR' }],
    [
      event('a', '2026-12-01', '2026-12-02', { recurring: true }),
      { kind: 'skip', uid: 'a', reason: 'RECURRING' },
    ],
  ])('%j → %j', (input, plan) => {
    expect(planEvent(input, TODAY)).toEqual(plan);
  });
});

describe('planSync', () => {
  it('creates new UIDs, moves changed dates, cancels what left the feed, keeps what did not change', () => {
    const plan = planSync(
      [
        event('new', '2026-12-10', '2026-12-12'),
        event('moved', '2026-12-05', '2026-12-08'),
        event('same', '2026-12-20', '2026-12-22'),
      ],
      [
        { uid: 'moved', checkin: '2026-12-04', checkout: '2026-12-08' },
        { uid: 'same', checkin: '2026-12-20', checkout: '2026-12-22' },
        { uid: 'gone', checkin: '2026-12-01', checkout: '2026-12-03' },
      ],
      TODAY,
    );
    expect(plan).toEqual({
      create: [{ uid: 'new', summary: 'Reserved', checkin: '2026-12-10', checkout: '2026-12-12' }],
      move: [{ uid: 'moved', summary: 'Reserved', checkin: '2026-12-05', checkout: '2026-12-08' }],
      cancel: ['gone'],
      skipped: [],
    });
  });

  it('keeps the first of two events with one UID', () => {
    const plan = planSync(
      [event('a', '2026-12-01', '2026-12-02'), event('a', '2026-12-05', '2026-12-09')],
      [],
      TODAY,
    );
    expect(plan.create).toEqual([
      { uid: 'a', summary: 'Reserved', checkin: '2026-12-01', checkout: '2026-12-02' },
    ]);
    expect(plan.skipped).toEqual([{ uid: 'a', reason: 'DUPLICATE_UID' }]);
  });

  it('never creates, moves or cancels a stay under way', () => {
    const plan = planSync(
      [event('arrived', '2026-11-27', '2026-12-01'), event('late', '2026-11-28', '2026-12-03')],
      [
        { uid: 'late', checkin: '2026-11-28', checkout: '2026-12-01' },
        { uid: 'dropped', checkin: '2026-11-25', checkout: '2026-12-02' },
      ],
      TODAY,
    );
    expect(plan).toEqual({
      create: [],
      move: [],
      cancel: [],
      skipped: [
        { uid: 'arrived', reason: 'STARTED' },
        { uid: 'late', reason: 'STARTED' },
      ],
    });
  });

  it('leaves a known stay alone when its event is refused, and does not cancel it', () => {
    const plan = planSync(
      [event('a', '2026-12-01', '2026-12-01')],
      [{ uid: 'a', checkin: '2026-12-01', checkout: '2026-12-02' }],
      TODAY,
    );
    expect(plan).toEqual({ create: [], move: [], cancel: [], skipped: [{ uid: 'a', reason: 'NO_NIGHTS' }] });
  });
});
