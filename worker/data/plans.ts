import { discountRate, fromCents, vatOfGross } from '../../src/domain/money.ts';
import { lengthInMonths } from '../../src/domain/plans.ts';
import type {
  Amount,
  LengthUnit,
  Plan,
  PlanFrequency,
  PlanLengthDiscount,
  PlanPaymentOption,
} from '../../src/domain/types.ts';
import type { RowsPage } from './paging.ts';

export type PlanSortField = 'classification' | 'id';
export type PlanSort = { field: PlanSortField; direction: 'asc' | 'desc' }[];

type PlanRow = {
  id: number;
  name_key: string;
  classification: number;
  enabled: number;
  background: string | null;
  features_json: string;
  feature_groups_json: string;
};

type OptionRow = {
  id: number;
  plan_id: number;
  frequency: PlanFrequency;
  currency: string;
  initial_cents: number;
  final_cents: number;
  vat_rate: number;
  min_length_count: number;
  min_length_unit: LengthUnit;
  favorite: number;
};

type DiscountRow = {
  id: number;
  plan_id: number;
  size_count: number;
  size_unit: LengthUnit;
  discount_type: 'PRICE' | 'PERCENTAGE';
  discount_value: number;
};

const SORT_COLUMNS: Record<PlanSortField, string> = { classification: 'classification', id: 'id' };

/** ORDER BY from the requested orders (default classification asc), always ending with id. */
function orderBy(sort: PlanSort): string {
  const orders = sort.length > 0 ? sort : [{ field: 'classification' as const, direction: 'asc' as const }];
  const parts = orders.map((o) => `${SORT_COLUMNS[o.field]} ${o.direction === 'desc' ? 'DESC' : 'ASC'}`);
  if (!orders.some((o) => o.field === 'id')) parts.push('id ASC');
  return parts.join(', ');
}

function parseJsonArray<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** A stored price as the API's Amount: VAT is the part of the final (gross) amount, the discount is initial − final. */
export function priceAmount(
  row: Pick<OptionRow, 'currency' | 'initial_cents' | 'final_cents' | 'vat_rate'>,
): Amount {
  return {
    type: 'PRICE',
    currency: row.currency,
    initialAmount: fromCents(row.initial_cents),
    finalAmount: fromCents(row.final_cents),
    vatRate: row.vat_rate,
    vatAmount: fromCents(vatOfGross(row.final_cents, row.vat_rate)),
    discountAmount: fromCents(Math.max(0, row.initial_cents - row.final_cents)),
    discountRate: discountRate(row.initial_cents, row.final_cents),
  };
}

function toOption(row: OptionRow): PlanPaymentOption {
  return {
    id: row.id,
    frequency: row.frequency,
    amount: priceAmount(row),
    minLength: { count: row.min_length_count, unit: row.min_length_unit },
    favorite: row.favorite === 1,
  };
}

function toDiscount(row: DiscountRow): PlanLengthDiscount {
  return {
    id: row.id,
    size: { count: row.size_count, unit: row.size_unit },
    discount: {
      type: row.discount_type,
      // Percentage points for PERCENTAGE, cents → decimal money for PRICE.
      finalAmount: row.discount_type === 'PERCENTAGE' ? row.discount_value : fromCents(row.discount_value),
    },
  };
}

function groupByPlan<R extends { plan_id: number }, T>(
  rows: readonly R[],
  map: (row: R) => T,
): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.plan_id) ?? [];
    list.push(map(row));
    groups.set(row.plan_id, list);
  }
  return groups;
}

/**
 * One page of enabled plans with their payment options and length discounts (two batched round
 * trips): the public ones, or with `partner` the partner plans (decision 030).
 */
