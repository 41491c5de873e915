import { describe, expect, it } from 'vitest';
import { BED_TYPES } from '../property.ts';
import { bedBands, bedFitsBand } from './bed-bands.ts';
import { AGE_BANDS } from './types.ts';

describe('bedBands', () => {
  it('gives cots and cradles to infants only (CONSIST: "Lettino: adulti")', () => {
    for (const type of ['COT', 'CRADLE']) {
      expect(bedBands(type)).toEqual(['kids']);
      expect(bedFitsBand(type, 'adults')).toBe(false);
      expect(bedFitsBand(type, 'children')).toBe(false);
      expect(bedFitsBand(type, 'kids')).toBe(true);
    }
  });

  it('fits every other bed type to every band', () => {
    for (const type of BED_TYPES.filter((t) => t !== 'COT' && t !== 'CRADLE')) {
      expect(bedBands(type), type).toEqual(AGE_BANDS);
    }
  });
});
