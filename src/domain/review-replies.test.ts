import { describe, expect, it } from 'vitest';
import { canSaveReply, publishedAuthor, REPLY_MAX_LENGTH, scoreBand } from './review-replies.ts';

describe('canSaveReply (BOFLOW-7: non-empty and changed)', () => {
  it.each([
    ['Thank you', null, true],
    ['', null, false],
    ['   \n ', null, false],
    ['Thank you', 'Thank you', false],
    [' Thank you \n', 'Thank you', false],
    ['Thank you!', 'Thank you', true],
    ['', 'Thank you', false],
    ['x'.repeat(REPLY_MAX_LENGTH), null, true],
    ['x'.repeat(REPLY_MAX_LENGTH + 1), null, false],
  ])('%j over %j → %s', (draft, saved, expected) => {
    expect(canSaveReply(draft, saved)).toBe(expected);
  });
});

describe('scoreBand', () => {
  it.each([
    [10, 10],
    [9.9, 9],
    [8, 8],
    [7.5, 7],
    [4, 4],
    [3.2, 4],
    [0, 4],
  ])('%s → %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});

describe('publishedAuthor (BOACCESS anonymity)', () => {
  const base = { name: 'Anna', surname: 'rossi', nickname: null, anonymous: false, showRealName: true };
  it.each([
    [base, { kind: 'named', name: 'Anna R.' }],
    [
      { ...base, surname: null },
      { kind: 'named', name: 'Anna' },
    ],
    [{ ...base, anonymous: true, nickname: 'AnnaTravels' }, { kind: 'anonymous' }],
    [
      { ...base, showRealName: false, nickname: ' AnnaTravels ' },
      { kind: 'named', name: 'AnnaTravels' },
    ],
    [{ ...base, showRealName: false, nickname: '  ' }, { kind: 'anonymous' }],
    [{ ...base, name: ' ' }, { kind: 'anonymous' }],
  ])('%j → %j', (author, expected) => {
    expect(publishedAuthor(author)).toEqual(expected);
  });
});
