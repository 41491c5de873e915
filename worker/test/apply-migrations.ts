import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

/**
 * Runs before each test file. The worker project runs without per-file isolation (one workerd
 * and one module graph per Vitest worker: loading the worker's modules again for every file cost
 * two thirds of the run), so the files of a worker share one D1 database: each file starts from
 * an empty one, every table dropped and the migrations applied again, as if it ran alone.
 */
const schema = await env.DB.prepare(
  `SELECT type, name FROM sqlite_master
   WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'
   ORDER BY CASE type WHEN 'table' THEN 1 ELSE 0 END, rowid DESC`,
).all<{ type: 'table' | 'view' | 'trigger'; name: string }>();
if (schema.results.length > 0) {
  // Triggers and views first (they name tables), then the tables, newest first; foreign keys are
  // checked at the end of the batch, when no table is left to point at.
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = ON'),
    ...schema.results.map((item) => env.DB.prepare(`DROP ${item.type.toUpperCase()} "${item.name}"`)),
  ]);
}
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
