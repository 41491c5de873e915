/**
 * The figures of the statistics charts (INSIGHT-2, BODATA), computed in SQL with GROUP BY:
 * the worker never loads a hotel's reservations, only one row per period (and per source or
 * transfer service). Periods are keys of the dates' prefixes ('YYYY-MM-DD', 'YYYY-MM', 'YYYY').
 *
 * - Reservations (amount, sources) count by their check-in date, the hotel-local day the stay
 *   starts (a covering range of reservations_hotel_checkin_stats, migration 0017); transfers by
 *   the first night of the room that carries them; cancelled ones are left out.
 * - Occupation: room nights sold per day from a running sum of arrivals and departures per day
 *   (one GROUP BY, then a window), over the enabled rooms × the days of the period.
 * - Reviews: count and score sum per period of their creation, plus the reviews written before
 *   the period (the running count and average start from them).
 */
import {
  cumulativeReviews,
  fillEntries,
  KEY_LENGTH,
  periodKeys,
  round2,
  type StatisticsChart,
  type StatisticsDataset,
  type XType,
} from '../../src/domain/statistics.ts';

export type Period = { from: string; to: string };

/** The transfer services a reservation can carry (services.name_key → the dataset title). */
export const TRANSFER_SERVICES: Readonly<Record<string, string>> = {
  'service.airport.transfer': 'AIRPORT_TRANSFER',
  'service.shuttle': 'SHUTTLE',
  'service.water.taxi': 'WATER_TAXI',
};

const dataset = (
  title: string,
  xType: XType,
  yType: StatisticsDataset['yType'],
  entries: Record<string, number>,
): StatisticsDataset => ({ title, xType, yType, entries });

const AMOUNT_SQL = `
  SELECT substr(checkin, 1, ?4) AS k, SUM(total_cents) AS cents, COUNT(*) AS n
  FROM reservations
  WHERE hotel_id = ?1 AND checkin >= ?2 AND checkin <= ?3 AND status <> 'CANCELLED'
  GROUP BY k`;

/**
 * Rooms in house each night: +1 on a room's first night (or the period's first day for rooms
 * already in house), -1 on its departure day, summed per day and run over the days. Rooms are
 * found by the hotel's room types and their stay dates (index reservation_rooms_type_stay).
 */
const OCCUPATION_SQL = `
  WITH RECURSIVE days (d) AS (
    SELECT ?2 UNION ALL SELECT date(d, '+1 day') FROM days WHERE d < ?3
  ),
  moves (d, delta) AS (
    SELECT CASE WHEN side = 0 THEN max(rr.start_date, ?2) ELSE rr.end_date END,
           CASE WHEN side = 0 THEN 1 ELSE -1 END
    FROM reservation_rooms rr
    JOIN (SELECT 0 AS side UNION ALL SELECT 1) sides
    WHERE rr.room_type_id IN (SELECT id FROM room_types WHERE hotel_id = ?1)
      AND rr.start_date <= ?3 AND rr.end_date > ?2 AND rr.status <> 'CANCELLED'
      AND (side = 0 OR rr.end_date <= ?3)
  ),
  nightly AS (
    SELECT days.d, SUM(COALESCE(m.delta, 0)) OVER (ORDER BY days.d) AS rooms
    FROM days LEFT JOIN (SELECT d, SUM(delta) AS delta FROM moves GROUP BY d) m ON m.d = days.d
  )
  SELECT substr(d, 1, ?4) AS k, SUM(rooms) AS nights, COUNT(*) AS days FROM nightly GROUP BY k`;

const ROOMS_SQL = 'SELECT COUNT(*) AS n FROM rooms WHERE hotel_id = ? AND enabled = 1';

const SOURCES_SQL = `
  SELECT substr(checkin, 1, ?4) AS k, source, COUNT(*) AS v
  FROM reservations
  WHERE hotel_id = ?1 AND checkin >= ?2 AND checkin <= ?3 AND status <> 'CANCELLED'
  GROUP BY k, source`;

const REVIEWS_SQL = `
  SELECT substr(created_date, 1, ?4) AS k, COUNT(*) AS n, SUM(score) AS s
  FROM guest_reviews
  WHERE hotel_id = ?1 AND created_date >= ?2 AND created_date < date(?3, '+1 day')
  GROUP BY k`;

const REVIEWS_BEFORE_SQL = `
  SELECT COUNT(*) AS n, COALESCE(SUM(score), 0) AS s FROM guest_reviews WHERE hotel_id = ? AND created_date < ?`;

const TRANSFER_KEYS = Object.keys(TRANSFER_SERVICES);
const TRANSFER_LIST = TRANSFER_KEYS.map((key) => `'${key}'`).join(', ');

/** Transfers by the room's first night, from the rooms that carry services (a partial index). */
const TRANSFERS_SQL = `
  SELECT substr(rr.start_date, 1, ?4) AS k, s.name_key AS service,
         SUM(COALESCE(json_extract(j.value, '$.count'), 1)) AS v
  FROM reservation_rooms rr
  JOIN json_each(rr.services_json) j
  JOIN services s ON s.id = CAST(json_extract(j.value, '$.serviceId') AS INTEGER)
  WHERE rr.room_type_id IN (SELECT id FROM room_types WHERE hotel_id = ?1)
    AND rr.services_json <> '[]' AND rr.start_date >= ?2 AND rr.start_date <= ?3
    AND rr.status <> 'CANCELLED' AND s.hotel_id = ?1 AND s.name_key IN (${TRANSFER_LIST})
  GROUP BY k, service`;

