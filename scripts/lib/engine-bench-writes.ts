import { addDays } from '../../src/domain/booking/dates.ts';
import { RATESHEET_MAX_DAYS } from '../../src/domain/ratesheet.ts';
import { alias, BULK_HOTEL_ID, BULK_MANAGER, BULK_ROOM_TYPES, hotelId } from './engine-bench-hotels.ts';
import { percentile } from './engine-bench-timing.ts';

const RESERVATIONS = 24;
const BULK_RUNS = 5;

let benchIp = 0;

/** A fresh client address (the per-address reservation quota is 30 per 10 minutes). */
const nextBenchIp = () => {
  benchIp += 1;
  return `10.123.${(benchIp >> 8) & 255}.${benchIp & 255}`;
};

/** Reservations of 2 nights on the 50-room-type hotel: one at a time, then CONCURRENCY at once. */
export async function reservationsPerSecond(api: string, start: string): Promise<void> {
  const hotel = alias(50);
  let n = 0;
  const book = async (): Promise<{ ms: number; status: number; text: string }> => {
    n += 1;
    // Spread over room types and dates so no night fills up: 10 rooms per type.
    const roomTypeId = hotelId(50) * 100 + (n % 50);
    const checkin = addDays(start, 100 + (n % 60) * 2);
    const started = performance.now();
    const res = await fetch(`${api}/booking/hotels/${hotel}/reservations`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': `bench-reservation-${Date.now()}-${n}`,
        'CF-Connecting-IP': nextBenchIp(),
      },
      body: JSON.stringify({
        stay: { checkin, checkout: addDays(checkin, 2) },
        rooms: [
          { roomTypeId, ratePlanId: hotelId(50) * 10, people: { adults: 2, boys: 0, children: 0, kids: 0 } },
        ],
        guest: {
          email: `bench${n}@example.com`,
          name: 'Bench',
          surname: 'Guest',
          phone: { prefix: '+39', number: '3331234567' },
          nationality: 'Italia',
          countryIso: 'IT',
          consents: { MARKETING: { value: false }, PROFILING: { value: false } },
          language: 'en',
        },
      }),
    });
    const text = await res.text();
    return { ms: performance.now() - started, status: res.status, text };
  };
  const first = await book();
  if (first.status !== 201) {
    console.log(`Reservations: the first answered ${first.status} (${first.text.slice(0, 200)}); skipped.`);
    return;
  }
  const sequential: number[] = [];
  const seqStarted = performance.now();
  for (let i = 0; i < RESERVATIONS; i++) {
    const result = await book();
    if (result.status === 201) sequential.push(result.ms);
  }
  const seqSeconds = (performance.now() - seqStarted) / 1000;
  const parallelStarted = performance.now();
  const parallel = await Promise.all(Array.from({ length: RESERVATIONS }, () => book()));
  const parallelSeconds = (performance.now() - parallelStarted) / 1000;
  const created = parallel.filter((r) => r.status === 201).length;
  const sorted = [...sequential].sort((a, b) => a - b);
  console.log(
    `Reservations (POST, atomic batch): one at a time p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
      `${(sequential.length / seqSeconds).toFixed(1)} /s; ${RESERVATIONS} at once: ${created} created in ` +
      `${(parallelSeconds * 1000).toFixed(0)} ms, ${(created / parallelSeconds).toFixed(1)} /s` +
      (created < RESERVATIONS
        ? ` (${RESERVATIONS - created} refused: ${parallel.find((r) => r.status !== 201)?.status})`
        : ''),
  );
}

/** The ratesheet bulk edit: two years × 20 room types × 3 plans in one request, BULK_RUNS times. */
export async function bulkEdits(origin: string, start: string): Promise<void> {
  const login = await fetch(`${origin}/api/rs/public/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': nextBenchIp() },
    body: JSON.stringify({ email: BULK_MANAGER.email, password: BULK_MANAGER.password }),
  });
  if (login.status !== 200) {
    console.log(`Bulk edit: login answered ${login.status}; skipped.`);
    return;
  }
  const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const headers = { 'Content-Type': 'application/json', Cookie: cookies.join('; '), 'X-XSRF-TOKEN': xsrf };
  const roomTypes = Array.from({ length: BULK_ROOM_TYPES }, (_, r) => BULK_HOTEL_ID * 100 + r);
  const ratePlans = [0, 1, 2].map((p) => BULK_HOTEL_ID * 10 + p);
  const last = `${Number(start.slice(0, 4)) + 2}-${start.slice(5) === '02-29' ? '02-28' : start.slice(5)}`;
  const times: number[] = [];
  let cells = 0;
  for (let run = 0; run < BULK_RUNS; run++) {
    const started = performance.now();
    const res = await fetch(`${origin}/api/rs/secure/hotels/${BULK_HOTEL_ID}/ratesheet/bulk`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        startDate: start,
        endDate: last,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        roomTypes,
        ratePlans,
        targetRate: {
          amount: 100 + run,
          minLOS: run % 2 === 0 ? 2 : null,
          maxLOS: null,
          closedToArrival: null,
          closedToDeparture: null,
        },
      }),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200) {
      console.log(`Bulk edit: run ${run + 1} answered ${res.status} (${text.slice(0, 200)})`);
      return;
    }
    cells = (JSON.parse(text) as { cells: number }).cells;
    times.push(ms);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  console.log(
    `Bulk edit (${start}..${last}, ${BULK_ROOM_TYPES} room types × 3 plans = ${cells} cells, one request): ` +
      `p50 ${p50.toFixed(0)} ms (min ${sorted[0]?.toFixed(0)}, max ${sorted[sorted.length - 1]?.toFixed(0)}), ` +
      `${(1000 / p50).toFixed(2)} bulk edits/s, ${((cells * 1000) / p50).toFixed(0)} cells/s; target ≤ 2000 ms: ` +
      `${p50 <= 2000 ? 'OK' : 'above'}`,
  );

  // The sheet a manager opens after them: its widest span, every cell's last change a two-year bulk
  // edit whose prior values the hint shows (the audit's JSON arrays, read for the span only).
  const sheetTo = addDays(start, RATESHEET_MAX_DAYS - 1);
  const reads: number[] = [];
  for (let run = 0; run < BULK_RUNS; run++) {
    const started = performance.now();
    const res = await fetch(
      `${origin}/api/rs/secure/hotels/${BULK_HOTEL_ID}/ratesheet?from=${start}&to=${sheetTo}`,
      { headers: { Cookie: headers.Cookie } },
    );
    const body = await res.text();
    if (res.status !== 200) {
      console.log(`Ratesheet read: answered ${res.status} (${body.slice(0, 200)})`);
      return;
    }
    reads.push(performance.now() - started);
  }
  const sortedReads = [...reads].sort((a, b) => a - b);
  console.log(
    `Ratesheet read after them (${RATESHEET_MAX_DAYS} days × ${BULK_ROOM_TYPES} room types × 3 plans, last changes` +
      `: what each bulk edit set): p50 ${percentile(sortedReads, 50).toFixed(0)} ms (min ${sortedReads[0]?.toFixed(0)}, ` +
      `max ${sortedReads[sortedReads.length - 1]?.toFixed(0)})`,
  );
}
