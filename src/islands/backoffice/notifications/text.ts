/**
 * A notification as the person reads it: the event's message in their language, its dates in
 * words, when it happened on the hotel's clock, and where it links (under /secure).
 */
import type { NotificationItem } from '../../../contracts/secure/notifications.ts';
import type { Language } from '../../../contracts/types.ts';
import { displayParams, notificationTime } from '../../../domain/notifications.ts';
import { localePath } from '../../../i18n/paths.ts';
import type { Translate } from '../../../i18n/translate.ts';

/** The message: `New reservation AB12: Mario Rossi, 11 Jan 2027 – 13 Jan 2027 (WIDGET)`. */
export function notificationMessage(item: NotificationItem, t: Translate, language: Language): string {
  const channelName = (code: string) => {
    const key = `bo.reservations.source.${code}`;
    return t.has(key) ? t.text(key) : null;
  };
  return t.text(
    `bo.notifications.event.${item.event}`,
    displayParams(item.params, language, channelName, t('bo.notifications.guest.anonymous')),
  );
}

/** When, on the hotel's clock. */
export function notificationWhen(item: NotificationItem, language: Language): string {
  return notificationTime(item.createdDate, language, item.timeZone);
}

/** The address of a back-office path (`/reservations/AB12`) in `language`: `/it/secure/…` in Italian. */
export function secureLink(language: Language, path: string): string {
  return localePath(language, `/secure${path}`);
}
