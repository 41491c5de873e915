import { describe, expect, it } from 'vitest';
import { SHARE_DESCRIPTION_MAX, shareDescription, titleFor } from './share-preview.ts';

describe('titleFor', () => {
  it("replaces the page's own part and keeps the site's name", () => {
    expect(titleFor("Ca' dei Dogi", 'Book your stay · Itaca')).toBe("Ca' dei Dogi · Itaca");
    expect(titleFor('Residenza Trastevere', 'Prenota il tuo soggiorno · Itaca')).toBe(
      'Residenza Trastevere · Itaca',
    );
    expect(titleFor('A · B', 'One · Two · Itaca')).toBe('A · B · Itaca');
  });

  it('is the name alone when the title has no separator', () => {
    expect(titleFor('Hotel', 'Book your stay')).toBe('Hotel');
  });
});

describe('shareDescription', () => {
  it('keeps a short text, whitespace collapsed', () => {
    expect(shareDescription('  A palazzo\n\n on the  canal. ')).toBe('A palazzo on the canal.');
    expect(shareDescription('')).toBe('');
  });

  it('cuts a long text at a word boundary with an ellipsis, within the limit', () => {
    const text = `${'word '.repeat(60)}end`;
    const cut = shareDescription(text);
    expect(cut.length).toBeLessThanOrEqual(SHARE_DESCRIPTION_MAX);
    expect(cut).toMatch(/^(word )+word…$/);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    const text = `${'a'.repeat(150)}, ${'b'.repeat(20)}`;
    expect(shareDescription(text)).toBe(`${'a'.repeat(150)}…`);
  });

  it('cuts a single long word where it must', () => {
    const cut = shareDescription('x'.repeat(400));
    expect(cut).toBe(`${'x'.repeat(SHARE_DESCRIPTION_MAX - 1)}…`);
  });
});
