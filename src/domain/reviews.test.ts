import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_MANAGER_NAME,
  avatarUrl,
  averageScore,
  DEFAULT_AVATAR_PATH,
  isNewReview,
  needsReadMore,
  publicReviewerName,
  READ_MORE_LIMIT,
  REVIEW_NEW_DAYS,
  reviewDisplayName,
  scoreBarWidth,
  scoreLabelKey,
  scorePercentages,
  truncateForPreview,
} from './reviews.ts';

describe('isNewReview', () => {
  const now = new Date('2026-05-20T12:00:00.000Z');

  it.each([
    ['2026-05-20T12:00:00.000Z', true], // just created
    ['2026-05-13T12:00:00.001Z', true], // 1 ms short of 7 days
    ['2026-05-13T12:00:00.000Z', false], // exactly 7 days old
    ['2026-05-01T00:00:00.000Z', false],
    ['2026-05-21T00:00:00.000Z', true], // clock skew: a future date counts as new
    ['not a date', false],
  ])('%s → %s', (created, expected) => {
    expect(isNewReview(created, now)).toBe(expected);
  });

  it('takes a Date and a custom limit', () => {
    expect(REVIEW_NEW_DAYS).toBe(7);
    expect(isNewReview(new Date('2026-05-18T12:00:00.000Z'), now, 3)).toBe(true);
    expect(isNewReview(new Date('2026-05-17T12:00:00.000Z'), now, 3)).toBe(false);
  });
});

describe('scoreLabelKey', () => {
  it.each([
    [10, 'review.score.10'],
    [9.99, 'review.score.9'],
    [6.999, 'review.score.6'],
    [7, 'review.score.7'],
    [4, 'review.score.4'],
    [3.9, 'review.score.4'],
    [0, 'review.score.4'],
    [11, 'review.score.10'],
    [Number.NaN, 'review.score.4'],
  ])('%s → %s', (score, key) => {
    expect(scoreLabelKey(score)).toBe(key);
  });
});

describe('read more', () => {
  const words = (length: number) => 'word '.repeat(Math.ceil(length / 5)).slice(0, length);

  it.each([
    [0, false],
    [199, false],
    [200, false],
    [201, true],
  ])('a %s character text needs read-more: %s', (length, expected) => {
    expect(needsReadMore('x'.repeat(length))).toBe(expected);
  });

  it('counts an emoji as one character', () => {
    expect(needsReadMore('😀'.repeat(READ_MORE_LIMIT))).toBe(false);
    expect(needsReadMore('😀'.repeat(READ_MORE_LIMIT + 1))).toBe(true);
  });

  it('leaves a text of 200 characters untouched', () => {
    const text = words(200);
    expect(truncateForPreview(text)).toBe(text);
  });

  it('cuts a longer text at a word boundary and adds an ellipsis', () => {
    const text = `${'abcd '.repeat(39)}abcdefghij more`; // 195 + 10 + 5 = 210 characters
    const preview = truncateForPreview(text);
    expect(preview).toBe(`${'abcd '.repeat(38)}abcd…`);
    expect([...preview].length).toBeLessThanOrEqual(READ_MORE_LIMIT + 1);
  });

  it('keeps a word that ends exactly at the limit', () => {
    const text = `${'x'.repeat(199)}y and more`;
    expect(truncateForPreview(text)).toBe(`${'x'.repeat(199)}y…`);
  });

  it('cuts a single long word at the limit', () => {
    expect(truncateForPreview('z'.repeat(250))).toBe(`${'z'.repeat(200)}…`);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    const text = `${'abcd '.repeat(38)}abc, defghijklmnop`;
    expect(truncateForPreview(text)).toBe(`${'abcd '.repeat(38)}abc…`);
  });

  it('honours a custom limit', () => {
    expect(truncateForPreview('one two three', 8)).toBe('one two…');
  });
});

describe('scoreBarWidth', () => {
  it.each([
    [0, 0],
    [1.1, 11],
    [7.3, 73],
    [8.75, 87.5],
    [10, 100],
    [12, 100],
    [-1, 0],
  ])('score %s → %s %%', (score, width) => {
    expect(scoreBarWidth(score)).toBe(width);
  });
});

