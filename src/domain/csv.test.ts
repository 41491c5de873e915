import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV (RFC 4180)', () => {
  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Rossi')).toBe('Rossi');
    expect(csvCell('Rossi, Maria')).toBe('"Rossi, Maria"');
    expect(csvCell('The "Doge" suite')).toBe('"The ""Doge"" suite"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
  });

  it('writes numbers as numbers, negative ones too', () => {
    expect(csvCell(120.5)).toBe('120.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('never lets a text cell start a formula (OWASP CSV injection)', () => {
    for (const attack of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      const cell = csvCell(attack);
      expect(cell.replace(/^"/, '').startsWith("'"), attack).toBe(true);
    }
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });

  it('ends every line with CRLF', () => {
    expect(
      toCsv([
        ['code', 'guest'],
        ['ABC', 'Rossi, Maria'],
      ]),
    ).toBe('code,guest\r\nABC,"Rossi, Maria"\r\n');
  });
});
