/**
 * Migration 0019's backfill of the reservations' history, for the demo seed (worker/seed/seed-sql.ts),
 * which loads its reservations after the migrations ran. Plain SQL, no D1 types: scripts/db.ts
 * builds the seed in Node.
 */
import type { SqlStatement } from './sql.ts';

/** 'created' and 'cancelled' from the reservations' own dates, once each (INSERT … WHERE NOT EXISTS). */
export function backfillEventStatements(): SqlStatement[] {
  return [
    {
      sql: `INSERT INTO reservation_events (reservation_id, type, detail_json, created_date)
        SELECT r.id, 'CREATED', json_object('source', r.source), r.created_date FROM reservations r
         WHERE NOT EXISTS (SELECT 1 FROM reservation_events e WHERE e.reservation_id = r.id AND e.type = 'CREATED')`,
      params: [],
    },
    {
      sql: `INSERT INTO reservation_events (reservation_id, type, detail_json, created_date)
        SELECT r.id, 'CANCELLED', '{}', r.cancelled_date FROM reservations r
         WHERE r.status = 'CANCELLED' AND r.cancelled_date IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM reservation_events e WHERE e.reservation_id = r.id AND e.type = 'CANCELLED')`,
      params: [],
    },
  ];
}
