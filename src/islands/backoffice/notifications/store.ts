/**
 * The signed-in person's notifications as the bell and the list page share them (a nanostore):
 * the bell polls every 30 s with If-None-Match (a 304 costs the worker one indexed count and the
 * browser nothing), pauses while the tab is hidden, and asks at once when it shows again; the
 * list page's "mark as read" updates the bell through the same store (decision 056).
 */
import { atom } from 'nanostores';
import { notificationsEndpoints } from '../../../contracts/routes/notifications.ts';
import type { NotificationItem, NotificationList } from '../../../contracts/secure/notifications.ts';
import { NOTIFICATION_POLL_MS } from '../../../domain/notifications.ts';
import { secureApi } from '../app/request.ts';

/** How many the bell's list shows. */
export const BELL_SIZE = 6;

export type BellState = { unread: number; items: NotificationItem[]; loaded: boolean };

export const $bell = atom<BellState>({ unread: 0, items: [], loaded: false });

let etag: string | null = null;

/** Asks for the bell's page; a 304 changes nothing. Network trouble waits for the next poll. */
export async function pollBell(fetcher: typeof fetch = fetch): Promise<void> {
  try {
    const response = await fetcher(`/api/rs/secure/notifications?limit=${BELL_SIZE}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(etag ? { 'If-None-Match': etag } : {}) },
    });
    if (response.status === 304 || !response.ok) return;
    const body = (await response.json()) as NotificationList;
    etag = response.headers.get('ETag');
    $bell.set({ unread: body.unread, items: body.items, loaded: true });
  } catch {
    // Offline for a moment: the next poll tries again.
  }
}

/**
 * Polls while the page is visible; returns the stop function. Hidden tabs ask nothing (a back
 * office left open all night costs nothing); showing again asks at once.
 */
export function startPolling(): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  const run = () => void pollBell();
  const start = () => {
    if (timer !== null) return;
    run();
    timer = setInterval(run, NOTIFICATION_POLL_MS);
  };
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
  document.addEventListener('visibilitychange', onVisibility);
  if (document.visibilityState !== 'hidden') start();
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Marks notifications read (some, or all), then refreshes the bell. */
export async function markRead(which: { ids: number[] } | { all: true }): Promise<void> {
  await secureApi(
    notificationsEndpoints.markNotificationsRead,
    { body: which },
    { fallback: 'Error marking the notifications read' },
  );
  await pollBell();
}
