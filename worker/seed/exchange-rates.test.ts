import { describe, expect, it } from 'vitest';
import { crossRates, DEFAULT_CURRENCY, SUPPORTED_CURRENCIES } from '../../src/domain/currency.ts';
import { buildExchangeRateStatements, DEMO_EUR_RATES, demoRatesDate } from './exchange-rates.ts';

describe('demo exchange rates', () => {
  it('hold a rate for every supported currency, so every supported base can be derived offline', () => {
    const others = SUPPORTED_CURRENCIES.filter((code) => code !== DEFAULT_CURRENCY);
    expect(Object.keys(DEMO_EUR_RATES).sort()).toEqual([...others].sort());
    const record = { base: 'EUR', date: '2026-11-20', rates: { ...DEMO_EUR_RATES } };
    for (const code of others) expect(crossRates(record, code), code).not.toBeNull();
  });

  it('are dated on the last weekday up to the seed day', () => {
    expect(demoRatesDate(new Date('2026-11-20T23:59:59Z'))).toBe('2026-11-20'); // Friday
    expect(demoRatesDate(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-20'); // Saturday
    expect(demoRatesDate(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // Monday
  });

  it('are one INSERT OR IGNORE labelled as the seed', () => {
    const [statement] = buildExchangeRateStatements(new Date('2026-11-21T10:00:00Z'));
    expect(statement?.sql).toMatch(/^INSERT OR IGNORE INTO exchange_rates/);
    expect(statement?.params).toEqual([
      'EUR',
      '2026-11-20',
      JSON.stringify(DEMO_EUR_RATES),
      '2026-11-21T10:00:00.000Z',
      'seed',
    ]);
  });
});
