/**
 * The last change of each ratesheet cell (and of each room type's closing on a night), from the
 * audit rows of the span (`rate_changes`): a cell edit's and a closing's values before and after,
 * field by field; a bulk edit's target, parsed once per audit row however many cells it covers.
 */

import type { LastChange } from '../../src/contracts/secure/ratesheet.ts';
import {
  EMPTY_RATE,
  fromCents,
  latestChange,
  type RateFieldChange,
  type RateValues,
  rateFieldChanges,
  type TargetRate,
  targetFieldChanges,
} from '../../src/domain/ratesheet.ts';
import type { RateChangeRow } from '../data/ratesheet.ts';
import { parseJson } from '../data/stored-documents.ts';

/** A cell's values as the audit keeps them ({amountCents, minLOS, maxLOS, closed, cta, ctd}; null: no row). */
function auditValues(json: string | null): RateValues {
  const cell = parseJson<Record<string, unknown> | null>(json, null);
  if (!cell || typeof cell !== 'object') return EMPTY_RATE;
  const count = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    amount: typeof cell.amountCents === 'number' ? fromCents(cell.amountCents) : null,
    minLOS: count(cell.minLOS),
    maxLOS: count(cell.maxLOS),
    closed: Boolean(cell.closed),
    closedToArrival: Boolean(cell.cta),
    closedToDeparture: Boolean(cell.ctd),
  };
}

/** A bulk edit's target as its audit row keeps it (null fields kept each cell's value). */
function auditTarget(json: string): TargetRate {
  const target = parseJson<Record<string, unknown> | null>(json, null) ?? {};
  const count = (value: unknown) => (typeof value === 'number' ? value : null);
  const flag = (value: unknown) => (typeof value === 'boolean' ? value : null);
  return {
    amount: typeof target.amountCents === 'number' ? fromCents(target.amountCents) : null,
    minLOS: count(target.minLOS),
    maxLOS: count(target.maxLOS),
    closedToArrival: flag(target.cta),
    closedToDeparture: flag(target.ctd),
  };
}

/**
 * What a change did to one cell (or to the room type's closing that night), field by field: a
 * cell edit's and a closing's values before and after, a bulk edit's target (parsed once per row).
 */
function changesOf(row: RateChangeRow, targets: Map<number, RateFieldChange[]>): RateFieldChange[] {
  if (row.action === 'CLOSING') {
    const closed = (json: string | null) =>
      Boolean(parseJson<{ closed?: unknown } | null>(json, null)?.closed);
    const before = closed(row.before_json);
    const after = closed(row.after_json);
    return before === after ? [] : [{ field: 'roomClosed', before, after }];
  }
  if (row.action === 'CELL')
    return rateFieldChanges(auditValues(row.before_json), auditValues(row.after_json));
  let set = targets.get(row.id);
  if (!set) {
    set = targetFieldChanges(auditTarget(row.after_json));
    targets.set(row.id, set);
  }
  return set;
}

/** Index of the audit rows of a span: the last change of a cell, or of a room type's closing. */
export function latestChangeIndex(changes: ReadonlyArray<RateChangeRow>) {
  const cells = new Map<string, RateChangeRow>();
  const closings = new Map<string, RateChangeRow>();
  const bulks = new Map<string, RateChangeRow[]>();
  for (const row of changes) {
    if (row.action === 'CELL') {
      const key = `${row.room_type_id}:${row.rate_plan_id}:${row.start_date}`;
      const known = cells.get(key);
      if (!known || known.id < row.id) cells.set(key, row);
    } else if (row.action === 'CLOSING') {
      const key = `${row.room_type_id}:${row.start_date}`;
      const known = closings.get(key);
      if (!known || known.id < row.id) closings.set(key, row);
    } else {
      const key = `${row.room_type_id}:${row.rate_plan_id}`;
      const list = bulks.get(key) ?? [];
      list.push(row);
      bulks.set(key, list);
    }
  }
  for (const list of bulks.values()) list.sort((a, b) => b.id - a.id);
  const targets = new Map<number, RateFieldChange[]>();
  const view = (row: RateChangeRow | null | undefined): LastChange | null =>
    row
      ? { by: row.by_name, at: row.changed_date, action: row.action, changes: changesOf(row, targets) }
      : null;
  return {
    cell(roomTypeId: number, ratePlanId: number, date: string): LastChange | null {
      const candidates = [
        cells.get(`${roomTypeId}:${ratePlanId}:${date}`),
        latestChange(bulks.get(`${roomTypeId}:${ratePlanId}`) ?? [], date),
      ];
      let best: RateChangeRow | undefined;
      for (const row of candidates) if (row && (!best || row.id > best.id)) best = row;
      return view(best);
    },
    closing(roomTypeId: number, date: string): LastChange | null {
      return view(closings.get(`${roomTypeId}:${date}`));
    },
  };
}
