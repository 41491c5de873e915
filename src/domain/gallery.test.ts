import { describe, expect, it } from 'vitest';
import {
  batchError,
  GALLERY_MAX_FILE_BYTES,
  GALLERY_MAX_TOTAL_BYTES,
  isPermutation,
  moveId,
  parseColumns,
  sniffImage,
} from './gallery.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('sniffImage', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'), 'image/jpeg'],
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d), 'image/png'],
    ['GIF89a', bytes('GIF89a', 1, 0, 1, 0), 'image/gif'],
    ['GIF87a', bytes('GIF87a', 1, 0, 1, 0), 'image/gif'],
    ['WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['AVIF', bytes(0, 0, 0, 0x1c, 'ftypavif', 0, 0, 0, 0), 'image/avif'],
    ['text renamed .jpg', bytes('hello, I am text'), null],
    ['SVG', bytes('<svg xmlns="ht'), null],
    ['RIFF that is not WebP (WAV)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '), null],
    ['HEIC ftyp', bytes(0, 0, 0, 0x1c, 'ftypheic'), null],
    ['empty', bytes(), null],
    ['truncated PNG signature', bytes(0x89, 'PNG'), null],
  ])('%s', (_name, head, expected) => {
    expect(sniffImage(head)).toBe(expected);
  });
});

describe('batchError (10 files, 50 MB each, 500 MB total)', () => {
  it.each([
    ['one small file', [1000], 0, null],
    ['ten files', Array(10).fill(1000), 0, null],
    ['eleven files', Array(11).fill(1000), 0, 'error.photo.max.count'],
    ['exactly 50 MB', [GALLERY_MAX_FILE_BYTES], 0, null],
    ['one byte over 50 MB', [GALLERY_MAX_FILE_BYTES + 1], 0, 'error.photo.max.size'],
    ['fills the gallery exactly', [1000], GALLERY_MAX_TOTAL_BYTES - 1000, null],
    ['passes the gallery total', [1001], GALLERY_MAX_TOTAL_BYTES - 1000, 'error.photo.max.size.total'],
  ])('%s', (_name, sizes, existing, expected) => {
    expect(batchError(sizes, existing)).toBe(expected);
  });
});

describe('moveId', () => {
  it.each([
    [[1, 2, 3], 2, -1, [2, 1, 3]],
    [[1, 2, 3], 2, 1, [1, 3, 2]],
    [[1, 2, 3], 1, -1, [1, 2, 3]],
    [[1, 2, 3], 3, 1, [1, 2, 3]],
    [[1, 2, 3], 9, 1, [1, 2, 3]],
  ] as const)('%j move %i by %i', (ids, id, by, expected) => {
    expect(moveId(ids, id, by)).toEqual(expected);
  });
});

describe('isPermutation', () => {
  it.each([
    [[3, 1, 2], [1, 2, 3], true],
    [[1, 2], [1, 2, 3], false],
    [[1, 1, 2], [1, 2, 3], false],
    [[1, 2, 4], [1, 2, 3], false],
  ])('%j of %j', (order, current, expected) => {
    expect(isPermutation(order, current)).toBe(expected);
  });
});

describe('parseColumns', () => {
  it.each([
    ['2:1:1', [2, 1, 1]],
    ['1', [1]],
    ['', [1]],
    ['a:0:3', [3]],
  ])('%s', (definition, expected) => {
    expect(parseColumns(definition)).toEqual(expected);
  });
});
