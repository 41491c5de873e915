import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { integrityOf } from './publish.ts';
import { remToPx } from './shadow-styles.ts';

describe('remToPx', () => {
  it('turns rem into pixels at 16 px per rem, leaving other units alone', () => {
    expect(remToPx('padding: 0.5rem 1rem; margin: -1.25rem; width: 2em; top: 10px')).toBe(
      'padding: 8px 16px; margin: -20px; width: 2em; top: 10px',
    );
    expect(remToPx('gap: .375rem')).toBe('gap: 6px');
    expect(remToPx('font: 0.875rem/1.5 sans-serif; --x: calc(1rem + 2px)')).toBe(
      'font: 14px/1.5 sans-serif; --x: calc(16px + 2px)',
    );
  });

  it('does not touch words that merely contain rem', () => {
    expect(remToPx('.remove { content: "2rems" }')).toBe('.remove { content: "2rems" }');
  });
});

describe('integrityOf', () => {
  it('is the SRI sha384 of the bytes', () => {
    const source = 'export const a = 1;\n';
    expect(integrityOf(source)).toBe(`sha384-${createHash('sha384').update(source).digest('base64')}`);
    expect(integrityOf('')).toBe('sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb');
  });
});
