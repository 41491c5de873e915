/** The bare worker of `npm run bench:engine`: the floor of one HTTP call into local workerd. */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { offlineEnv } from './offline-env.ts';
import { PROJECT_ROOT } from './wrangler.ts';

/**
 * A second `wrangler dev` running a worker with no middleware: the HTTP + workerd floor.
 * `/` answers `{}`; `/body` answers `body` (the 50-room-type search answer, as JSON: the platform
 * compresses it for the client on every request, as it does any JSON answer); `/body.gz` answers
 * the same bytes gzipped once in advance (`encodeBody: 'manual'`, as the edge cache serves them).
 * The floor of a cached answer of that size: no route can serve it faster than this.
 *
 * With its own local D1 and `caches.default` (filled by `/setup`), it also times the bare parts
 * of a cache hit: `/d1` (one primary-key read, the trivial route's only I/O), `/d1/hit/empty` and
 * `/d1/hit/body` (that read, then `caches.default.match` of a `{}` or of the gzipped answer,
 * served as stored: what a hit keyed by the rates version must do at least), and
 * `/d1+hit/body` (the read and the lookup at once, which a key without the version would allow).
 */
export function startFloorWorker(state: string, port: number, inspectorPort: number, body: string) {
  const dir = join(state, 'floor-worker');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'body.txt'), body);
  writeFileSync(
    join(dir, 'index.js'),
    `import body from './body.txt';
const json = { 'content-type': 'application/json' };
let gzipped = null;
const gzip = async () =>
  (gzipped ??= await new Response(new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
const key = (name) => new Request('https://floor.bench.internal/' + name);
const read = (env) => env.DB.prepare('SELECT id, version FROM floor WHERE id = ?1').bind(1).first();
const served = (hit) =>
  hit ? new Response(hit.body, { headers: hit.headers, encodeBody: 'manual' }) : new Response('miss', { status: 500 });
export default {
  async fetch(request, env) {
    const path = new URL(request.url).pathname;
    if (path === '/body') return new Response(body, { headers: json });
    if (path === '/body.gz') {
      return new Response(await gzip(), { headers: { ...json, 'content-encoding': 'gzip' }, encodeBody: 'manual' });
    }
    if (path === '/setup') {
      await env.DB.exec('CREATE TABLE IF NOT EXISTS floor (id INTEGER PRIMARY KEY, version INTEGER NOT NULL)');
      await env.DB.exec('INSERT OR REPLACE INTO floor (id, version) VALUES (1, 7)');
      const stored = { ...json, 'cache-control': 'public, max-age=3600' };
      await caches.default.put(key('empty'), new Response('{}', { headers: stored }));
      await caches.default.put(
        key('body'),
        new Response(await gzip(), { headers: { ...stored, 'content-encoding': 'gzip' }, encodeBody: 'manual' }),
      );
      return new Response('{}', { headers: json });
    }
    if (path === '/d1') return Response.json(await read(env));
    if (path === '/d1/hit/empty' || path === '/d1/hit/body') {
      await read(env);
      return served(await caches.default.match(key(path.slice('/d1/hit/'.length))));
    }
    if (path === '/d1+hit/body') {
      const [, hit] = await Promise.all([read(env), caches.default.match(key('body'))]);
      return served(hit);
    }
    return new Response('{}', { headers: json });
  },
};
`,
  );
  writeFileSync(
    join(dir, 'wrangler.json'),
    JSON.stringify({
      name: 'bench-floor',
      main: 'index.js',
      compatibility_date: '2026-11-01',
      d1_databases: [
        { binding: 'DB', database_name: 'bench-floor', database_id: '00000000-0000-4000-8000-00000000f100' },
      ],
    }),
  );
  return spawn(
    process.execPath,
    [
      join(PROJECT_ROOT, 'node_modules/wrangler/bin/wrangler.js'),
      'dev',
      '--config',
      join(dir, 'wrangler.json'),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      join(dir, 'state'),
      '--show-interactive-dev-session=false',
      '--log-level',
      'error',
    ],
    { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: offlineEnv() },
  );
}
