import { describe, expect, it } from 'vitest';
import { countError, presetCounts } from './value-unit.ts';

describe('presetCounts (at most 10 options before manual entry)', () => {
  it.each([
    [{}, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [{ min: 0, max: 9 }, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [{ min: 0, max: 10 }, null],
    [{ min: 3, max: 36, step: 3 }, null],
    [{ min: 6, max: 36, step: 6 }, [6, 12, 18, 24, 30, 36]],
    [{ min: 0.5, max: 2, step: 0.5 }, [0.5, 1, 1.5, 2]],
    [{ min: 5, max: 1 }, []],
  ] as const)('%j → %j', (bounds, expected) => {
    expect(presetCounts(bounds)).toEqual(expected);
  });
});

describe('countError', () => {
  it.each([
    [5, {}, null],
    [0, {}, { code: 'error.field.min', params: { num: 1 } }],
    [11, {}, { code: 'error.field.min', params: { num: 10 } }],
    [2.5, {}, { code: 'error.filed.invalid' }],
    [Number.NaN, {}, { code: 'error.filed.invalid' }],
    [16, { min: 2, max: 20, step: 4 }, { code: 'error.filed.invalid' }],
    [18, { min: 2, max: 20, step: 4 }, null],
    [4, { disabled: [4, 5] }, { code: 'error.filed.invalid' }],
    [0.3, { min: 0.1, max: 1, step: 0.1 }, null],
  ] as const)('%d with %j', (count, bounds, expected) => {
    expect(countError(count, bounds)).toEqual(expected);
  });
});
