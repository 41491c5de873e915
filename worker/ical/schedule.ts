/**
 * The calendar sync's fan-out (CHANNEL-1, decision 050): every cron run (5 minutes) sends one queue
 * message per imported feed; the queue's consumer syncs each message's feed. 10,000 hotels'
 * feeds are then spread across as many consumer invocations as the queue runs at once, instead
 * of one cron invocation fetching them all (docs/capacity.md).
 */
import { allImportIds } from '../data/ical.ts';
import { type SyncEnv, syncImport } from './sync.ts';

/** One queue message: the feed to sync. */
export type IcalSyncMessage = { importId: number };

/** Queues.sendBatch takes at most 100 messages a call. */
const SEND_BATCH = 100;

/** Sends every import's message; returns how many were sent. */
export async function enqueueAllImports(env: {
  DB: D1Database;
  ICAL_SYNC: Queue<IcalSyncMessage>;
}): Promise<number> {
  const ids = await allImportIds(env.DB);
  for (let start = 0; start < ids.length; start += SEND_BATCH) {
    await env.ICAL_SYNC.sendBatch(
      ids.slice(start, start + SEND_BATCH).map((importId) => ({ body: { importId } })),
    );
  }
  return ids.length;
}

/**
 * Syncs a batch's feeds at once (each waits on its channel's answer, not on the CPU; the queue
 * runs several consumers besides). A message whose sync failed for our own fault is retried by
 * the queue; a channel's failure (unreachable, malformed) is logged by the sync and acknowledged.
 */
export async function consumeSyncBatch(env: SyncEnv, batch: MessageBatch<IcalSyncMessage>): Promise<void> {
  await Promise.all(
    batch.messages.map(async (message) => {
      const importId = Number(message.body?.importId);
      if (!Number.isInteger(importId) || importId < 1) {
        message.ack();
        return;
      }
      try {
        await syncImport(env, importId, { startedBy: 'SCHEDULED' });
        message.ack();
      } catch (error) {
        console.error(`Calendar sync of import ${importId} failed`, error);
        message.retry();
      }
    }),
  );
}
