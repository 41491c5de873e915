/**
 * Data access of the onboarding flows (SITEFLOW-2 join flow, quote form, demo request; spec
 * 001 help request): statements to put in one `db.batch`, the pending-hotels page, and the
 * e-mails those flows queue. Every value is bound, never spliced into SQL.
 */

import type { DemoRequest } from '../../src/contracts/demo-request.ts';
import type { HelpRequest } from '../../src/contracts/help-request.ts';
import type { Quote } from '../../src/contracts/join.ts';
import { cryptoRandomBytes, type RandomBytes, roomsNumberLabel } from '../../src/domain/hotel-types.ts';
import { countText } from '../../src/domain/plural.ts';
import type { AddressInfo } from '../../src/domain/types.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { mailBlock, mailLine } from '../mail/text.ts';
import type { RowsPage } from './paging.ts';

// ---------------------------------------------------------------------------------------------
// Demo requests

export function insertDemoRequestStatement(
  db: D1Database,
  demo: DemoRequest,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO demo_requests
         (name, surname, email, phone, hotel_name, hotel_type, rooms_number, message, language, privacy_accepted, created_date)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
    )
    .bind(
      demo.name,
      demo.surname,
      demo.email,
      demo.phone ?? null,
      demo.hotelName,
      demo.hotelType ?? null,
      demo.roomsNumber ?? null,
      demo.message ?? null,
      demo.language,
      now.toISOString(),
    );
}

// ---------------------------------------------------------------------------------------------
// Join

/** Whether a manager account uses this e-mail address (the column is COLLATE NOCASE). */
export async function managerEmailExists(db: D1Database, email: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS found FROM managers WHERE email = ? LIMIT 1').bind(email).first();
  return row !== null;
}

export function insertJoinRequestStatement(
  db: D1Database,
  join: { email: string; sendEmail: boolean; isContinue: boolean },
  now: Date,
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO join_requests (email, send_email, is_continue, created_date) VALUES (?, ?, ?, ?)')
    .bind(join.email, join.sendEmail ? 1 : 0, join.isContinue ? 1 : 0, now.toISOString());
}

// ---------------------------------------------------------------------------------------------
// Quotes

/**
 * A new quote_requests id, chosen in the worker: a uniformly random integer of 52 bits
 * (1 ≤ id < 2^52, safe in JS numbers and in SQLite's INTEGER).
 *
 * Why not AUTOINCREMENT: D1 has no interactive transactions, so the quote and its hotels
 * must go in one `batch` to be all-or-nothing, and the hotels need the quote's id. Inside a
 * batch, `last_insert_rowid()` changes after every hotel insert and `max(id)` relies on D1
 * serialising writers; "insert, then batch the rest, delete on failure" leaves an orphan quote
 * when the worker dies in between. A random id known before the batch makes the whole write one
 * atomic batch. A collision (1 in 4.5e15 per pair) fails that batch on the primary key, with
 * nothing written, and the caller retries with a new id.
 */
export function newQuoteId(random: RandomBytes = cryptoRandomBytes): number {
  const bytes = random(7);
  let id = (bytes[0] ?? 0) & 0x0f;
  for (let i = 1; i < 7; i++) id = id * 256 + (bytes[i] ?? 0);
  return id === 0 ? 1 : id;
}

/** A hotel of the quote as stored: its name and alias already resolved. */
export type QuoteHotelRow = {
  name: string;
  nameAlias: string;
  type: string;
  stars: number | null;
  roomsNumber: number | null;
  addressInfo: AddressInfo | null;
};

export type NewQuote = {
  id: number;
  quote: Quote;
  managerId: number | null;
  hotels: QuoteHotelRow[];
};

