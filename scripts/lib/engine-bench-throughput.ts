/**
 * The throughput run of `npm run bench:engine`: CONCURRENCY clients calling one URL for
 * THROUGHPUT_MS each, in interleaved rounds, with the CPU each answer cost.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';

/** Clients calling at once in the throughput and concurrent-reservation runs. */
const CONCURRENCY = 8;
const THROUGHPUT_MS = 3_000;

/** Rounds per call of the throughput run: the calls take turns, so all see the machine's same load. */
const THROUGHPUT_ROUNDS = 6;

/** CPU time (ms) used so far by a process and all its descendants (Linux /proc; null elsewhere). */
function treeCpuMs(rootPid: number | undefined): number | null {
  if (rootPid === undefined || !existsSync('/proc/self/stat')) return null;
  const fields = (pid: string | number) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    } catch {
      return null;
    }
  };
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = Number(fields(entry)?.[1]);
    parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
  }
  const ticksPerSecond = 100; // USER_HZ on Linux
  let ticks = 0;
  const pids = [rootPid];
  for (let i = 0; i < pids.length; i++) {
    const pid = pids[i] as number;
    const stat = fields(pid);
    if (stat) ticks += Number(stat[11]) + Number(stat[12]);
    pids.push(...(parents.get(pid) ?? []));
  }
  return (ticks * 1000) / ticksPerSecond;
}

export type ThroughputCall = { name: string; url: () => string; serverPid?: number };

/**
 * The load generator's client: keep-alive connections, `Accept-Encoding: gzip` as a browser sends,
 * and the answer's bytes read as they come, not inflated. Inflating is the guest's device's work,
 * not the server's; done here, on the same two cores as the server, it was charged to the
 * server's throughput (3.3 ms of client CPU per 50-room-type search answer, decision 020). A load
 * generator such as wrk or autocannon does the same. Resolves with the status and the bytes read.
 */
const loadAgent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function rawGet(url: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { agent: loadAgent, headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** CONCURRENCY loops calling `url` for `ms`: completed 200 answers, errors, and the CPU spent. */
async function load(call: ThroughputCall, ms: number) {
  const deadline = performance.now() + ms;
  let done = 0;
  let errors = 0;
  const serverBefore = treeCpuMs(call.serverPid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const res = await rawGet(call.url());
        if (res.status === 200 && res.bytes > 0) done++;
        else errors++;
      }
    }),
  );
  const serverAfter = treeCpuMs(call.serverPid);
  const client = process.cpuUsage(clientBefore);
  return {
    done,
    errors,
    elapsed: performance.now() - started,
    serverMs: serverBefore === null || serverAfter === null ? Number.NaN : serverAfter - serverBefore,
    clientMs: (client.user + client.system) / 1000,
  };
}

/**
 * Throughput of each call with CONCURRENCY clients, and its ratio to the trivial route's (the
 * first call). The calls take turns in THROUGHPUT_ROUNDS rounds (order reversed every other round)
 * of THROUGHPUT_MS / THROUGHPUT_ROUNDS each, so a burst of load from elsewhere on the machine is
 * shared by all of them instead of landing on one. Also prints the CPU each answer cost the
 * server (the worker's workerd processes) and this client (sending and receiving; see `rawGet`):
 * the load-independent part of the figures.
 */
type ThroughputResult = { name: string; rate: number; serverMsPerAnswer: number };

export async function throughput(calls: ThroughputCall[]): Promise<ThroughputResult[]> {
  console.log(
    `Throughput, ${CONCURRENCY} clients × ${THROUGHPUT_MS / 1000} s per call in ${THROUGHPUT_ROUNDS} interleaved rounds ` +
      '(cached target ≥ 80 % of trivial):',
  );
  const totals = calls.map(() => ({ done: 0, errors: 0, elapsed: 0, serverMs: 0, clientMs: 0 }));
  // Warm the caches (and the isolates) first.
  for (const call of calls) await (await fetch(call.url())).arrayBuffer();
  for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
    const order = calls.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      const result = await load(calls[i] as ThroughputCall, THROUGHPUT_MS / THROUGHPUT_ROUNDS);
      const total = totals[i] as (typeof totals)[number];
      total.done += result.done;
      total.errors += result.errors;
      total.elapsed += result.elapsed;
      total.serverMs += result.serverMs;
      total.clientMs += result.clientMs;
    }
  }
  const rps = totals.map((t) => (t.done * 1000) / t.elapsed);
  const base = rps[0] ?? Number.NaN;
  const results: ThroughputResult[] = [];
  calls.forEach((call, i) => {
    const total = totals[i] as (typeof totals)[number];
    const rate = rps[i] ?? Number.NaN;
    const ratio = (rate / base) * 100;
    const verdict = call.name.endsWith(', cached') ? (ratio >= 80 ? ' OK' : ' below target') : '';
    const requests = total.done + total.errors;
    results.push({ name: call.name, rate, serverMsPerAnswer: total.serverMs / requests });
    const cpu = Number.isNaN(total.serverMs)
      ? ''
      : `   CPU/answer: server ${(total.serverMs / requests).toFixed(2).padStart(5)} ms, client ${(total.clientMs / requests).toFixed(2).padStart(5)} ms`;
    console.log(
      `  ${call.name.padEnd(54)} ${rate.toFixed(0).padStart(6)} req/s ${ratio.toFixed(0).padStart(5)} % of trivial${verdict}` +
        cpu +
        (total.errors > 0 ? ` (${total.errors} non-200)` : ''),
    );
  });
  return results;
}

/**
 * What the local Cache API costs, from the floors, and so the most a cached answer can reach here:
 * a hit is the trivial route plus one lookup (and the route's own few checks). Locally the lookup
 * runs on the same two cores (Miniflare's cache Durable Object and blob store); on Cloudflare it
 * is the cache's I/O, not the worker's CPU. Prints each cached answer's CPU beyond that.
 */
export function cacheLookupShare(
  results: ThroughputResult[],
  names: { d1: string; hitEmpty: string; hitBody: string; largest: string },
) {
  const cpu = (name: string) => results.find((r) => r.name === name)?.serverMsPerAnswer ?? Number.NaN;
  const trivial = results[0]?.serverMsPerAnswer ?? Number.NaN;
  const lookup = cpu(names.hitEmpty) - cpu(names.d1);
  const lookupBody = cpu(names.hitBody) - cpu(names.d1);
  if (!Number.isFinite(trivial + lookup + lookupBody)) return;
  console.log(
    `Local Cache API lookup: ${lookup.toFixed(2)} ms of server CPU for an empty entry, ${lookupBody.toFixed(2)} ms ` +
      `for the largest answer; trivial route ${trivial.toFixed(2)} ms. A cached answer is at least one of each, ` +
      `so here at most ${((trivial / (trivial + lookup)) * 100).toFixed(0)} % of the trivial route's throughput ` +
      `(${((trivial / (trivial + lookupBody)) * 100).toFixed(0)} % at the largest size).`,
  );
  for (const result of results.filter((r) => r.name.endsWith(', cached'))) {
    // The floor's largest entry holds that answer's very bytes: its lookup is the one to take off.
    const largest = result.name === names.largest;
    const own = result.serverMsPerAnswer - trivial - (largest ? lookupBody : lookup);
    console.log(
      `  ${result.name.padEnd(54)} beyond trivial + a lookup ${largest ? 'of its bytes' : 'of an empty entry'}: ` +
        `${own.toFixed(2)} ms`,
    );
  }
}
