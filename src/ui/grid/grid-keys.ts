/**
 * Where a navigation key moves the focus in a keyboard data grid (WAI-ARIA APG grid pattern),
 * shared by the planning and the ratesheet. Cells are addressed by row r and column c, column 0
 * being the row labels. The grid clamps the target to what exists (and renders what it lacks).
 *
 * - arrows: one cell;
 * - Home / End: the row's first (label) or last column; with Ctrl, the grid's first or last cell;
 * - PageUp / PageDown: a page of rows (planning) or of dates (ratesheet, never back past the first
 *   date).
 */

/** A cell of the grid (r: row, c: column, 0 = the row labels). */
export type GridCell = { r: number; c: number };

export type GridBounds = {
  /** The grid's last row (whether rendered yet or not). */
  lastRow: number;
  /** The last column (the last date). */
  lastColumn: number;
  /** What PageUp/PageDown move by: rows, or columns (dates). */
  page: { by: 'rows' | 'columns'; size: number };
};

/** The target, and whether it is the grid's end (Ctrl+End: a paged grid renders everything). */
export type GridMove = GridCell & { gridEnd: boolean };

/** The key of a keydown, with the modifier that changes Home and End. */
export type GridKey = { key: string; ctrlKey: boolean };

/**
 * The cell a navigation key moves to from `at`, or null for any other key.
 * Example: PageUp by 7 dates from column 3 goes to column 1, not before the first date.
 */
export function gridMove({ key, ctrlKey }: GridKey, at: GridCell, bounds: GridBounds): GridMove | null {
  const { r, c } = at;
  const to = (row: number, column: number, gridEnd = false): GridMove => ({ r: row, c: column, gridEnd });
  const { by, size } = bounds.page;
  switch (key) {
    case 'ArrowRight':
      return to(r, c + 1);
    case 'ArrowLeft':
      return to(r, c - 1);
    case 'ArrowDown':
      return to(r + 1, c);
    case 'ArrowUp':
      return to(r - 1, c);
    case 'Home':
      return ctrlKey ? to(0, 0) : to(r, 0);
    case 'End':
      return ctrlKey ? to(bounds.lastRow, bounds.lastColumn, true) : to(r, bounds.lastColumn);
    case 'PageDown':
      return by === 'rows' ? to(r + size, c) : to(r, c + size);
    case 'PageUp':
      return by === 'rows' ? to(r - size, c) : to(r, Math.max(1, c - size));
    default:
      return null;
  }
}
