import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl.ts';

describe('shared Intl formatters', () => {
  it('builds one formatter per locale and options, and formats as a new one would', () => {
    const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en-GB', options)).toBe(dateTimeFormat('en-GB', { ...options }));
    expect(dateTimeFormat('it-IT', options)).not.toBe(dateTimeFormat('en-GB', options));
    const date = new Date('2026-11-21T00:00:00Z');
    expect(dateTimeFormat('it-IT', options).format(date)).toBe(
      new Intl.DateTimeFormat('it-IT', options).format(date),
    );
    const money = { style: 'currency', currency: 'EUR' } as const;
    expect(numberFormat('en-GB', money)).toBe(numberFormat('en-GB', money));
    expect(numberFormat('en-GB', money).format(1234.5)).toBe('€1,234.50');
  });

  it('throws on bad options like the constructor, and caches nothing then', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'EURO' })).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency', currency: 'EURO' })).toThrow(RangeError);
  });
});
