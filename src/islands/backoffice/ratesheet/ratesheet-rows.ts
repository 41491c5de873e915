/**
 * The ratesheet's rows (BOSCREENS): per room type a block header (collapsible), then — unless
 * the room type is disabled (a label instead of rows) or its block is collapsed — the 'no primary
 * rate plan' warning when it has none, its status row, its availability row, and per rate plan a
 * plan header followed by status, amount, minimum stay, maximum stay, closed to arrival and
 * closed to departure; then a row per promotion sold for the room type (BACKOFFICE-1 'closing flags and
 * promotions', BOFLOW 'promotion enabled' toggle): its switch, and per night whether it discounts it.
 */
import type { PromotionView } from '../../../contracts/secure/promotions.ts';
import type { PlanMeta, RoomTypeMeta } from './ratesheet-store.ts';

export const PLAN_ROWS = ['planStatus', 'amount', 'minStay', 'maxStay', 'cta', 'ctd'] as const;
export type PlanRowKind = (typeof PLAN_ROWS)[number];

export type SheetRow =
  | { kind: 'type'; roomType: RoomTypeMeta; collapsed: boolean }
  | { kind: 'warning'; roomType: RoomTypeMeta }
  | { kind: 'status'; roomType: RoomTypeMeta }
  | { kind: 'availability'; roomType: RoomTypeMeta }
  | { kind: 'plan'; roomType: RoomTypeMeta; plan: PlanMeta }
  | { kind: PlanRowKind; roomType: RoomTypeMeta; plan: PlanMeta }
  | { kind: 'promotion'; roomType: RoomTypeMeta; promotion: PromotionView };

/** Whether a promotion is sold for a room type (no list: every room type). */
export function promotionSoldFor(promotion: Pick<PromotionView, 'roomTypeIds'>, roomTypeId: number): boolean {
  return promotion.roomTypeIds === null || promotion.roomTypeIds.includes(roomTypeId);
}

/** The rows of the sheet for its room types, the collapsed blocks and the hotel's promotions. */
export function sheetRows(
  roomTypes: readonly RoomTypeMeta[],
  collapsed: ReadonlySet<number>,
  promotions: readonly PromotionView[] = [],
): SheetRow[] {
  const rows: SheetRow[] = [];
  for (const roomType of roomTypes) {
    const closed = collapsed.has(roomType.id);
    rows.push({ kind: 'type', roomType, collapsed: closed });
    if (!roomType.enabled || closed) continue;
    if (!roomType.hasPrimaryRatePlan) rows.push({ kind: 'warning', roomType });
    rows.push({ kind: 'status', roomType }, { kind: 'availability', roomType });
    for (const plan of roomType.ratePlans) {
      rows.push({ kind: 'plan', roomType, plan });
      for (const kind of PLAN_ROWS) rows.push({ kind, roomType, plan });
    }
    for (const promotion of promotions) {
      if (promotionSoldFor(promotion, roomType.id)) rows.push({ kind: 'promotion', roomType, promotion });
    }
  }
  return rows;
}

/** Rows whose date cells hold something to focus (headers and the warning span the row). */
export function hasDateCells(row: SheetRow): boolean {
  return row.kind !== 'type' && row.kind !== 'warning' && row.kind !== 'plan';
}

/** Whether a plan's rows are read-only: derived plans follow their parent (BOFLOW). */
export function isDerived(plan: Pick<PlanMeta, 'parentRatePlanDerivation'>): boolean {
  return plan.parentRatePlanDerivation !== null;
}
