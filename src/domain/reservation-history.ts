/**
 * A reservation's history (INSIGHT): the kinds of event stored in reservation_events and how the
 * back office timeline shows each one (icon, background, title key).
 */
import type { TimelineColour } from './timeline.ts';

export const RESERVATION_EVENT_TYPES = [
  'CREATED',
  'MOVED',
  'NOTE_ADDED',
  'NOTE_EDITED',
  'NOTE_REMOVED',
  'DOCUMENTS_SAVED',
  'CANCELLED',
  'NO_SHOW',
  'EARLY_CHECKOUT',
  'EMAIL_SENT',
  // The front desk (FRONTDESK-2, migration 0024).
  'CHECKED_IN',
  'CHECKIN_UNDONE',
  'CHECKED_OUT',
  // The folio (FOLIO-1): a charge or correction, money in and out, a penalty waived.
  'FOLIO_CHARGE',
  'FOLIO_PAYMENT',
  'FOLIO_REFUND',
  'PENALTY_WAIVED',
  // Changing a booking (FOLIO-2, decision 059): dates, room type, party or plan; a night's price set by hand.
  'CHANGED',
  'NIGHT_PRICE_SET',
] as const;
export type ReservationEventType = (typeof RESERVATION_EVENT_TYPES)[number];

/** The timeline's icons (drawn by src/ui/Timeline.tsx). */
export const TIMELINE_ICONS = [
  'plus',
  'move',
  'note',
  'id',
  'cross',
  'alert',
  'door',
  'mail',
  'dot',
  'coin',
] as const;
export type TimelineIcon = (typeof TIMELINE_ICONS)[number];

const LOOK: Record<ReservationEventType, { icon: TimelineIcon; colour: TimelineColour }> = {
  CREATED: { icon: 'plus', colour: 'success' },
  MOVED: { icon: 'move', colour: 'info' },
  NOTE_ADDED: { icon: 'note', colour: 'secondary' },
  NOTE_EDITED: { icon: 'note', colour: 'light' },
  NOTE_REMOVED: { icon: 'note', colour: 'muted' },
  DOCUMENTS_SAVED: { icon: 'id', colour: 'primary' },
  CANCELLED: { icon: 'cross', colour: 'danger' },
  NO_SHOW: { icon: 'alert', colour: 'warning' },
  EARLY_CHECKOUT: { icon: 'door', colour: 'dark' },
  EMAIL_SENT: { icon: 'mail', colour: 'info' },
  CHECKED_IN: { icon: 'door', colour: 'success' },
  CHECKIN_UNDONE: { icon: 'door', colour: 'muted' },
  CHECKED_OUT: { icon: 'door', colour: 'dark' },
  FOLIO_CHARGE: { icon: 'coin', colour: 'secondary' },
  FOLIO_PAYMENT: { icon: 'coin', colour: 'success' },
  FOLIO_REFUND: { icon: 'coin', colour: 'warning' },
  PENALTY_WAIVED: { icon: 'coin', colour: 'info' },
  CHANGED: { icon: 'move', colour: 'primary' },
  NIGHT_PRICE_SET: { icon: 'coin', colour: 'primary' },
};

/** How the timeline shows an event of `type`: its icon, background and title key. */
export function historyLook(type: ReservationEventType): {
  icon: TimelineIcon;
  colour: TimelineColour;
  titleKey: `bo.timeline.event.${ReservationEventType}`;
} {
  return { ...LOOK[type], titleKey: `bo.timeline.event.${type}` };
}

/** E-mail templates the outbox knows, named in the history (others show their raw name). */
export const HISTORY_EMAIL_TEMPLATES = [
  'reservation-confirmation',
  'reservation-cancellation',
  'reservation-early-checkout',
  'reservation-link',
  'reservation-change',
] as const;
