import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, stayCalendar } from './icalendar.ts';

const STAY = {
  code: 'ZZKJHNDTQ5',
  domain: 'itaca.example',
  checkin: '2026-12-13',
  checkout: '2026-12-16',
  summary: "Ca' dei Dogi, Venezia",
  location: 'Sestiere Castello 4242; 30122 Venezia, Italia',
  description:
    'Reservation ZZKJHNDTQ5\nManage it: https://itaca.example/booking/manage?code=ZZKJHNDTQ5&token=abc',
  now: new Date('2026-11-26T02:50:07.123Z'),
};

/** Undoes folding (RFC 5545 §3.1: CRLF followed by one space or tab is removed). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('stayCalendar', () => {
  it('is one VEVENT in a VCALENDAR with the RFC 5545 properties, all-day dates and a UTC stamp', () => {
    const ics = stayCalendar(STAY);
    const lines = unfold(ics).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('PRODID:-//Itaca//Booking//EN');
    expect(lines).toContain('UID:zzkjhndtq5@itaca.example');
    expect(lines).toContain('DTSTAMP:20261126T025007Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261213');
    expect(lines).toContain('DTEND;VALUE=DATE:20261216');
    expect(lines).toContain("SUMMARY:Ca' dei Dogi\\, Venezia");
    expect(lines).toContain('LOCATION:Sestiere Castello 4242\\; 30122 Venezia\\, Italia');
    expect(lines).toContain(
      'DESCRIPTION:Reservation ZZKJHNDTQ5\\nManage it: https://itaca.example/booking/manage?code=ZZKJHNDTQ5&token=abc',
    );
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('uses CRLF only and folds every line at 75 octets', () => {
    const ics = stayCalendar(STAY);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n ');
  });

  it('refuses a day that is not YYYY-MM-DD', () => {
    expect(() => stayCalendar({ ...STAY, checkout: '16/12/2026' })).toThrow(RangeError);
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and newlines (RFC 5545 §3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('keeps any text whole: unfolding gives it back, lines ≤ 75 octets, no character split', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const line = `DESCRIPTION:${escapeText(text)}`;
        const folded = foldLine(line);
        expect(unfold(folded)).toBe(line);
        for (const part of folded.split('\r\n')) {
          expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
          // A split character would leave half a surrogate pair at a part's end or start (U+FFFD
          // itself is a character the generator may draw, so it proves nothing).
          expect(part).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
        }
      }),
    );
  });

  it('leaves a short line as it is and folds a long one with CRLF and one space', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const [first, second] = folded.split('\r\n ');
    expect(new TextEncoder().encode(first).length).toBe(74);
    expect(second).toBe('é'.repeat(27));
  });
});
