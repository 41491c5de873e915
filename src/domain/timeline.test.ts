import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  TIMELINE_COLOUR_NAMES,
  TIMELINE_COLOURS,
  timelineAlignment,
  timelineDelayMs,
} from './timeline.ts';

describe('timeline (BOLIM-9)', () => {
  it.each([
    [0, 0],
    [1, 100],
    [5, 500],
    [10, 1000],
    [11, 1000],
    [40, 1000],
  ])('event %d enters after %d ms', (index, delay) => {
    expect(timelineDelayMs(index)).toBe(delay);
  });

  it('does not animate under prefers-reduced-motion', () => {
    expect(timelineDelayMs(3, true)).toBe(0);
    expect(timelineDelayMs(12, true)).toBe(0);
  });

  it.each([
    ['LEFT', false, 'LEFT'],
    ['CENTER', false, 'CENTER'],
    ['RIGHT', false, 'RIGHT'],
    ['LEFT', true, 'RIGHT'],
    ['CENTER', true, 'RIGHT'],
  ] as const)('%s on an extra-small screen %s → %s', (requested, xs, expected) => {
    expect(timelineAlignment(requested, xs)).toBe(expected);
  });

  it('has nine backgrounds, each with an ink of at least 4.5:1', () => {
    expect(TIMELINE_COLOUR_NAMES).toHaveLength(9);
    for (const name of TIMELINE_COLOUR_NAMES) {
      const { background, ink } = TIMELINE_COLOURS[name];
      expect(contrastRatio(background, ink), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
