/**
 * Both parts of an e-mail from one content (decision 057): the text part is what the template
 * writes (guest-typed values made safe by worker/mail/text.ts), the HTML part the same blocks in a
 * layout (worker/mail/layout.tsx).
 *
 * - `guestEmail`: a guest's e-mail written as blocks, in the hotel's brand, Reply-To the hotel.
 * - `withGuestLayout(email, brand)`: a plain-text guest e-mail in the hotel's brand: one call.
 * - `platformHtml(email)`: any plain-text e-mail in Itaca's layout; `queueEmailStatement` applies
 *   it to every message queued without HTML, so a new plain template is HTML with no wiring.
 */
import { blocksOfText, type MailBlock, textOfBlocks } from './blocks.ts';
import type { OutgoingEmail } from './email.ts';
import { guestLayoutHtml, type HotelBrand, type MailLanguage, platformLayoutHtml } from './layout.tsx';

export type { HotelBrand, MailBlock };

function mailLanguage(language: string | undefined): MailLanguage {
  return language === 'it' ? 'it' : 'en';
}

/** The label of a button made from an address alone on a line of a plain-text e-mail. */
const OPEN_LINK: Record<MailLanguage, string> = { en: 'Open the link', it: 'Apri il link' };

/** The inbox preview: the text's first line that says something (not the greeting). */
function previewOf(text: string): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return (lines.find((line, index) => index > 0 && !/^https?:/.test(line)) ?? lines[0] ?? '').slice(0, 140);
}

/** The HTML of a plain-text e-mail in the platform's layout. */
export function platformHtml(email: Pick<OutgoingEmail, 'text' | 'language'>): string {
  const language = mailLanguage(email.language);
  return platformLayoutHtml({
    language,
    preview: previewOf(email.text),
    blocks: blocksOfText(email.text, OPEN_LINK[language]),
  });
}

/**
 * A plain-text guest e-mail in the hotel's brand, replies to the hotel. `linkLabel` names the
 * button its link becomes ("Write your review"); left out, "Open the link".
 */
export function withGuestLayout(email: OutgoingEmail, brand: HotelBrand, linkLabel?: string): OutgoingEmail {
  const language = mailLanguage(email.language);
  return {
    ...email,
    html: guestLayoutHtml({
      language,
      preview: previewOf(email.text),
      brand,
      blocks: blocksOfText(email.text, linkLabel ?? OPEN_LINK[language]),
    }),
    ...(brand.email ? { replyTo: brand.email } : {}),
  };
}

/** The hotel at the end of a guest e-mail's text part (the HTML's footer says the same). */
function hotelLines(brand: HotelBrand, language: MailLanguage): string[] {
  const it = language === 'it';
  return [
    brand.name,
    brand.address,
    brand.mapUrl ? `${it ? 'Mappa' : 'Map'}: ${brand.mapUrl}` : '',
    brand.phone ? `${it ? 'Telefono' : 'Phone'}: ${brand.phone}` : '',
    brand.email ? `E-mail: ${brand.email}` : '',
  ].filter((line) => line !== '');
}

/** A guest's e-mail written as blocks: its text part and, in the hotel's brand, its HTML part. */
export function guestEmail(args: {
  to: string;
  template: string;
  subject: string;
  language: string;
  brand: HotelBrand;
  blocks: readonly MailBlock[];
}): OutgoingEmail {
  const language = mailLanguage(args.language);
  const text = `${textOfBlocks(args.blocks)}\n\n${hotelLines(args.brand, language).join('\n')}`;
  return {
    to: args.to,
    template: args.template,
    subject: args.subject,
    language,
    text,
    html: guestLayoutHtml({ language, preview: previewOf(text), brand: args.brand, blocks: args.blocks }),
    ...(args.brand.email ? { replyTo: args.brand.email } : {}),
  };
}
