/**
 * The signed-in person's notifications (worker/routes/secure-notifications.ts) for the OpenAPI
 * document; appended to `secureOperations` (secure.ts). Decision 056.
 */
import {
  notificationCounts,
  notificationList,
  notificationListQuery,
  notificationPreferences,
  notificationReadInput,
} from '../../src/contracts/secure/notifications.ts';
import type { OperationSpec } from './registry.ts';

const TAGS = ['Back office: notifications'] as const;
const NO_STORE = 'no-store';

export const notificationOperations: OperationSpec[] = [
  {
    method: 'get',
    path: '/api/rs/secure/notifications',
    operationId: 'listNotifications',
    summary: "The signed-in person's notifications, of every hotel where they work, newest first",
    description:
      'Only what their role at each hotel lets them read now (decision 056), and only hotels where they are active staff. Poll it (the back office does every 30 s) with `If-None-Match`: when the unread count, the total and the newest id are the same, the answer is 304 with no body. `unread=true` leaves the read ones out; `offset` and `limit` page back (at most 50).',
    tags: TAGS,
    access: 'session',
    query: notificationListQuery,
    headers: [
      {
        name: 'If-None-Match',
        required: false,
        description: 'The ETag of the last answer: 304 when nothing changed',
        schema: { type: 'string' },
      },
    ],
    success: {
      status: 200,
      description: '`unread` counts every unread one, `items` is the page asked for',
      schema: notificationList,
      cacheControl: 'private, no-cache',
      headers: {
        ETag: {
          description: 'Weak tag of the counts, the newest id and the page',
          schema: { type: 'string' },
        },
      },
    },
    errors: [400, 401],
  },
  {
    method: 'post',
    path: '/api/rs/secure/notifications/read',
    operationId: 'markNotificationsRead',
    summary: 'Mark some notifications read, or all of them',
    description:
      '`{ "ids": [...] }` (at most 50) or `{ "all": true }`. Ids that are not the person\'s own change nothing. Answers the new counts.',
    tags: TAGS,
    access: 'session-xsrf',
    body: notificationReadInput,
    bodyExample: { ids: [12, 13] },
    success: {
      status: 200,
      description: 'The counts now',
      schema: notificationCounts,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'get',
    path: '/api/rs/secure/notifications/preferences',
    operationId: 'getNotificationPreferences',
    summary: 'How the person receives each kind: APP, EMAIL (in the app and by e-mail) or OFF',
    tags: TAGS,
    access: 'session',
    success: {
      status: 200,
      description: 'One row per kind some event sends; unchosen kinds show their default',
      schema: notificationPreferences,
      cacheControl: NO_STORE,
    },
    errors: [401],
  },
  {
    method: 'put',
    path: '/api/rs/secure/notifications/preferences',
    operationId: 'saveNotificationPreferences',
    summary: 'Choose how each kind is received',
    description: 'The kinds given are saved; the others keep their choice.',
    tags: TAGS,
    access: 'session-xsrf',
    body: notificationPreferences,
    bodyExample: { preferences: [{ kind: 'REVIEW', channel: 'EMAIL' }] },
    success: {
      status: 200,
      description: 'Every kind, saved',
      schema: notificationPreferences,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 413, 415],
  },
];
