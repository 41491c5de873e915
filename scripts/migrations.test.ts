import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = 'worker/migrations';
const pinned = JSON.parse(readFileSync(`${DIR}/checksums.json`, 'utf8')) as Record<string, string>;

/**
 * A migration that ran on a database is never edited again: D1 records it as applied and never
 * runs it twice, so an edit would reach new databases and never the ones in use (a change is a new
 * migration). worker/migrations/checksums.json pins each one's SHA-256 when it is added.
 */
describe('migrations', () => {
  const files = readdirSync(DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();

  it.each(files)('%s is pinned and unedited', (name) => {
    const sha256 = createHash('sha256')
      .update(readFileSync(`${DIR}/${name}`))
      .digest('hex');
    expect(pinned[name], `${name}: add its checksum to checksums.json when it is new`).toBeDefined();
    expect(sha256, `${name} was edited after it was applied: write a new migration instead`).toBe(
      pinned[name],
    );
  });

  it('are numbered in order, none removed', () => {
    expect(files).toEqual(Object.keys(pinned));
    files.forEach((name, index) => {
      expect(name).toMatch(new RegExp(`^${String(index + 1).padStart(4, '0')}_[a-z0-9_]+\\.sql$`));
    });
  });
});
