import { describe, expect, it } from 'vitest';
import {
  guestPublicName,
  invitationState,
  languageFirst,
  nameInitials,
  overallScore,
  REVIEW_LINK_DAYS,
} from '../domain/reviews.ts';
import { reviewSubmit } from './reviews.ts';

describe('overallScore: the average of the RANK items, one decimal (decision 028)', () => {
  it.each([
    [[8, 9, 10, 7, 9, 8], 8.5],
    [[9, 8, 10, 7, 10, 8], 8.7],
    [[10, 10, 10, 10, 10, 10], 10],
    [[0, 0, 0, 0, 0, 1], 0.2],
    [[7, 7, 7, 7, 7, 8], 7.2],
  ])('%j → %d', (values, expected) => {
    expect(overallScore(values)).toBe(expected);
  });

  it('is null until every item has a value', () => {
    expect(overallScore([8, null, 9])).toBeNull();
    expect(overallScore([8, undefined])).toBeNull();
    expect(overallScore([])).toBeNull();
  });
});

describe('guestPublicName (BOACCESS reviewSettings)', () => {
  const author = { name: 'Anna', surname: 'rossi', nickname: 'Annie' };
  it.each([
    [{ anonymous: true, showRealName: true }, null],
    [{ anonymous: false, showRealName: true }, 'Anna R.'],
    [{ anonymous: false, showRealName: false }, 'Annie'],
  ])('%j → %s', (settings, expected) => {
    expect(guestPublicName(author, settings)).toBe(expected);
  });

  it('shows no name for a nickname left empty, and the name alone without a surname', () => {
    expect(
      guestPublicName({ ...author, nickname: '  ' }, { anonymous: false, showRealName: false }),
    ).toBeNull();
    expect(guestPublicName({ ...author, surname: null }, { anonymous: false, showRealName: true })).toBe(
      'Anna',
    );
  });
});

describe('nameInitials', () => {
  it.each([
    ['Anna R.', 'AR'],
    ['art lover', 'AL'],
    ['Émile', 'É'],
    [null, ''],
  ])('%s → %s', (name, expected) => {
    expect(nameInitials(name)).toBe(expected);
  });
});

describe('invitationState', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it('is OPEN until the expiry instant, EXPIRED from it, USED once sent', () => {
    expect(invitationState({ expiresDate: '2026-11-26T10:00:01Z', usedDate: null }, now)).toBe('OPEN');
    expect(invitationState({ expiresDate: '2026-11-26T10:00:00Z', usedDate: null }, now)).toBe('EXPIRED');
    expect(
      invitationState({ expiresDate: '2026-11-20T00:00:00Z', usedDate: '2026-11-19T00:00:00Z' }, now),
    ).toBe('USED');
    expect(REVIEW_LINK_DAYS).toBe(30);
  });
});

it('languageFirst keeps each group in order', () => {
  const reviews = [
    { id: 1, language: 'en' },
    { id: 2, language: 'it' },
    { id: 3, language: 'en' },
    { id: 4, language: 'it' },
  ];
  expect(languageFirst(reviews, 'it').map((r) => r.id)).toEqual([2, 4, 1, 3]);
});

describe('reviewSubmit (the schema the form and the worker share)', () => {
  const valid = {
    ranks: { cleanliness: 9, comfort: 8, location: 10, facilities: 7, staff: 10, value: 8 },
    anonymous: false,
    showRealName: true,
    showAvatar: false,
  };
  it('accepts a review with scores only, empty texts becoming undefined', () => {
    const parsed = reviewSubmit.parse({ ...valid, title: '  ', pro: 'Nice\r\nplace' });
    expect(parsed.title).toBeUndefined();
    expect(parsed.pro).toBe('Nice\nplace');
    expect(parsed.photos).toEqual([]);
  });

  it.each([
    [{ ranks: { ...valid.ranks, staff: 10.5 } }, 'ranks.staff', 'error.field.generic.invalid'],
    [{ ranks: { ...valid.ranks, value: -1 } }, 'ranks.value', 'error.field.min'],
    [{ showRealName: false }, 'nickname', 'error.required'],
    [{ pro: 'x'.repeat(2001) }, 'pro', 'error.field.generic.maxlength'],
    [{ title: 'Probe\u202egnp.exe' }, 'title', 'error.text.invalid.characters'],
    [
      {
        photos: Array.from({ length: 11 }, (_, i) => `reviews/1/0000000${i}-0000-0000-0000-000000000000.jpg`),
      },
      'photos',
      'error.photo.max.count',
    ],
  ])('%j → %s %s', (overrides, path, code) => {
    const result = reviewSubmit.safeParse({ ...valid, ...overrides });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      path,
      code,
    ]);
  });
});
