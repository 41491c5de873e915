import { describe, expect, it } from 'vitest';
import {
  amenitiesInOrder,
  isUploadedRoomPhoto,
  movePath,
  type RoomPhoto,
  reordered,
  roomPhotoPath,
  withCover,
  withOneCover,
  withoutPhoto,
  withPhotoAdded,
} from './room-photos.ts';

const photo = (path: string, cover = false): RoomPhoto => ({ path, cover });
const covers = (photos: RoomPhoto[] | null) => photos?.filter((p) => p.cover).map((p) => p.path);
const paths = (photos: RoomPhoto[] | null) => photos?.map((p) => p.path);

describe('room type photos keep exactly one cover', () => {
  it.each([
    { name: 'the first photo added is the cover', before: [], add: 'a', order: ['a'], cover: ['a'] },
    {
      name: 'later ones are appended',
      before: [photo('a', true)],
      add: 'b',
      order: ['a', 'b'],
      cover: ['a'],
    },
    {
      name: 'a list without a cover gets the first',
      before: [photo('a'), photo('b')],
      add: 'c',
      order: ['a', 'b', 'c'],
      cover: ['a'],
    },
  ])('$name', ({ before, add, order, cover }) => {
    const next = withPhotoAdded(before, add);
    expect(paths(next)).toEqual(order);
    expect(covers(next)).toEqual(cover);
  });

  it('makes one photo the only cover, and refuses an unknown one', () => {
    const list = [photo('a', true), photo('b')];
    expect(covers(withCover(list, 'b'))).toEqual(['b']);
    expect(withCover(list, 'z')).toBeNull();
  });

  it.each([
    { name: 'a new order moves the cover with its photo', order: ['b', 'a', 'c'], result: ['b', 'a', 'c'] },
    { name: 'a missing photo', order: ['a', 'b'], result: null },
    { name: 'a duplicate', order: ['a', 'a', 'b'], result: null },
    { name: 'an unknown photo', order: ['a', 'b', 'z'], result: null },
  ])('reorder: $name', ({ order, result }) => {
    const next = reordered([photo('a', true), photo('b'), photo('c')], order);
    expect(paths(next)).toEqual(result ?? undefined);
    if (next) expect(covers(next)).toEqual(['a']);
  });

  it.each([
    {
      name: 'removing the cover makes the first left the cover',
      remove: 'a',
      order: ['b', 'c'],
      cover: ['b'],
    },
    { name: 'removing another keeps the cover', remove: 'c', order: ['a', 'b'], cover: ['a'] },
  ])('$name', ({ remove, order, cover }) => {
    const next = withoutPhoto([photo('a', true), photo('b'), photo('c')], remove);
    expect(paths(next)).toEqual(order);
    expect(covers(next)).toEqual(cover);
  });

  it('removing the last photo leaves none, and an unknown one is refused', () => {
    expect(withoutPhoto([photo('a', true)], 'a')).toEqual([]);
    expect(withoutPhoto([photo('a', true)], 'z')).toBeNull();
  });

  it('two covers (a hand-edited row) become one, the first', () => {
    expect(covers(withOneCover([photo('a'), photo('b', true), photo('c', true)]))).toEqual(['b']);
  });

  it.each([
    { path: 'b', by: -1 as const, order: ['b', 'a', 'c'] },
    { path: 'b', by: 1 as const, order: ['a', 'c', 'b'] },
    { path: 'a', by: -1 as const, order: ['a', 'b', 'c'] },
    { path: 'c', by: 1 as const, order: ['a', 'b', 'c'] },
  ])('moves $path by $by', ({ path, by, order }) => {
    expect(movePath(['a', 'b', 'c'], path, by)).toEqual(order);
  });
});

describe('room photo paths', () => {
  it('keys uploads per hotel and room type, apart from the demo drawings', () => {
    const path = roomPhotoPath(3, 12, 'f.jpg');
    expect(path).toBe('room-types/3/12/f.jpg');
    expect(isUploadedRoomPhoto(path)).toBe(true);
    expect(isUploadedRoomPhoto('hotels/aurora/3.svg')).toBe(false);
  });
});

describe('amenities', () => {
  it('keeps the list order, each once, known codes only', () => {
    expect(amenitiesInOrder(['TV', 'WIFI', 'TV', 'POOL', 'AIR_CONDITIONING'])).toEqual([
      'AIR_CONDITIONING',
      'WIFI',
      'TV',
    ]);
  });
});
