import { describe, expect, it } from 'vitest';
import { uploadError } from '../../ui/UploadButton.tsx';
import { READ_ONLY_TOKEN_FOR_TESTS } from './token.fixture.ts';
import { REVIEW_TOKEN_STORAGE_KEY, readReviewToken, storedReviewToken } from './token.ts';

function fakeWindow(hash: string, stored: string | null = null) {
  const items = new Map<string, string>(stored ? [[REVIEW_TOKEN_STORAGE_KEY, stored]] : []);
  const replaced: string[] = [];
  return {
    replaced,
    items,
    location: { hash, pathname: '/it/review', search: '' },
    history: {
      state: null,
      replaceState: (_d: unknown, _u: string, url?: string) => replaced.push(url ?? ''),
    },
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    },
  };
}

describe('the review token', () => {
  it('is read from the fragment, kept in the browser and cleared from the address', () => {
    const win = fakeWindow(`#token=${READ_ONLY_TOKEN_FOR_TESTS}`);
    expect(readReviewToken(win)).toEqual({ token: READ_ONLY_TOKEN_FOR_TESTS, fromLink: true });
    expect(win.items.get(REVIEW_TOKEN_STORAGE_KEY)).toBe(READ_ONLY_TOKEN_FOR_TESTS);
    expect(win.replaced).toEqual(['/it/review']);
  });

  it('comes back from storage without a fragment; a malformed one is no token', () => {
    expect(readReviewToken(fakeWindow('', READ_ONLY_TOKEN_FOR_TESTS)).token).toBe(READ_ONLY_TOKEN_FOR_TESTS);
    expect(readReviewToken(fakeWindow('#token=short')).token).toBeNull();
    expect(storedReviewToken(fakeWindow('', 'not a token'))).toBeNull();
  });
});

describe('uploadError (BOCHECK-8 upload rules, checked before sending)', () => {
  const file = (bytes: number[], size = bytes.length) => ({
    size,
    slice: () => new Blob([new Uint8Array(bytes)]),
  });
  const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0];
  it.each([
    [[file(jpeg)], [], null],
    [[file([0x54, 0x68, 0x69, 0x73])], [], 'error.photo.not.image'],
    [[file(jpeg)], Array.from({ length: 10 }, () => ({ size: 1 })), 'error.photo.max.count'],
    [[file(jpeg, 50 * 1024 * 1024 + 1)], [], 'error.photo.max.size'],
    [
      [file(jpeg, 40 * 1024 * 1024)],
      Array.from({ length: 9 }, () => ({ size: 52 * 1024 * 1024 })),
      'error.photo.max.size.total',
    ],
  ])('case %#', async (files, current, expected) => {
    expect(await uploadError(files as never, current)).toBe(expected);
  });
});