/** The quote row and one row per hotel, in order: put them in one batch. */
export function insertQuoteStatements(db: D1Database, input: NewQuote, now: Date): D1PreparedStatement[] {
  const created = now.toISOString();
  const { quote } = input;
  const statements = [
    db
      .prepare(
        `INSERT INTO quote_requests (id, email, manager_id, building_type, count, group_flag, group_name, language, created_date)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        input.id,
        quote.manager.email,
        input.managerId,
        quote.buildingType,
        quote.count,
        quote.group ? 1 : 0,
        quote.group ? (quote.groupName ?? null) : null,
        quote.language,
        created,
      ),
  ];
  for (const hotel of input.hotels) {
    statements.push(
      db
        .prepare(
          `INSERT INTO quote_hotels (quote_id, name, name_alias, type, stars, rooms_number, address_json, status, created_date)
           VALUES (?, ?, ?, ?, ?, ?, ?, 'PENDING', ?)`,
        )
        .bind(
          input.id,
          hotel.name,
          hotel.nameAlias,
          hotel.type,
          hotel.stars,
          hotel.roomsNumber,
          hotel.addressInfo ? JSON.stringify(hotel.addressInfo) : null,
          created,
        ),
    );
  }
  return statements;
}

/** True when a batch failed because the random quote id was taken (retry with another). */
export function isQuoteIdCollision(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: quote_requests\.id/.test(error.message);
}

type PendingHotelRow = {
  id: number;
  name: string;
  name_alias: string;
  type: string;
  stars: number | null;
  rooms_number: number | null;
  address_json: string | null;
  status: PendingHotelRecord['status'];
  created_date: string;
};

/** A hotel proposed in one of the manager's quotes, and where it stands. */
export type PendingHotelRecord = {
  id: number;
  name: string;
  nameAlias: string;
  type: string;
  stars: number | null;
  roomsNumber: number | null;
  /** Null when the stored address cannot be read. */
  addressInfo: AddressInfo | null;
  status: 'PENDING' | 'ACTIVE' | 'REJECTED';
  createdDate: string;
};

function parseAddress(json: string | null): AddressInfo | null {
  if (json === null) return null;
  try {
    return JSON.parse(json) as AddressInfo;
  } catch {
    return null;
  }
}

function toPendingHotel(row: PendingHotelRow): PendingHotelRecord {
  return {
    id: row.id,
    name: row.name,
    nameAlias: row.name_alias,
    type: row.type,
    stars: row.stars,
    roomsNumber: row.rooms_number,
    addressInfo: parseAddress(row.address_json),
    status: row.status,
    createdDate: row.created_date,
  };
}

export type PendingHotelSortField = 'createdDate' | 'name';

/** Sort columns by API field: a fixed map, so no client text ever reaches ORDER BY. */
const SORT_COLUMNS: Record<PendingHotelSortField, string> = {
  createdDate: 'h.created_date',
  name: 'h.name COLLATE NOCASE',
};

export type PendingHotelsQuery = {
  managerId: number;
  email: string;
  onlyPending: boolean;
  page: number;
  size: number;
  sort: { field: PendingHotelSortField; direction: 'asc' | 'desc' }[];
};

/**
 * The hotels proposed in the manager's quotes: those sent while logged in (manager_id) and
 * those sent with the manager's e-mail before the account existed (email, case-insensitive).
 * Default order: newest first; the id breaks ties so pages never overlap.
 */
export async function findPendingHotels(
  db: D1Database,
  query: PendingHotelsQuery,
): Promise<RowsPage<PendingHotelRecord>> {
  const where = `FROM quote_hotels h JOIN quote_requests q ON q.id = h.quote_id
     WHERE (q.manager_id = ?1 OR q.email = ?2) AND (?3 = 0 OR h.status = 'PENDING')`;
  const sort =
    query.sort.length > 0 ? query.sort : [{ field: 'createdDate' as const, direction: 'desc' as const }];
  const orderBy = sort.map(
    (order) => `${SORT_COLUMNS[order.field]} ${order.direction === 'asc' ? 'ASC' : 'DESC'}`,
  );
  orderBy.push(`h.id ${sort[0]?.direction === 'asc' ? 'ASC' : 'DESC'}`);
  const params = [query.managerId, query.email, query.onlyPending ? 1 : 0];
  const [rows, count] = await db.batch<PendingHotelRow | { total: number }>([
    db
      .prepare(
        `SELECT h.id, h.name, h.name_alias, h.type, h.stars, h.rooms_number, h.address_json, h.status, h.created_date
         ${where} ORDER BY ${orderBy.join(', ')} LIMIT ?4 OFFSET ?5`,
      )
      .bind(...params, query.size, query.page * query.size),
    db.prepare(`SELECT count(*) AS total ${where}`).bind(...params),
  ]);
  const found = ((rows?.results ?? []) as PendingHotelRow[]).map(toPendingHotel);
  const total = ((count?.results[0] as { total: number } | undefined)?.total ?? 0) as number;
  return { rows: found, total };
}

// ---------------------------------------------------------------------------------------------
// Help requests

export function insertHelpRequestStatement(
  db: D1Database,
  help: HelpRequest,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO help_requests (type, hours, phone, email, sender, text, created_date) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(
      help.type,
      help.type === 'PHONE' ? help.hours : null,
      help.phone ?? null,
      help.email ?? null,
      help.sender ?? null,
      help.text,
      now.toISOString(),
    );
}

// ---------------------------------------------------------------------------------------------
// E-mails (plain text only: user-supplied values are never interpreted as HTML)

/** Strips a trailing slash so `${base}/quote` never doubles it. */
export function siteBase(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/** The link of the join invitation: always built from SITE_URL, never from the request's Host. */
export function quoteLink(siteUrl: string, email: string): string {
  return `${siteBase(siteUrl)}/quote?email=${encodeURIComponent(email)}`;
}

/** A value safe for a header line (subject) or one line of text (worker/mail/text.ts). */
function oneLine(value: string, max = 120): string {
  return mailLine(value, max);
}

const DAYS = {
  en: { one: '{count} day', other: '{count} days' },
  it: { one: '{count} giorno', other: '{count} giorni' },
};
const PROPERTIES = { one: '{count} property', other: '{count} properties' };

function lines(...parts: (string | null | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === 'string').join('\n');
}

export function demoConfirmationEmail(demo: DemoRequest, demoTrialDays: number): OutgoingEmail {
  const it = demo.language === 'it';
  return {
    to: demo.email,
    template: 'demo-request-confirmation',
    language: it ? 'it' : 'en',
    subject: it ? 'Abbiamo ricevuto la tua richiesta di demo' : 'We received your demo request',
    text: it
      ? lines(
          `Ciao ${oneLine(demo.name)},`,
          '',
          `grazie per l'interesse. Ti contatteremo presto per organizzare la demo per ${oneLine(demo.hotelName)}.`,
          `La prova gratuita dura ${countText(demoTrialDays, 'it', DAYS.it)}.`,
        )
      : lines(
          `Hello ${oneLine(demo.name)},`,
          '',
          `thank you for your interest. We will contact you soon to arrange the demo for ${oneLine(demo.hotelName)}.`,
          `The free trial lasts ${countText(demoTrialDays, 'en', DAYS.en)}.`,
        ),
  };
}