export async function listEnabledPlans(
  db: D1Database,
  page: number,
  size: number,
  sort: PlanSort,
  partner = false,
): Promise<RowsPage<Plan>> {
  const [count, rows] = await db.batch<{ total: number } | PlanRow>([
    db
      .prepare('SELECT COUNT(*) AS total FROM plans WHERE enabled = 1 AND partner = ?1')
      .bind(partner ? 1 : 0),
    db
      .prepare(
        `SELECT id, name_key, classification, enabled, background, features_json, feature_groups_json
         FROM plans WHERE enabled = 1 AND partner = ?3 ORDER BY ${orderBy(sort)} LIMIT ?1 OFFSET ?2`,
      )
      .bind(size, page * size, partner ? 1 : 0),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  const planRows = (rows?.results ?? []) as PlanRow[];
  if (planRows.length === 0) return { rows: [], total };

  const ids = JSON.stringify(planRows.map((row) => row.id));
  const [options, discounts] = await db.batch<OptionRow | DiscountRow>([
    db
      .prepare(
        `SELECT id, plan_id, frequency, currency, initial_cents, final_cents, vat_rate,
                min_length_count, min_length_unit, favorite
         FROM plan_payment_options WHERE plan_id IN (SELECT value FROM json_each(?1)) ORDER BY plan_id, id`,
      )
      .bind(ids),
    db
      .prepare(
        `SELECT id, plan_id, size_count, size_unit, discount_type, discount_value
         FROM plan_length_discounts WHERE plan_id IN (SELECT value FROM json_each(?1)) ORDER BY plan_id, id`,
      )
      .bind(ids),
  ]);
  const optionsByPlan = groupByPlan((options?.results ?? []) as OptionRow[], toOption);
  const discountsByPlan = groupByPlan((discounts?.results ?? []) as DiscountRow[], toDiscount);

  const content = planRows.map(
    (row): Plan => ({
      id: row.id,
      nameKey: row.name_key,
      classification: row.classification,
      enabled: row.enabled === 1,
      background: row.background,
      features: parseJsonArray<string>(row.features_json),
      featureGroups: parseJsonArray<Plan['featureGroups'][number]>(row.feature_groups_json),
      paymentOptions: optionsByPlan.get(row.id) ?? [],
      multiLengthDiscounts: (discountsByPlan.get(row.id) ?? []).sort(
        (a, b) => lengthInMonths(a.size) - lengthInMonths(b.size) || a.id - b.id,
      ),
    }),
  );
  return { rows: content, total };
}

/** One plan with its options and discounts, whatever its state (the registration checks it is enabled and public). */
export async function findPlan(db: D1Database, id: number): Promise<(Plan & { partner: boolean }) | null> {
  const [plans, options, discounts] = await db.batch<
    (PlanRow & { partner: number }) | OptionRow | DiscountRow
  >([
    db
      .prepare(
        `SELECT id, name_key, classification, enabled, background, features_json, feature_groups_json, partner
         FROM plans WHERE id = ?1`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT id, plan_id, frequency, currency, initial_cents, final_cents, vat_rate,
                min_length_count, min_length_unit, favorite
         FROM plan_payment_options WHERE plan_id = ?1 ORDER BY id`,
      )
      .bind(id),
    db
      .prepare(
        'SELECT id, plan_id, size_count, size_unit, discount_type, discount_value FROM plan_length_discounts WHERE plan_id = ?1 ORDER BY id',
      )
      .bind(id),
  ]);
  const row = plans?.results[0] as (PlanRow & { partner: number }) | undefined;
  if (!row) return null;
  return {
    id: row.id,
    nameKey: row.name_key,
    classification: row.classification,
    enabled: row.enabled === 1,
    partner: row.partner === 1,
    background: row.background,
    features: parseJsonArray<string>(row.features_json),
    featureGroups: parseJsonArray<Plan['featureGroups'][number]>(row.feature_groups_json),
    paymentOptions: ((options?.results ?? []) as OptionRow[]).map(toOption),
    multiLengthDiscounts: ((discounts?.results ?? []) as DiscountRow[])
      .map(toDiscount)
      .sort((a, b) => lengthInMonths(a.size) - lengthInMonths(b.size) || a.id - b.id),
  };
}
