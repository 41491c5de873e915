/**
 * The calendar sync's fan-out in workerd: the cron's messages (one per import, sent by 100) and
 * the consumer's acknowledgements (a channel's failure is logged and acknowledged, a junk message
 * dropped). The feeds here point at a private address, refused before any request: no network.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { consumeSyncBatch, enqueueAllImports, type IcalSyncMessage } from './schedule.ts';

const HOTEL = 9801;
const TYPE = 98011;
const IMPORTS = 150;

beforeAll(async () => {
  const now = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO hotels (id, name, name_alias, type, enabled, currency, time_zone, address_json,
         payment_settings_json, policies_json, description_json, created_date, updated_date)
       VALUES (?, 'Fan-out', 'ical-fan-out', 'HOTEL', 1, 'EUR', 'Europe/Rome', '{}', '{}', '{}', '{}', ?, ?)`,
    ).bind(HOTEL, now, now),
    env.DB.prepare(
      `INSERT INTO room_types (id, hotel_id, name_key, name_json, category, max_adults, max_occupancy, base_occupancy)
       VALUES (?, ?, 'room.double', '{"en":"Double"}', 'DOUBLE', 2, 2, 2)`,
    ).bind(TYPE, HOTEL),
    env.DB.prepare(
      `INSERT INTO ical_imports (hotel_id, room_type_id, channel, url, created_date)
       SELECT ?, ?, 'AIRBNB', 'https://10.0.0.1/calendar-' || value || '.ics', ? FROM json_each(?)`,
    ).bind(HOTEL, TYPE, now, JSON.stringify(Array.from({ length: IMPORTS }, (_, i) => i + 1))),
  ]);
});

describe('the calendar sync on the queue', () => {
  it('sends one message per import, by 100', async () => {
    const sent: IcalSyncMessage[][] = [];
    const queue = {
      sendBatch: async (messages: Iterable<MessageSendRequest<IcalSyncMessage>>) => {
        sent.push([...messages].map((m) => m.body));
      },
    } as unknown as Queue<IcalSyncMessage>;
    expect(await enqueueAllImports({ DB: env.DB, ICAL_SYNC: queue })).toBe(IMPORTS);
    expect(sent.map((batch) => batch.length)).toEqual([100, 50]);
    expect(new Set(sent.flat().map((m) => m.importId)).size).toBe(IMPORTS);
  });

  it('acknowledges a feed the channel failed (logged) and a junk message', async () => {
    const first = await env.DB.prepare('SELECT min(id) AS id FROM ical_imports').first<{ id: number }>();
    const outcomes: string[] = [];
    const message = (body: unknown) => ({
      id: String(outcomes.length),
      timestamp: new Date(),
      attempts: 1,
      body,
      ack: () => outcomes.push(`ack ${JSON.stringify(body)}`),
      retry: () => outcomes.push(`retry ${JSON.stringify(body)}`),
    });
    const batch = {
      queue: 'itaca-ical-sync',
      messages: [message({ importId: first?.id }), message({ importId: 'x' })],
      ackAll: () => undefined,
      retryAll: () => undefined,
    } as unknown as MessageBatch<IcalSyncMessage>;
    await consumeSyncBatch(env, batch);
    expect(outcomes.sort()).toEqual([`ack {"importId":${first?.id}}`, 'ack {"importId":"x"}'].sort());
    const run = await env.DB.prepare(
      'SELECT started_by, outcome, http_status, error FROM ical_sync_runs WHERE import_id = ?',
    )
      .bind(first?.id)
      .first<{ started_by: string; outcome: string; http_status: number | null; error: string }>();
    expect(run).toMatchObject({ started_by: 'SCHEDULED', outcome: 'ERROR', http_status: null });
    expect(run?.error).toContain('Refused address');
  });
});
