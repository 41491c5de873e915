/**
 * The rules of a hotel's room types and rooms as the manager sets them up: the categories the
 * widget names, the occupancy a room type takes (per age band and in total), the parties of
 * future stays that a new occupancy must still hold, and room numbers entered as a range.
 */
import { validateOccupancy } from './booking/people.ts';
import type { People } from './booking/types.ts';

/** The room type categories the widget shows a label for ('widget.results.category.*'). */
export const ROOM_TYPE_CATEGORIES = [
  'SINGLE',
  'DOUBLE',
  'TWIN',
  'TRIPLE',
  'QUADRUPLE',
  'FAMILY',
  'SUITE',
  'JUNIOR_SUITE',
  'STUDIO',
  'APARTMENT',
  'DORMITORY',
] as const;
export type RoomTypeCategory = (typeof ROOM_TYPE_CATEGORIES)[number];

export const ROOM_TYPE_NAME_MAX_LENGTH = 60;
export const ROOM_TYPE_DESCRIPTION_MAX_LENGTH = 2000;
/** Most guests of one band, or in all, that one room can take. */
export const ROOM_OCCUPANCY_MAX = 30;
export const ROOM_SIZE_MAX_SQM = 10_000;

/** A room's number or name as the front desk calls it: '101', 'A12', 'Suite Lago', '3-B'. */
export const ROOM_NUMBER_MAX_LENGTH = 20;
export const ROOM_NUMBER_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;
export const ROOM_NOTES_MAX_LENGTH = 400;
export const ROOM_FLOOR_MIN = -10;
export const ROOM_FLOOR_MAX = 200;
/** Most rooms one range creates. */
export const ROOM_RANGE_MAX = 200;

/**
 * Nights from the hotel's today for which a room's type gets inventory rows when it gains a room:
 * a night without a row is sold out, so a new hotel's first rooms open a year of sales.
 */
export const INVENTORY_HORIZON_NIGHTS = 365;

/** Guests a room type takes: a limit per age band and a limit in all. */
export type Occupancy = People & { total: number };

/** A field error of these rules, in the API's shape. */
export type SetupIssue = { field: string; code: string };

export const OCCUPANCY_TOTAL_BELOW_ADULTS = 'error.room.type.occupancy.total.adults';
export const OCCUPANCY_TOTAL_ABOVE_BANDS = 'error.room.type.occupancy.total.bands';
export const BASE_OCCUPANCY_ABOVE_TOTAL = 'error.room.type.base.occupancy';

/**
 * The occupancy's own consistency: the total lets in as many adults as the adults' limit
 * (otherwise that limit means nothing) and no more guests than the bands add up to; the guests
 * the base rate covers are at most the total.
 * occupancyIssues({ adults: 2, boys: 0, children: 1, kids: 1, total: 3 }, 2) → []
 */
export function occupancyIssues(occupancy: Occupancy, baseOccupancy: number | null): SetupIssue[] {
  const issues: SetupIssue[] = [];
  const bands = occupancy.adults + occupancy.boys + occupancy.children + occupancy.kids;
  if (occupancy.total < occupancy.adults) {
    issues.push({ field: 'occupancy.total', code: OCCUPANCY_TOTAL_BELOW_ADULTS });
  } else if (occupancy.total > bands) {
    issues.push({ field: 'occupancy.total', code: OCCUPANCY_TOTAL_ABOVE_BANDS });
  }
  if (baseOccupancy !== null && baseOccupancy > occupancy.total) {
    issues.push({ field: 'baseOccupancy', code: BASE_OCCUPANCY_ABOVE_TOTAL });
  }
  return issues;
}

/**
 * The guests the nightly rate covers when the manager names none: the adults' limit, at most the
 * total (a double for 2 adults and a child prices 2 guests, the child as an extra person).
 */
export function defaultBaseOccupancy(occupancy: Occupancy): number {
  return Math.max(1, Math.min(occupancy.adults, occupancy.total));
}

/** The parties (by reservation code) a room type with `occupancy` could no longer hold. */
export function partiesOverOccupancy<Party extends { code: string; people: People }>(
  occupancy: Occupancy,
  parties: ReadonlyArray<Party>,
): Party[] {
  const roomType = {
    maxPerBand: {
      adults: occupancy.adults,
      boys: occupancy.boys,
      children: occupancy.children,
      kids: occupancy.kids,
    },
    maxOccupancy: occupancy.total,
  };
  return parties.filter((party) =>
    validateOccupancy(roomType, party.people).some((v) => v.code !== 'people.adults.min'),
  );
}

// ---------------------------------------------------------------------------------------------
// Room ranges

export const ROOM_RANGE_INVALID = 'error.room.range.invalid';
export const ROOM_RANGE_ORDER = 'error.room.range.order';
export const ROOM_RANGE_TOO_LONG = 'error.room.range.too.long';

/** A number cut around its last run of digits: 'A-12b' → ['A-', '12', 'b']. */
function splitNumber(number: string): [string, string, string] | null {
  const match = /^(.*?)(\d+)(\D*)$/u.exec(number);
  return match ? [match[1] ?? '', match[2] ?? '', match[3] ?? ''] : null;
}

/**
 * The room numbers from `from` to `to`, both included: the same text around a run of digits
 * that counts up, keeping the zeros `from` is padded with.
 * expandRoomRange('101', '104') → ['101', '102', '103', '104'];
 * expandRoomRange('A1', 'A3') → ['A1', 'A2', 'A3']; expandRoomRange('B08', 'B10') → ['B08', 'B09', 'B10'].
 * A range whose ends differ around the digits, runs backwards or exceeds ROOM_RANGE_MAX rooms
 * is an issue on `to` (or `from` when it has no digits).
 */
export function expandRoomRange(
  from: string,
  to: string,
): { numbers: string[]; issue: null } | { numbers: null; issue: SetupIssue } {
  const start = splitNumber(from.trim());
  if (!start) return { numbers: null, issue: { field: 'from', code: ROOM_RANGE_INVALID } };
  const end = splitNumber(to.trim());
  if (!end || end[0] !== start[0] || end[2] !== start[2]) {
    return { numbers: null, issue: { field: 'to', code: ROOM_RANGE_INVALID } };
  }
  const first = Number(start[1]);
  const last = Number(end[1]);
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(last)) {
    return { numbers: null, issue: { field: 'to', code: ROOM_RANGE_INVALID } };
  }
  if (last < first) return { numbers: null, issue: { field: 'to', code: ROOM_RANGE_ORDER } };
  if (last - first + 1 > ROOM_RANGE_MAX) {
    return { numbers: null, issue: { field: 'to', code: ROOM_RANGE_TOO_LONG } };
  }
  const width = start[1].startsWith('0') ? start[1].length : 0;
  const numbers: string[] = [];
  for (let n = first; n <= last; n++) numbers.push(`${start[0]}${String(n).padStart(width, '0')}${start[2]}`);
  return { numbers, issue: null };
}
