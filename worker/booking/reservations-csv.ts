/**
 * The reservations list as a spreadsheet file (the download button of the reservations screen):
 * one line per reservation with the columns the list shows, in the manager's language, UTF-8
 * with a byte-order mark so spreadsheet programs read the accents right. Cells go through
 * src/domain/csv.ts (quoting, and no formula can start from a guest's text).
 */

import type { ReservationListRow } from '../../src/contracts/secure/reservations.ts';
import { toCsv } from '../../src/domain/csv.ts';
import type { DownloadedFile } from '../../src/domain/download.ts';

const HEADERS = {
  en: [
    'Code',
    'Status',
    'Name',
    'Surname',
    'E-mail',
    'Check-in',
    'Check-out',
    'Nights',
    'Rooms',
    'Room types',
    'Assigned rooms',
    'Adults',
    'Teenagers',
    'Children',
    'Infants',
    'Source',
    'Currency',
    'Total',
    'Total with city tax',
    'Unpaid balance',
    'Booked on',
  ],
  it: [
    'Codice',
    'Stato',
    'Nome',
    'Cognome',
    'E-mail',
    'Arrivo',
    'Partenza',
    'Notti',
    'Camere',
    'Tipologie',
    'Camere assegnate',
    'Adulti',
    'Ragazzi',
    'Bambini',
    'Neonati',
    'Origine',
    'Valuta',
    'Totale',
    'Totale con tassa di soggiorno',
    'Saldo da pagare',
    'Prenotata il',
  ],
} as const;

export function reservationsCsv(rows: readonly ReservationListRow[], language: 'en' | 'it'): string {
  return toCsv([
    HEADERS[language],
    ...rows.map((row) => [
      row.code,
      row.status,
      row.guest.name,
      row.guest.surname,
      row.guest.email,
      row.checkin,
      row.checkout,
      row.nights,
      row.roomsCount,
      row.roomTypes.map((type) => type.name[language] ?? type.name.en ?? type.nameKey).join('; '),
      row.assignedRooms.join('; '),
      row.people.adults,
      row.people.boys,
      row.people.children,
      row.people.kids,
      row.source,
      row.currency,
      row.total,
      row.grandTotal,
      row.unpaidBalance,
      row.createdDate.slice(0, 10),
    ]),
  ]);
}

/** The text as a download answer: UTF-8 with a BOM, in base64. */
export function csvDownload(text: string, filename: string): DownloadedFile {
  const bytes = new TextEncoder().encode(`\uFEFF${text}`);
  let binary = '';
  // In chunks: String.fromCharCode takes a bounded number of arguments.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return { file: btoa(binary), filename, contentType: 'text/csv; charset=utf-8' };
}