describe('names and privacy', () => {
  it('shows the real name when allowed', () => {
    expect(
      publicReviewerName({ name: 'Anna', surname: 'Rossi', nickname: 'annar', showRealName: true }),
    ).toEqual({
      name: 'Anna',
      surname: 'Rossi',
    });
  });

  it.each([
    ['annar', 'annar'],
    ['  ', ANONYMOUS_MANAGER_NAME],
    [null, ANONYMOUS_MANAGER_NAME],
  ])('hides the real name behind nickname %o → %s', (nickname, shown) => {
    expect(publicReviewerName({ name: 'Anna', surname: 'Rossi', nickname, showRealName: false })).toEqual({
      name: shown,
      surname: null,
    });
  });

  it('builds the display name', () => {
    const manager = { avatarType: 'PORTAL', avatar: null, facebookImage: null, googleImage: null } as const;
    expect(
      reviewDisplayName({
        manager: { ...manager, name: 'Anna', surname: 'Rossi' },
        reviewSettings: { showRealName: true },
      }),
    ).toBe('Anna Rossi');
    expect(
      reviewDisplayName({
        manager: { ...manager, name: 'annar', surname: null },
        reviewSettings: { showRealName: false },
      }),
    ).toBe('annar');
    expect(
      reviewDisplayName({
        manager: { ...manager, name: 'Anna', surname: 'Rossi' },
        reviewSettings: { showRealName: false },
      }),
    ).toBe('Anna'); // never the surname when the reviewer hides it
    expect(
      reviewDisplayName({
        manager: { ...manager, name: '', surname: null },
        reviewSettings: { showRealName: false },
      }),
    ).toBe(ANONYMOUS_MANAGER_NAME);
  });
});

describe('avatarUrl', () => {
  const storage = 'https://cdn.itaca.test/media/';
  const images = {
    avatar: 'avatars/7.jpg',
    facebookImage: 'https://graph.facebook.test/7/picture',
    googleImage: 'https://lh3.google.test/a/7',
  };

  it.each([
    ['PORTAL', 'https://cdn.itaca.test/media/avatars/7.jpg'],
    ['FACEBOOK', 'https://graph.facebook.test/7/picture'],
    ['GOOGLE', 'https://lh3.google.test/a/7'],
  ] as const)('%s → %s', (avatarType, url) => {
    expect(avatarUrl({ avatarType, ...images }, storage)).toBe(url);
  });

  it('keeps absolute and root-relative portal avatars', () => {
    expect(avatarUrl({ ...images, avatarType: 'PORTAL', avatar: 'https://x.test/a.png' }, storage)).toBe(
      'https://x.test/a.png',
    );
    expect(avatarUrl({ ...images, avatarType: 'PORTAL', avatar: '/images/a.png' }, storage)).toBe(
      '/images/a.png',
    );
  });

  it('falls back to the default avatar when the chosen image is missing', () => {
    expect(avatarUrl({ ...images, avatarType: 'FACEBOOK', facebookImage: null }, storage)).toBe(
      DEFAULT_AVATAR_PATH,
    );
    expect(avatarUrl({ ...images, avatarType: 'PORTAL', avatar: '' }, storage)).toBe(DEFAULT_AVATAR_PATH);
  });
});

describe('scorePercentages', () => {
  it('gives the rounded share of each score 4..10', () => {
    expect(scorePercentages({ 10: 2, 9: 1, 8: 0 }).map((s) => [s.score, s.count, s.percentage])).toEqual([
      [4, 0, 0],
      [5, 0, 0],
      [6, 0, 0],
      [7, 0, 0],
      [8, 0, 0],
      [9, 1, 33],
      [10, 2, 67],
    ]);
  });

  it('folds scores below 4 into 4', () => {
    const shares = scorePercentages({ 2: 1, 3: 1, 4: 2 });
    expect(shares[0]).toEqual({ score: 4, count: 4, percentage: 100 });
  });

  it('rounds each share half-up on its own', () => {
    const shares = scorePercentages({ 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1, 10: 2 });
    expect(shares.map((s) => s.percentage)).toEqual([13, 13, 13, 13, 13, 13, 25]);
  });

  it('is all zeros when there are no reviews', () => {
    expect(scorePercentages({}).every((s) => s.percentage === 0 && s.count === 0)).toBe(true);
  });
});

describe('averageScore: a hotel average of one-decimal scores', () => {
  it('rounds the exact mean half up, where a float mean of 4.3 and 4.6 would read 4.4499…', () => {
    expect(Math.round(((4.3 + 4.6) / 2) * 10) / 10).toBe(4.4);
    expect(averageScore(43 + 46, 2)).toBe(4.5);
    expect(averageScore(83 + 82 + 80, 3)).toBe(8.2);
    expect(averageScore(100, 1)).toBe(10);
  });

  it('is null without reviews', () => {
    expect(averageScore(0, 0)).toBeNull();
  });
});
