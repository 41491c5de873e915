import { describe, expect, it } from 'vitest';
import type { PromotionView } from '../../../contracts/secure/promotions.ts';
import { hasDateCells, isDerived, sheetRows } from './ratesheet-rows.ts';
import type { PlanMeta, RoomTypeMeta } from './ratesheet-store.ts';

const plan = (id: number, derived = false): PlanMeta => ({
  id,
  nameKey: `plan.${id}`,
  name: `Plan ${id}`,
  type: 'STANDARD',
  enabled: true,
  primary: !derived,
  parentRatePlanDerivation: derived ? { parentRatePlanId: 1, kind: 'PERCENTAGE', value: -10 } : null,
  pricingModel: 'PER_ROOM',
  occupantsForBaseRate: null,
  defaultMinStay: null,
  defaultMaxStay: null,
  linkedChannels: ['WEBSITE'],
});
const roomType = (id: number, change: Partial<RoomTypeMeta> = {}): RoomTypeMeta => ({
  id,
  nameKey: `rt.${id}`,
  name: `Type ${id}`,
  category: 'DOUBLE',
  enabled: true,
  totalRooms: 4,
  hasPrimaryRatePlan: true,
  linkedChannels: ['WEBSITE'],
  ratePlans: [plan(1), plan(2, true)],
  ...change,
});

const kinds = (types: RoomTypeMeta[], collapsed: number[] = []) =>
  sheetRows(types, new Set(collapsed)).map((row) => row.kind);

describe('BOSCREENS: one block per room type', () => {
  it('status, availability, then per plan its header and six rows', () => {
    expect(kinds([roomType(1, { ratePlans: [plan(1)] })])).toEqual([
      'type',
      'status',
      'availability',
      'plan',
      'planStatus',
      'amount',
      'minStay',
      'maxStay',
      'cta',
      'ctd',
    ]);
    expect(kinds([roomType(1)])).toHaveLength(3 + 2 * 7);
  });

  it('a collapsed block keeps only its header; a disabled room type shows no rows', () => {
    expect(kinds([roomType(1), roomType(2)], [1])[1]).toBe('type');
    expect(kinds([roomType(1, { enabled: false }), roomType(2)])).toEqual([
      'type',
      ...kinds([roomType(2)]).slice(0),
    ]);
  });

  it('the no-primary-plan warning comes first in the block', () => {
    expect(kinds([roomType(1, { hasPrimaryRatePlan: false, ratePlans: [] })])).toEqual([
      'type',
      'warning',
      'status',
      'availability',
    ]);
  });

  it('headers and the warning have no date cells; derived plans are read-only', () => {
    const rows = sheetRows([roomType(1)], new Set());
    expect(rows.filter(hasDateCells).map((row) => row.kind)).not.toContain('plan');
    expect(isDerived(plan(2, true))).toBe(true);
    expect(isDerived(plan(1))).toBe(false);
  });
});

describe('BOSCREENS-4, BOFLOW-5: promotions in the sheet', () => {
  const promotion = (id: number, roomTypeIds: number[] | null): PromotionView => ({
    id,
    type: 'STANDARD',
    name: { en: `Promotion ${id}`, it: null },
    discount: { type: 'PERCENTAGE', amount: 10 },
    days: null,
    minStay: null,
    enabled: true,
    onArrival: false,
    secretCode: null,
    validFrom: null,
    validTo: null,
    ratePlanIds: null,
    roomTypeIds,
    version: 1,
  });

  it('a row per promotion sold for the room type, after its plans, with date cells', () => {
    const rows = sheetRows(
      [roomType(1, { ratePlans: [plan(1)] }), roomType(2, { ratePlans: [plan(1)] })],
      new Set(),
      [promotion(7, null), promotion(8, [2])],
    );
    const promotionRows = rows.flatMap((row) =>
      row.kind === 'promotion' ? [`${row.roomType.id}:${row.promotion.id}`] : [],
    );
    expect(promotionRows).toEqual(['1:7', '2:7', '2:8']);
    expect(rows[10]?.kind).toBe('promotion');
    expect(rows.filter((row) => row.kind === 'promotion').every(hasDateCells)).toBe(true);
  });

  it('none in a collapsed block or a disabled room type', () => {
    const rows = sheetRows([roomType(1), roomType(2, { enabled: false })], new Set([1]), [
      promotion(7, null),
    ]);
    expect(rows.map((row) => row.kind)).toEqual(['type', 'type']);
  });
});
