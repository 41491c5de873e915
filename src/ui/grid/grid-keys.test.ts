import { describe, expect, it } from 'vitest';
import { type GridBounds, gridMove } from './grid-keys.ts';

// The planning pages by 10 rooms; the ratesheet by a week of dates.
const planning: GridBounds = { lastRow: 40, lastColumn: 31, page: { by: 'rows', size: 10 } };
const ratesheet: GridBounds = { lastRow: 12, lastColumn: 365, page: { by: 'columns', size: 7 } };

describe('gridMove', () => {
  it.each([
    // bounds, key, ctrl, from (r, c), to (r, c), grid end
    [planning, 'ArrowRight', false, [5, 3], [5, 4], false],
    [planning, 'ArrowLeft', false, [5, 3], [5, 2], false],
    [planning, 'ArrowDown', false, [5, 3], [6, 3], false],
    [planning, 'ArrowUp', false, [5, 3], [4, 3], false],
    [planning, 'Home', false, [5, 3], [5, 0], false],
    [planning, 'Home', true, [5, 3], [0, 0], false],
    [planning, 'End', false, [5, 3], [5, 31], false],
    [planning, 'End', true, [5, 3], [40, 31], true],
    [planning, 'PageDown', false, [5, 3], [15, 3], false],
    // Past the edges: the grid clamps (and renders pages), the rule does not.
    [planning, 'PageUp', false, [5, 3], [-5, 3], false],
    [ratesheet, 'PageDown', false, [2, 3], [2, 10], false],
    [ratesheet, 'PageUp', false, [2, 10], [2, 3], false],
    // Never back past the first date, not even from the row label.
    [ratesheet, 'PageUp', false, [2, 3], [2, 1], false],
    [ratesheet, 'PageUp', false, [2, 0], [2, 1], false],
    [ratesheet, 'End', true, [2, 3], [12, 365], true],
    [ratesheet, 'Home', true, [2, 3], [0, 0], false],
  ] as const)('%#: %s from %j', (bounds, key, ctrlKey, [r, c], [toR, toC], gridEnd) => {
    expect(gridMove({ key, ctrlKey }, { r, c }, bounds)).toEqual({ r: toR, c: toC, gridEnd });
  });

  it.each(['Enter', 'F2', 'a', 'Tab', 'Escape'])('%s is not a move', (key) => {
    expect(gridMove({ key, ctrlKey: false }, { r: 1, c: 1 }, planning)).toBeNull();
  });
});