export function demoNotificationEmail(demo: DemoRequest, to: string): OutgoingEmail {
  return {
    to,
    template: 'demo-request-notification',
    subject: oneLine(`Demo request: ${demo.hotelName}`),
    text: lines(
      `Name: ${oneLine(demo.name)} ${oneLine(demo.surname)}`,
      `E-mail: ${demo.email}`,
      demo.phone && `Phone: ${demo.phone}`,
      `Hotel: ${oneLine(demo.hotelName)}`,
      demo.hotelType && `Type: ${demo.hotelType}`,
      demo.roomsNumber !== undefined && `Rooms: ${demo.roomsNumber}`,
      `Language: ${demo.language}`,
      demo.message && `Message:\n${mailBlock(demo.message)}`,
    ),
  };
}

export function joinInvitationEmail(email: string, siteUrl: string, hasAccount: boolean): OutgoingEmail {
  const link = quoteLink(siteUrl, email);
  return {
    to: email,
    template: 'join-invitation',
    subject: 'Your property on Itaca',
    text: lines(
      'Hello,',
      '',
      'to ask for a quote for your property, continue here:',
      link,
      hasAccount && '',
      hasAccount && `You already have an account: you can also log in at ${siteBase(siteUrl)}/login`,
      '',
      'If you did not ask for this e-mail, ignore it.',
    ),
  };
}

function describeHotel(hotel: QuoteHotelRow): string {
  const parts = [oneLine(hotel.name), hotel.type];
  if (hotel.stars !== null) parts.push(`${hotel.stars}*`);
  if (hotel.roomsNumber !== null) parts.push(`rooms ${roomsNumberLabel(hotel.roomsNumber)}`);
  const address = hotel.addressInfo;
  if (address) {
    parts.push(oneLine([address.address, address.city, address.country].filter(Boolean).join(', ')));
  }
  return `- ${parts.join(' · ')}`;
}

export function quoteConfirmationEmail(
  quote: Quote,
  hotels: QuoteHotelRow[],
  siteUrl: string,
): OutgoingEmail {
  const it = quote.language === 'it';
  const list = hotels.map(describeHotel).join('\n');
  return {
    to: quote.manager.email,
    template: 'quote-confirmation',
    subject: it ? 'Abbiamo ricevuto la tua richiesta di preventivo' : 'We received your quote request',
    text: it
      ? lines(
          'Ciao,',
          '',
          'grazie per la richiesta di preventivo per:',
          list,
          '',
          `Ti contatteremo presto. Accedi o registrati su ${siteBase(siteUrl)}/login per seguirne lo stato.`,
        )
      : lines(
          'Hello,',
          '',
          'thank you for your quote request for:',
          list,
          '',
          `We will contact you soon. Log in or register at ${siteBase(siteUrl)}/login to follow it.`,
        ),
  };
}

export function quoteNotificationEmail(
  quote: Quote,
  quoteId: number,
  hotels: QuoteHotelRow[],
  managerId: number | null,
  to: string,
): OutgoingEmail {
  return {
    to,
    template: 'quote-notification',
    subject: oneLine(
      `Quote request ${quoteId}: ${quote.buildingType}, ${countText(hotels.length, 'en', PROPERTIES)}`,
    ),
    text: lines(
      `Quote: ${quoteId}`,
      `E-mail: ${quote.manager.email}`,
      managerId !== null && `Manager id: ${managerId}`,
      `Building type: ${quote.buildingType}`,
      quote.group && `Group: ${oneLine(quote.groupName ?? '')}`,
      `Language: ${quote.language}`,
      '',
      hotels.map(describeHotel).join('\n'),
    ),
  };
}

export function helpRequestEmail(
  help: HelpRequest,
  to: string,
  user: { id: number; email: string } | null,
): OutgoingEmail {
  return {
    to,
    template: 'help-request',
    subject: help.type === 'PHONE' ? `Call-back request (${help.hours})` : 'Help request by e-mail',
    text: lines(
      `Type: ${help.type}`,
      help.type === 'PHONE' && `Call between: ${help.hours}`,
      help.phone && `Phone: ${help.phone}`,
      help.email && `E-mail: ${help.email}`,
      help.sender && `Sender: ${oneLine(help.sender)}`,
      user && `Logged-in manager: ${user.email} (id ${user.id})`,
      '',
      mailBlock(help.text),
    ),
  };
}