const HOTEL_TRANSFERS_SQL = `SELECT DISTINCT name_key FROM services WHERE hotel_id = ? AND name_key IN (${TRANSFER_LIST})`;

/** Each title's entries from rows (key, title, value), every key of the period filled. */
function grouped(
  rows: ReadonlyArray<{ k: string; title: string; v: number }>,
  keys: readonly string[],
  titles: readonly string[],
): Map<string, Record<string, number>> {
  const maps = new Map<string, Map<string, number>>(titles.map((title) => [title, new Map()]));
  for (const row of rows) {
    const map = maps.get(row.title) ?? new Map<string, number>();
    map.set(row.k, (map.get(row.k) ?? 0) + row.v);
    maps.set(row.title, map);
  }
  return new Map([...maps].map(([title, map]) => [title, fillEntries(keys, map)]));
}

/** The datasets of `chart` for the hotel over `period`, by `xType`. */
export async function loadStatistics(
  db: D1Database,
  hotelId: number,
  chart: StatisticsChart,
  period: Period,
  xType: XType,
): Promise<StatisticsDataset[]> {
  const keys = periodKeys(period.from, period.to, xType);
  const length = KEY_LENGTH[xType];
  const bind = [hotelId, period.from, period.to, length] as const;

  if (chart === 'RESERVATIONS_AMOUNT_TREND') {
    const [amounts, occupation, rooms] = await db.batch<unknown>([
      db.prepare(AMOUNT_SQL).bind(...bind),
      db.prepare(OCCUPATION_SQL).bind(...bind),
      db.prepare(ROOMS_SQL).bind(hotelId),
    ]);
    const amountRows = (amounts?.results ?? []) as Array<{ k: string; cents: number; n: number }>;
    const roomCount = ((rooms?.results[0] as { n: number } | undefined)?.n ?? 0) as number;
    const occupationRows = (occupation?.results ?? []) as Array<{ k: string; nights: number; days: number }>;
    return [
      dataset(
        'AMOUNT',
        xType,
        'CURRENCY',
        fillEntries(keys, new Map(amountRows.map((r) => [r.k, r.cents / 100]))),
      ),
      dataset('RESERVATIONS', xType, 'COUNT', fillEntries(keys, new Map(amountRows.map((r) => [r.k, r.n])))),
      dataset(
        'OCCUPATION',
        xType,
        'PERCENTAGE',
        fillEntries(
          keys,
          new Map(
            occupationRows.map((r) => [
              r.k,
              roomCount === 0 ? 0 : round2((r.nights * 100) / (roomCount * r.days)),
            ]),
          ),
        ),
      ),
    ];
  }

  if (chart === 'RESERVATIONS_SOURCE_TREND') {
    const { results } = await db
      .prepare(SOURCES_SQL)
      .bind(...bind)
      .all<{ k: string; source: string; v: number }>();
    const totals = new Map<string, number>();
    for (const row of results) totals.set(row.source, (totals.get(row.source) ?? 0) + row.v);
    // Largest source first: the doughnut's order and the legend's.
    const titles = [...totals]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([source]) => source);
    const entries = grouped(
      results.map((row) => ({ k: row.k, title: row.source, v: row.v })),
      keys,
      titles,
    );
    return titles.map((title) => dataset(title, xType, 'COUNT', entries.get(title) ?? {}));
  }

  if (chart === 'REVIEWS_COUNT_TREND') {
    const [periods, before] = await db.batch<unknown>([
      db.prepare(REVIEWS_SQL).bind(...bind),
      db.prepare(REVIEWS_BEFORE_SQL).bind(hotelId, period.from),
    ]);
    const rows = (periods?.results ?? []) as Array<{ k: string; n: number; s: number }>;
    const earlier = (before?.results[0] ?? { n: 0, s: 0 }) as { n: number; s: number };
    const series = cumulativeReviews(
      keys,
      new Map(rows.map((row) => [row.k, { count: row.n, scoreSum: row.s }])),
      { count: earlier.n, scoreSum: earlier.s },
    );
    return [
      dataset('REVIEWS_TOTAL', xType, 'COUNT', series.count),
      dataset('REVIEWS_AVERAGE', xType, 'SCORE', series.average),
    ];
  }

  const [transfers, offered] = await db.batch<unknown>([
    db.prepare(TRANSFERS_SQL).bind(...bind),
    db.prepare(HOTEL_TRANSFERS_SQL).bind(hotelId),
  ]);
  const rows = (transfers?.results ?? []) as Array<{ k: string; service: string; v: number }>;
  const services = new Set([
    ...((offered?.results ?? []) as Array<{ name_key: string }>).map((row) => row.name_key),
    ...rows.map((row) => row.service),
  ]);
  const titles = TRANSFER_KEYS.filter((key) => services.has(key)).map((key) => TRANSFER_SERVICES[key] ?? key);
  if (titles.length === 0) titles.push('AIRPORT_TRANSFER');
  const entries = grouped(
    rows.map((row) => ({ k: row.k, title: TRANSFER_SERVICES[row.service] ?? row.service, v: row.v })),
    keys,
    titles,
  );
  return titles.map((title) => dataset(title, xType, 'COUNT', entries.get(title) ?? {}));
}

/** The hotel's currency (EUR when unknown). */
export async function hotelCurrency(db: D1Database, hotelId: number): Promise<string> {
  const row = await db
    .prepare('SELECT currency FROM hotels WHERE id = ?')
    .bind(hotelId)
    .first<{ currency: string }>();
  return row?.currency ?? 'EUR';
}
