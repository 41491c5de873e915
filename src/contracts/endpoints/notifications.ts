/**
 * The secure API's notifications endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import {
  notificationCounts,
  notificationList,
  notificationListQuery,
  notificationPreferences,
  notificationReadInput,
} from '../secure/notifications.ts';

export const notificationsEndpoints = {
  listNotifications: endpoint({
    method: 'get',
    path: '/api/rs/secure/notifications',
    operationId: 'listNotifications',
    query: notificationListQuery,
    response: notificationList,
  }),
  markNotificationsRead: endpoint({
    method: 'post',
    path: '/api/rs/secure/notifications/read',
    operationId: 'markNotificationsRead',
    body: notificationReadInput,
    response: notificationCounts,
  }),
  getNotificationPreferences: endpoint({
    method: 'get',
    path: '/api/rs/secure/notifications/preferences',
    operationId: 'getNotificationPreferences',
    response: notificationPreferences,
  }),
  saveNotificationPreferences: endpoint({
    method: 'put',
    path: '/api/rs/secure/notifications/preferences',
    operationId: 'saveNotificationPreferences',
    body: notificationPreferences,
    response: notificationPreferences,
  }),
};
