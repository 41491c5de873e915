/**
 * The e-mail a hotel's managers get when a channel's calendar brings a stay that does not fit
 * (CHANNEL-1): until the notification centre exists, the outbox carries it, beside the
 * planning's banner. In the manager's language (English or Italian).
 */
import type { OutgoingEmail } from '../mail/outbox.ts';

export const CONFLICT_TEMPLATE = 'channel-sync-conflict';

export function conflictEmail(facts: {
  to: string;
  language: string;
  hotelName: string;
  channel: string;
  code: string;
  checkin: string;
  checkout: string;
  planningUrl: string;
}): OutgoingEmail {
  const it = facts.language === 'it';
  const subject = it
    ? `${facts.hotelName}: prenotazione ${facts.channel} in overbooking (${facts.checkin})`
    : `${facts.hotelName}: ${facts.channel} stay overbooked (${facts.checkin})`;
  const text = it
    ? [
        `Il calendario di ${facts.channel} ha portato un soggiorno dal ${facts.checkin} al ${facts.checkout} che non trova una camera libera (o cade su notti chiuse).`,
        `È sul planning come prenotazione ${facts.code}, in overbooking: assegnale una camera, oppure chiudi le date sul canale e annullala.`,
        '',
        `Planning: ${facts.planningUrl}`,
      ].join('\n')
    : [
        `${facts.channel}'s calendar brought a stay from ${facts.checkin} to ${facts.checkout} that finds no free room (or falls on closed nights).`,
        `It is on the planning as reservation ${facts.code}, overbooked: give it a room, or close the dates on the channel and cancel it.`,
        '',
        `Planning: ${facts.planningUrl}`,
      ].join('\n');
  return { to: facts.to, subject, text, language: it ? 'it' : 'en', template: CONFLICT_TEMPLATE };
}
