import { describe, expect, it } from 'vitest';
import { mapPolicy, tilesOrigin } from './map-tiles.ts';

const POLICY = "default-src 'self'; img-src 'self' data: blob:; connect-src 'self'";
const TILES = 'https://tiles.example.com/styles/{z}/{x}/{y}.png';

describe('map tiles', () => {
  it.each([
    [TILES, 'https://tiles.example.com'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', null],
    ['http://tiles.example.com/{z}/{x}/{y}.png', null],
    ['https://tiles.example.com/tile.png', null],
    ['https://user:pw@tiles.example.com/{z}/{x}/{y}.png', null],
    ['', null],
    [undefined, null],
  ])('origin of %s', (template, origin) => {
    expect(tilesOrigin(template)).toBe(origin);
  });

  it('widens img-src by the tile origin on map pages only', () => {
    expect(mapPolicy(POLICY, '/hotel/ca-dei-dogi', TILES)).toBe(
      "default-src 'self'; img-src 'self' data: blob: https://tiles.example.com; connect-src 'self'",
    );
    expect(mapPolicy(POLICY, '/it/hotels', TILES)).toContain('https://tiles.example.com');
    expect(mapPolicy(POLICY, '/secure/property/address', TILES)).toContain('https://tiles.example.com');
    expect(mapPolicy(POLICY, '/faq', TILES)).toBe(POLICY);
    expect(mapPolicy(POLICY, '/hotel/x', '')).toBe(POLICY);
  });
});
