/**
 * The signed-in person's notifications as the bell and the list page share them: one read of the
 * query cache (`listNotifications`), so marking read anywhere reloads both the bell's count and
 * the list. The bell's read polls every 30 s with If-None-Match (a 304 costs the worker one
 * indexed count and the browser nothing: the cached answer stays), pauses while the tab is hidden
 * (the cache's interval does not run in the background), and asks at once when it shows again
 * (decision 056).
 */
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationsEndpoints } from '../../../contracts/routes/notifications.ts';
import type { NotificationList } from '../../../contracts/secure/notifications.ts';
import { NOTIFICATION_POLL_MS } from '../../../domain/notifications.ts';
import { secureQueryKey, useQueryClient, useSecureMutation } from '../app/query.ts';

/** How many the bell's list shows. */
export const BELL_SIZE = 6;

const BELL_INPUT = { query: { limit: BELL_SIZE } };

/** The bell's key in the cache: the list endpoint's, so every write that reloads the list reloads it. */
export const bellKey = secureQueryKey(notificationsEndpoints.listNotifications, BELL_INPUT);

let etag: string | null = null;

/**
 * Asks for the bell's page with the last ETag: a 304 answers the cached page unchanged. Not the
 * typed client: it cannot send If-None-Match nor read a 304.
 */
export async function fetchBell(
  client: QueryClient,
  signal?: AbortSignal,
  fetcher: typeof fetch = fetch,
): Promise<NotificationList> {
  const cached = client.getQueryData<NotificationList>(bellKey);
  const response = await fetcher(`/api/rs/secure/notifications?limit=${BELL_SIZE}`, {
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
    headers: { Accept: 'application/json', ...(etag && cached ? { 'If-None-Match': etag } : {}) },
  });
  if (response.status === 304 && cached) return cached;
  if (!response.ok) throw new Error('Error getting the notifications');
  const body = (await response.json()) as NotificationList;
  etag = response.headers.get('ETag');
  return body;
}

/** The bell's page (unread count and newest few), polled while the tab is visible. */
export function useBell() {
  const client = useQueryClient();
  // The tab shows again: ask at once. The document's own event (the cache's focus reload listens
  // on the window, which a page's visibility change does not reach in every browser).
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden') void client.refetchQueries({ queryKey: bellKey });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [client]);
  return useQuery({
    queryKey: bellKey,
    queryFn: ({ signal }) => fetchBell(client, signal),
    refetchInterval: NOTIFICATION_POLL_MS,
    // Network trouble waits for the next poll.
    retry: false,
  });
}

/** Marks notifications read (some, or all): the bell and the list read again. */
export function useMarkRead() {
  return useSecureMutation(notificationsEndpoints.markNotificationsRead, {
    fallback: 'Error marking the notifications read',
    invalidates: [notificationsEndpoints.listNotifications],
  });
}
