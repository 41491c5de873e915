/**
 * The printable receipt of a stay (FOLIO-1): one HTML page with print CSS (A4, one page for a
 * usual stay), in the guest's language, with the hotel's legal name, address and VAT number (shown
 * only when the format rules accept it), the guest, every folio line and payment, and the totals
 * by VAT rate. Built from the folio itself (worker/folio/folio.ts), so it says what the screen says.
 *
 * The legal name and VAT number are the billing details of the hotel's contract (registration);
 * a hotel without one prints its name and address only.
 */
import type { FolioView } from '../../src/contracts/secure/folio.ts';
import type { Language } from '../../src/contracts/types.ts';
import { formatShortDate, LOCALE } from '../../src/domain/dates-format.ts';
import { isVatNumber } from '../../src/domain/formats.ts';
import { numberFormat } from '../../src/domain/intl.ts';
import { toSupportedLanguage } from '../../src/domain/language.ts';
import type { AddressInfo } from '../../src/domain/types.ts';
import { type MessageKey, translate } from '../../src/i18n/dictionary.ts';
import { parseJson } from '../data/stored-documents.ts';
import { storedGuest } from '../data/stored-reservation.ts';
import { escapeHtml } from '../mail/text.ts';
import { readFolio } from './folio.ts';

export type Receipt = {
  language: Language;
  hotel: { name: string; legalName: string; address: string; vatNumber: string | null };
  guest: { name: string; email: string };
  code: string;
  checkin: string;
  checkout: string;
  folio: FolioView;
};

type Billing = { companyName?: string; vatNumber?: string; address?: string; zip?: string; city?: string };

/** The receipt of reservation `code` of hotel `hotelId`, or null. */
export async function loadReceipt(db: D1Database, hotelId: number, code: string): Promise<Receipt | null> {
  const folio = await readFolio(db, hotelId, code);
  if (!folio) return null;
  const billingRow = await db
    .prepare(
      'SELECT billing_json FROM hotel_contracts WHERE hotel_id = ? ORDER BY start_date DESC, id DESC LIMIT 1',
    )
    .bind(hotelId)
    .first<{ billing_json: string }>();
  const billing = parseJson<Billing>(billingRow?.billing_json ?? '{}', {});
  const { row } = folio.stored;
  const address = parseJson<AddressInfo>(row.hotel_address_json, {});
  const guest = storedGuest(folio.stored);
  const vat = (billing.vatNumber ?? '').replace(/\s+/g, '').toUpperCase();
  const billingAddress = [billing.address, [billing.zip, billing.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    language: toSupportedLanguage(row.language) ?? 'en',
    hotel: {
      name: row.hotel_name,
      legalName: billing.companyName?.trim() || row.hotel_name,
      address: billingAddress || addressLine(address),
      vatNumber: vat && isVatNumber(vat) ? vat : null,
    },
    guest: { name: `${guest.name} ${guest.surname}`.trim(), email: guest.email },
    code: row.code,
    checkin: row.checkin,
    checkout: row.checkout,
    folio: folio.view,
  };
}

function addressLine(address: AddressInfo): string {
  const street = address.address ?? [address.street, address.number].filter(Boolean).join(' ');
  const place = [address.zipcode, address.city, address.province ? `(${address.province})` : '']
    .filter(Boolean)
    .join(' ');
  return [street, place, address.country].filter(Boolean).join(', ');
}

/** One folio line in words: "Room 1 · Night of 01/05/2026", "Parking", "Penalty waived: reason". */
function lineText(
  line: FolioView['lines'][number],
  t: (key: MessageKey, params?: Record<string, string | number>) => string,
  language: Language,
): string {
  const room = line.room !== null ? `${t('folio.line.room', { number: line.room })} · ` : '';
  switch (line.kind) {
    case 'ACCOMMODATION':
      return `${room}${t('folio.line.night', { date: formatShortDate(line.date, language) })}`;
    case 'EXTRA': {
      const name = line.itemName
        ? (line.itemName[language] ?? line.itemName.en ?? Object.values(line.itemName)[0])
        : null;
      const bed = line.bedType ? translate(language, `widget.results.bed.${line.bedType}`) : null;
      return `${room}${name ?? bed ?? t('folio.line.extras')}`;
    }
    case 'CITY_TAX':
      return `${room}${t('folio.line.city.tax')}`;
    case 'PENALTY':
      return `${room}${t('folio.line.penalty')}`;
    case 'WAIVER':
      return `${t('folio.line.waiver')}${line.reason ? `: ${line.reason}` : ''}`;
    default:
      return `${line.description ?? ''}${line.reason ? ` (${line.reason})` : ''}`;
  }
}

/** "Receipt no. 2026/12" for the last valid number issued, "Receipt (pro forma)" before one is. */
function receiptTitle(
  folio: FolioView,
  t: (key: MessageKey, params?: Record<string, string | number>) => string,
): string {
  const valid = folio.receipts.filter((receipt) => receipt.voided === null).at(-1);
  return valid
    ? t('folio.receipt.numbered', { number: `${valid.year}/${valid.number}` })
    : t('folio.receipt.proforma');
}

/** The receipt as a complete HTML document (print CSS: A4, margins that fit one page). */
export function receiptHtml(receipt: Receipt): string {
  const { language, folio } = receipt;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params);
  const money = (cents: number) =>
    numberFormat(LOCALE[language], { style: 'currency', currency: folio.currency }).format(cents / 100);
  const date = (iso: string) => formatShortDate(iso, language);
  const e = escapeHtml;
  const rate = (vatRate: number | null) => (vatRate === null ? t('folio.receipt.vat.none') : `${vatRate}%`);
  const lines = folio.lines
    .map(
      (line) =>
        `<tr><td>${e(date(line.date))}</td><td>${e(lineText(line, t, language))}</td><td class="n">${e(rate(line.vatRate))}</td><td class="n">${e(money(line.amountCents))}</td></tr>`,
    )
    .join('');
  const payments = folio.payments
    .map(
      (p) =>
        `<tr><td>${e(date(p.date))}</td><td>${e(t(p.kind === 'PAYMENT' ? 'folio.receipt.payment' : 'folio.receipt.refund'))} · ${e(t(`folio.method.${p.method}` as MessageKey))}${p.reference ? ` · ${e(p.reference)}` : ''}</td><td class="n">${e(money(p.kind === 'PAYMENT' ? -p.amountCents : p.amountCents))}</td></tr>`,
    )
    .join('');
  const vat = folio.vatTotals
    .map(
      (row) =>
        `<tr><td>${e(rate(row.vatRate))}</td><td class="n">${e(money(row.taxableCents))}</td><td class="n">${e(money(row.vatCents))}</td><td class="n">${e(money(row.grossCents))}</td></tr>`,
    )
    .join('');
  const hotel = receipt.hotel;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(t('folio.receipt.title', { code: receipt.code }))}</title>
