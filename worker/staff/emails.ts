/**
 * The staff invitation e-mail, in the inviter's language (the invitee's is not known yet), plain
 * text plus the platform's HTML layout around it, like the password reset's. Names typed by people are
 * made safe to print (worker/mail/text.ts).
 */
import type { Language } from '../../src/contracts/types.ts';
import type { HotelRole } from '../../src/domain/hotel-roles.ts';
import { countText } from '../../src/domain/plural.ts';
import { platformHtml } from '../mail/compose.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { mailLine } from '../mail/text.ts';

const ROLE_NAMES: Record<Language, Record<HotelRole, string>> = {
  en: {
    OWNER: 'owner',
    MANAGER: 'manager',
    FRONT_DESK: 'front desk',
    HOUSEKEEPING: 'housekeeping',
    REVENUE: 'revenue manager',
  },
  it: {
    OWNER: 'titolare',
    MANAGER: 'direttore',
    FRONT_DESK: 'ricevimento',
    HOUSEKEEPING: 'governante / pulizie',
    REVENUE: 'revenue manager',
  },
};

export type Invitation = {
  to: string;
  hotelName: string;
  inviter: string;
  role: HotelRole;
  link: string;
  days: number;
};

/** The paragraphs as text, the paragraph '{link}' being the link; the HTML is the platform layout around it. */
function compose(
  language: Language,
  to: string,
  subject: string,
  paragraphs: string[],
  link: string,
): OutgoingEmail {
  const text = paragraphs.map((p) => (p === '{link}' ? link : p)).join('\n\n');
  return {
    to,
    template: 'staff-invitation',
    subject,
    text,
    language,
    html: platformHtml({ text, language }),
  };
}

export function invitationEmail(language: Language, invitation: Invitation): OutgoingEmail {
  const hotel = mailLine(invitation.hotelName, 120);
  const inviter = mailLine(invitation.inviter, 120);
  const role = ROLE_NAMES[language][invitation.role];
  if (language === 'it') {
    return compose(
      'it',
      invitation.to,
      `Invito a far parte dello staff di ${hotel} su Itaca`,
      [
        'Ciao,',
        `${inviter} ti invita a lavorare con ${hotel} su Itaca, con il ruolo di ${role}.`,
        `Apri questo link entro ${countText(invitation.days, 'it', { one: '{count} giorno', other: '{count} giorni' })} per accettare: sceglierai il tuo nome e la password (se hai già un account Itaca con questo indirizzo, userai la sua password).`,
        '{link}',
        'Il link funziona una sola volta. Se non ti aspettavi questo invito, ignora questa e-mail.',
      ],
      invitation.link,
    );
  }
  return compose(
    'en',
    invitation.to,
    `Join the staff of ${hotel} on Itaca`,
    [
      'Hello,',
      `${inviter} invites you to work with ${hotel} on Itaca, as ${role}.`,
      `Open this link within ${countText(invitation.days, 'en', { one: '{count} day', other: '{count} days' })} to accept: you will choose your name and password (if you already have an Itaca account with this address, you will use its password).`,
      '{link}',
      'The link works once. If you did not expect this invitation, ignore this e-mail.',
    ],
    invitation.link,
  );
}
