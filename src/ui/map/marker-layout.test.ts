import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Box, boxesOverlap, nearestPoint, spreadLabels } from './marker-layout.ts';

/** A price pill of the hotel map: about 76 × 28 px ('€148.56' in 14 px bold). */
const pill = (x: number, y: number, width = 76): Box => ({ x, y, width, height: 28 });
const apply = (boxes: Box[], shifts: { dx: number; dy: number }[]) =>
  boxes.map((box, i) => ({ ...box, x: box.x + (shifts[i]?.dx ?? 0), y: box.y + (shifts[i]?.dy ?? 0) }));

describe('boxesOverlap', () => {
  it.each([
    ['apart', pill(0, 0), pill(100, 0), 0, false],
    ['touching edges', pill(0, 0), pill(76, 0), 0, false],
    ['touching edges, 4 px gap wanted', pill(0, 0), pill(76, 0), 4, true],
    ['4 px apart, 4 px gap wanted', pill(0, 0), pill(80, 0), 4, false],
    ['one over the other', pill(0, 0), pill(10, 5), 0, true],
    ['side by side in x, apart in y', pill(0, 0), pill(10, 40), 4, false],
  ])('%s', (_name, a, b, gap, expected) => {
    expect(boxesOverlap(a, b, gap)).toBe(expected);
    expect(boxesOverlap(b, a, gap)).toBe(expected);
  });
});

describe('spreadLabels', () => {
  it('leaves labels that do not touch where they are', () => {
    expect(spreadLabels([pill(0, 0), pill(200, 0), pill(0, 100)])).toEqual([
      { dx: 0, dy: 0 },
      { dx: 0, dy: 0 },
      { dx: 0, dy: 0 },
    ]);
  });

  it('moves the second of two overlapping pills to the nearest free spot', () => {
    // Milano and Bellagio at the zoom that shows Italy: 10 px apart sideways, 5 px in height.
    // Below the first pill is 28 px away (5 + 27 ≥ 28 + 4); above it would be 37.
    expect(spreadLabels([pill(0, 0), pill(10, 5)])).toEqual([
      { dx: 0, dy: 0 },
      { dx: 8, dy: 27 },
    ]);
  });

  it('keeps a label inside the map when it started inside', () => {
    const bounds = { x: 0, y: 0, width: 400, height: 300 };
    // No room above: the second pill goes below the first.
    const shifts = spreadLabels([pill(100, 2), pill(110, 6)], { bounds });
    expect(shifts[1]?.dy).toBeGreaterThan(0);
    const [, second] = apply([pill(100, 2), pill(110, 6)], shifts);
    expect(second && second.y + second.height).toBeLessThanOrEqual(300);
  });

  it('moves a label off the zoom buttons', () => {
    const zoom = { x: 10, y: 10, width: 34, height: 64 };
    const [shift] = spreadLabels([pill(20, 20)], { obstacles: [zoom] });
    expect(shift).not.toEqual({ dx: 0, dy: 0 });
    const [box] = apply([pill(20, 20)], shift ? [shift] : []);
    expect(box && boxesOverlap(box, zoom, 4)).toBe(false);
  });

  it('never leaves two labels overlapping, however crowded (10 hotels in one spot included)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.integer({ min: 0, max: 300 }), y: fc.integer({ min: 0, max: 300 }) }), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.integer({ min: 28, max: 110 }),
        (points, width) => {
          const boxes = points.map(({ x, y }) => pill(x, y, width));
          const placed = apply(boxes, spreadLabels(boxes));
          for (let i = 0; i < placed.length; i++)
            for (let j = i + 1; j < placed.length; j++)
              expect(boxesOverlap(placed[i] as Box, placed[j] as Box, 4)).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('nearestPoint', () => {
  it('is the point itself inside the box, else the closest edge point', () => {
    expect(nearestPoint(pill(0, 0), { x: 10, y: 10 })).toEqual({ x: 10, y: 10 });
    expect(nearestPoint(pill(0, -40), { x: 10, y: 0 })).toEqual({ x: 10, y: -12 });
    expect(nearestPoint(pill(100, 100), { x: 0, y: 0 })).toEqual({ x: 100, y: 100 });
  });
});