<style>
@page { size: A4; margin: 14mm 14mm 16mm; }
* { box-sizing: border-box; }
body { font: 10pt/1.35 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #111; margin: 0 auto; max-width: 182mm; padding: 12px; }
header { display: flex; justify-content: space-between; gap: 16px; border-bottom: 2px solid #111; padding-bottom: 8px; margin-bottom: 10px; }
h1 { font-size: 15pt; margin: 0 0 2px; }
h2 { font-size: 10.5pt; margin: 12px 0 4px; }
p { margin: 0; }
.muted { color: #444; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: 2.5px 4px; border-bottom: 1px solid #ccc; vertical-align: top; }
th { font-weight: 600; border-bottom: 1px solid #111; }
.n { text-align: right; white-space: nowrap; }
.totals { margin-top: 10px; margin-left: auto; width: 60%; }
.totals td { border: 0; }
.totals tr.strong td { font-weight: 700; border-top: 1px solid #111; }
footer { margin-top: 14px; font-size: 8.5pt; color: #444; }
@media print { body { padding: 0; max-width: none; } .noprint { display: none; } tr { break-inside: avoid; } }
</style>
</head>
<body>
<header>
  <div>
    <h1>${e(hotel.legalName)}</h1>
    ${hotel.legalName !== hotel.name ? `<p>${e(hotel.name)}</p>` : ''}
    <p class="muted">${e(hotel.address)}</p>
    ${hotel.vatNumber ? `<p class="muted">${e(t('folio.receipt.vat.number', { number: hotel.vatNumber }))}</p>` : ''}
  </div>
  <div style="text-align:right">
    <p><strong>${e(receiptTitle(folio, t))}</strong></p>
    <p>${e(t('folio.receipt.reservation', { code: receipt.code }))}</p>
    <p>${e(t('folio.receipt.stay', { checkin: date(receipt.checkin), checkout: date(receipt.checkout) }))}</p>
  </div>
</header>
<p><strong>${e(t('folio.receipt.guest'))}</strong> ${e(receipt.guest.name)}${receipt.guest.email ? ` · ${e(receipt.guest.email)}` : ''}</p>
<h2>${e(t('folio.receipt.lines'))}</h2>
<table>
<thead><tr><th>${e(t('folio.receipt.date'))}</th><th>${e(t('folio.receipt.description'))}</th><th class="n">${e(t('folio.receipt.vat'))}</th><th class="n">${e(t('folio.receipt.amount'))}</th></tr></thead>
<tbody>${lines}</tbody>
</table>
${
  payments
    ? `<h2>${e(t('folio.receipt.payments'))}</h2>
<table>
<thead><tr><th>${e(t('folio.receipt.date'))}</th><th>${e(t('folio.receipt.description'))}</th><th class="n">${e(t('folio.receipt.amount'))}</th></tr></thead>
<tbody>${payments}</tbody>
</table>`
    : ''
}
<h2>${e(t('folio.receipt.vat.totals'))}</h2>
<table>
<thead><tr><th>${e(t('folio.receipt.vat'))}</th><th class="n">${e(t('folio.receipt.taxable'))}</th><th class="n">${e(t('folio.receipt.vat.amount'))}</th><th class="n">${e(t('folio.receipt.gross'))}</th></tr></thead>
<tbody>${vat}</tbody>
</table>
<table class="totals">
<tbody>
<tr><td>${e(t('folio.receipt.total'))}</td><td class="n">${e(money(folio.chargesCents))}</td></tr>
<tr><td>${e(t('folio.receipt.paid'))}</td><td class="n">${e(money(folio.paidCents))}</td></tr>
<tr class="strong"><td>${e(t(folio.balanceCents === 0 ? 'folio.receipt.settled' : folio.balanceCents > 0 ? 'folio.receipt.balance' : 'folio.receipt.credit'))}</td><td class="n">${e(money(Math.abs(folio.balanceCents)))}</td></tr>
</tbody>
</table>
<footer>${e(t('folio.receipt.footer'))}</footer>
</body>
</html>`;
}
