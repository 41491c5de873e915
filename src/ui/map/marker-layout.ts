/**
 * Keeps the hotel map's markers apart (WCAG 2.5.8, and a person must be able to click each one):
 * hotels a few kilometres apart share a point at the zoom that shows a whole country, so their
 * price pills would cover each other. As printed maps and hotel sites do with crowded labels, a
 * pill that would overlap one already placed moves the shortest distance to a free spot, and the
 * map draws a leader line from it back to the hotel's real position (HotelMap.tsx). Positions and
 * the map's centre are unchanged: only the drawn pills move, in screen pixels, after each zoom.
 *
 * Pure geometry (no DOM, no Leaflet), in the container's pixel space, y growing downwards.
 */

/** A rectangle in pixels: its top-left corner and size. */
export type Box = { x: number; y: number; width: number; height: number };

/** How far a label moves from where it would be drawn. */
export type Shift = { dx: number; dy: number };

export type SpreadOptions = {
  /** The least space between two labels, or a label and an obstacle (pixels). */
  gap?: number;
  /** Areas a label must not cover (the map's zoom buttons and attribution). */
  obstacles?: readonly Box[];
  /**
   * The visible map: a label drawn inside it stays inside it. A label that starts (partly) outside
   * belongs to a hotel out of view and only avoids the others.
   */
  bounds?: Box;
  /** Distance between the rings of candidate spots (pixels). */
  step?: number;
  /** Farthest a label may move (pixels); beyond it the label stays where it was. */
  maxDistance?: number;
};

/** The space between the labels when nothing else is said: clear to the eye and to a finger. */
export const LABEL_GAP = 4;

/** Whether two boxes, each grown by `gap / 2` on every side, overlap. */
export function boxesOverlap(a: Box, b: Box, gap = 0): boolean {
  return (
    a.x < b.x + b.width + gap &&
    b.x < a.x + a.width + gap &&
    a.y < b.y + b.height + gap &&
    b.y < a.y + a.height + gap
  );
}

function inside(box: Box, bounds: Box): boolean {
  return (
    box.x >= bounds.x &&
    box.y >= bounds.y &&
    box.x + box.width <= bounds.x + bounds.width &&
    box.y + box.height <= bounds.y + bounds.height
  );
}

const moved = (box: Box, { dx, dy }: Shift): Box => ({ ...box, x: box.x + dx, y: box.y + dy });

/**
 * Candidate shifts from the nearest outwards: none first, then rings `step` pixels apart, each
 * sampled about every `step` pixels along its circumference (upwards first, then clockwise: of
 * spots equally near, a pill prefers to rise above its neighbour, as map labels do).
 */
function* candidates(step: number, maxDistance: number): Generator<Shift> {
  yield { dx: 0, dy: 0 };
  for (let radius = step; radius <= maxDistance; radius += step) {
    const count = Math.max(8, Math.ceil((2 * Math.PI * radius) / step));
    for (let i = 0; i < count; i++) {
      const angle = (2 * Math.PI * i) / count;
      yield { dx: Math.round(radius * Math.sin(angle)), dy: Math.round(-radius * Math.cos(angle)) };
    }
  }
}

/**
 * The shift of each label (same order as `labels`) so that no two labels, and no label and
 * obstacle, come closer than `gap`. Labels are placed in the order given: the first keeps its
 * spot, each next one takes the nearest free spot (inside `bounds` when it started inside).
 *
 * @example spreadLabels([{ x: 0, y: 0, width: 60, height: 28 }, { x: 10, y: 5, width: 60, height: 28 }])
 *   // → [{ dx: 0, dy: 0 }, { dx: 0, dy: -37 }]: the second pill rises above the first.
 */
export function spreadLabels(labels: readonly Box[], options: SpreadOptions = {}): Shift[] {
  const { gap = LABEL_GAP, obstacles = [], bounds, step = 4, maxDistance = 2000 } = options;
  const taken: Box[] = [...obstacles];
  return labels.map((label) => {
    const keepInside = bounds ? inside(label, bounds) : false;
    let chosen: Shift = { dx: 0, dy: 0 };
    for (const shift of candidates(step, maxDistance)) {
      const box = moved(label, shift);
      if (keepInside && bounds && !inside(box, bounds)) continue;
      if (taken.some((other) => boxesOverlap(box, other, gap))) continue;
      chosen = shift;
      break;
    }
    taken.push(moved(label, chosen));
    return chosen;
  });
}

/** The point of `box` nearest to `point`: where a leader line from the hotel meets its label. */
export function nearestPoint(box: Box, point: { x: number; y: number }): { x: number; y: number } {
  return {
    x: Math.min(Math.max(point.x, box.x), box.x + box.width),
    y: Math.min(Math.max(point.y, box.y), box.y + box.height),
  };
}
