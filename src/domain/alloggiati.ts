/**
 * The police report of arrivals (FRONTDESK-4; decision 049): the text file the Polizia di Stato's
 * Alloggiati Web service accepts in "Invio File", built from the guest identity documents
 * (src/domain/guest-documents.ts). Pure: the worker builds the file and the preview with it.
 *
 * The record layout (tracciato record) is the service's published one: one fixed-width line of
 * 168 characters per guest, fields padded with spaces on the right (ALLOGGIATI_FIELDS below).
 * Group and family members leave the three document fields blank (34 spaces): the head's
 * document covers them. Lines end with CR LF; the file is plain ASCII (see `transliterate`).
 *
 * Codes come from the service's tables: guest types 16–20, document types (IDENT, IDELE, PASOR,
 * PATEN), states `100000` + the ISTAT state code (./data/alloggiati-states.ts), Italian
 * municipalities `4` + the ISTAT region code + the six-digit ISTAT municipality code (Firenze
 * 048017 → 409048017, Milano 015146 → 403015146). A value with no code in those tables makes the
 * guest incomplete: a wrong code is never written.
 */
import { alloggiatiStateCode } from './data/alloggiati-states.ts';
import { daysBetween } from './dates-format.ts';
import {
  type DocumentPlace,
  type DocumentType,
  documentErrors,
  type GuestDocument,
  type GuestType,
  ITALY,
  isLeader,
  isMember,
  type MunicipalityLookup,
} from './guest-documents.ts';

/** The record layout, in order: field and width. The widths add up to LINE_LENGTH. */
export const ALLOGGIATI_FIELDS = [
  ['guestType', 2],
  ['arrivalDate', 10],
  ['nights', 2],
  ['surname', 50],
  ['name', 30],
  ['gender', 1],
  ['birthDate', 10],
  ['birthMunicipality', 9],
  ['birthProvince', 2],
  ['birthState', 9],
  ['citizenship', 9],
  ['documentType', 5],
  ['documentNumber', 20],
  ['documentIssuer', 9],
] as const;
export type AlloggiatiField = (typeof ALLOGGIATI_FIELDS)[number][0];

export const LINE_LENGTH = 168;
/** The service's line separator. */
export const LINE_END = '\r\n';
/** The longest stay the record holds ("numero giorni di permanenza", at most 30). */
export const MAX_NIGHTS = 30;

/** Guest type codes of the service's table "Tipo alloggiato". */
export const GUEST_TYPE_CODES: Readonly<Record<GuestType, string>> = {
  SINGLE_GUEST: '16',
  HOUSEHOLDER: '17',
  GROUP_LEADER: '18',
  FAMILY_MEMBER: '19',
  GROUP_MEMBER: '20',
};

/** The guest type a line was written for, from its first field ('17…' → HOUSEHOLDER). */
export function lineGuestType(line: string): GuestType | null {
  const code = line.slice(0, 2);
  return (
    (Object.keys(GUEST_TYPE_CODES) as GuestType[]).find((type) => GUEST_TYPE_CODES[type] === code) ?? null
  );
}

/**
 * Document type codes of the service's table "Tipo documento". A residence permit has no code
 * there among the identity documents we collect, so it is reported as incomplete (decision 049).
 */
export const DOCUMENT_TYPE_CODES: Readonly<Record<DocumentType, string | null>> = {
  IDENTITY_CARD: 'IDENT',
  ELECTRONIC_IDENTITY_CARD: 'IDELE',
  PASSPORT: 'PASOR',
  DRIVING_LICENCE: 'PATEN',
  RESIDENCE_PERMIT: null,
};

/** ISTAT region code of each ISTAT province code (the first three digits of a municipality's). */
const REGION_OF_PROVINCE: Readonly<Record<string, string>> = Object.fromEntries(
  (
    [
      ['01', [1, 2, 3, 4, 5, 6, 96, 103]],
      ['02', [7]],
      ['03', [12, 13, 14, 15, 16, 17, 18, 19, 20, 97, 98, 108]],
      ['04', [21, 22]],
      ['05', [23, 24, 25, 26, 27, 28, 29]],
      ['06', [30, 31, 32, 93]],
      ['07', [8, 9, 10, 11]],
      ['08', [33, 34, 35, 36, 37, 38, 39, 40, 99]],
      ['09', [45, 46, 47, 48, 49, 50, 51, 52, 53, 100]],
      ['10', [54, 55]],
      ['11', [41, 42, 43, 44, 109]],
      ['12', [56, 57, 58, 59, 60]],
      ['13', [66, 67, 68, 69]],
      ['14', [70, 94]],
      ['15', [61, 62, 63, 64, 65]],
      ['16', [71, 72, 73, 74, 75, 110]],
      ['17', [76, 77]],
      ['18', [78, 79, 80, 101, 102]],
      ['19', [81, 82, 83, 84, 85, 86, 87, 88, 89]],
      ['20', [90, 91, 92, 95, 111]],
    ] as const
  ).flatMap(([region, provinces]) => provinces.map((p) => [String(p).padStart(3, '0'), region])),
);

/** The service's code of an Italian municipality ('048017' Firenze → '409048017'), or null. */
export function municipalityCode(istat: string): string | null {
  if (!/^\d{6}$/.test(istat)) return null;
  const region = REGION_OF_PROVINCE[istat.slice(0, 3)];
  return region ? `4${region}${istat}` : null;
}

/** Letters with no decomposition into a base letter and an accent. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'SS',
  Æ: 'AE',
  æ: 'AE',
  Œ: 'OE',
  œ: 'OE',
  Ø: 'O',
  ø: 'O',
  Ł: 'L',
  ł: 'L',
  Đ: 'D',
  đ: 'D',
  Ð: 'D',
  ð: 'D',
  Þ: 'TH',
  þ: 'TH',
  ı: 'I',
};

/**
 * A name as the service takes it: Latin capitals, spaces, apostrophes and hyphens only (the
 * service refuses non-Latin characters; accented and national letters are written as their base
 * letter, as the passport's own transliteration does: 'Łukasz Müller-Weiß' → 'LUKASZ
 * MULLER-WEISS'; see the Alloggiati Web FAQ on non-Latin names and PMS guides such as Quovai's
 * "PS e ospiti con caratteri non latini nel nome"). Typographic apostrophes become ASCII ones.
 * Null when a character has no Latin transliteration (Cyrillic, CJK…): the staff must type the
 * passport's Latin spelling.
 */
export function transliterate(text: string): string | null {
  const latin = [...text.trim().replace(/\s+/g, ' ')]
    .map((ch) => SPECIAL_LETTERS[ch] ?? ch)
    .join('')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .toUpperCase();
  return /^[A-Z' -]*$/.test(latin) ? latin : null;
}

/** `value` cut or padded with spaces to `width` characters. */
const padField = (value: string, width: number) => value.slice(0, width).padEnd(width, ' ');

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export const italianDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The fields of one line, before padding. */
export type AlloggiatiRecord = Record<AlloggiatiField, string>;

/** One line of the file: every field padded or cut to its width (LINE_LENGTH characters). */
export function formatLine(record: AlloggiatiRecord): string {
  return ALLOGGIATI_FIELDS.map(([field, width]) => padField(record[field], width)).join('');
}

/** A reservation's guests arriving on `arrival`, staying until `departure`. */
export type ReportParty = {
  code: string;
  arrival: string;
  departure: string;
  documents: readonly GuestDocument[];
};

/** A guest who goes into the file: the reservation, the document, the line. */
export type ReportLine = { code: string; uuid: string; guest: string; line: string };

/**
 * A guest who cannot be sent: the fields missing or with no code in the service's tables, as the
 * document's field names (`birthPlace`, `citizenship`…), and `leader` for a member whose head
 * cannot be sent.
 */
export type IncompleteGuest = { code: string; uuid: string; guest: string; missing: string[] };

export type PoliceReport = { lines: ReportLine[]; incomplete: IncompleteGuest[] };

/** The name to show for a guest: "Name Surname", or empty when nothing is typed yet. */
const guestName = (doc: GuestDocument) => `${doc.name} ${doc.surname}`.trim();

type Place = { municipality: string; province: string; state: string };

/** A birthplace or issuing place as codes: an Italian municipality, or a foreign state. */
function placeCodes(place: DocumentPlace | null, lookup: MunicipalityLookup): Place | null {
  if (!place) return null;
  if (place.country === ITALY) {
    const found = place.istat ? lookup(place.istat) : undefined;
    const code = found ? municipalityCode(found.istat) : null;
    const state = alloggiatiStateCode(ITALY);
    return found && code && state ? { municipality: code, province: found.province, state } : null;
  }
  const state = alloggiatiStateCode(place.country);
  return state ? { municipality: '', province: '', state } : null;
}

/**
 * A guest's line, or the fields that keep it from being written: the document's own problems
 * (documentErrors), then the values with no code in the service's tables.
 */
export function guestRecord(
  doc: GuestDocument,
  stay: { arrival: string; departure: string },
  lookup: MunicipalityLookup,
): { record: AlloggiatiRecord } | { missing: string[] } {
  // The city tax's fields (resident, exemption) are not the police's business.
  const missing = new Set<string>(
    documentErrors(doc, lookup)
      .map((error) => error.field)
      .filter((field) => field !== 'exemption'),
  );
  const surname = transliterate(doc.surname);
  const name = transliterate(doc.name);
  if (surname === null) missing.add('surname');
  if (name === null) missing.add('name');
  const birth = placeCodes(doc.birthPlace, lookup);
  if (!birth) missing.add('birthPlace');
  const citizenship = doc.citizenship ? alloggiatiStateCode(doc.citizenship) : null;
  if (!citizenship) missing.add('citizenship');
  const guestType = doc.guestType ?? 'SINGLE_GUEST';
  const member = isMember(guestType);
  const documentType = !member && doc.type ? DOCUMENT_TYPE_CODES[doc.type] : null;
  const issuer = member ? null : placeCodes(doc.issuer, lookup);
  if (!member) {
    if (!documentType) missing.add('type');
    // The issuing place: a municipality for an Italian office, else the issuing state.
    if (!issuer) missing.add('issuer');
  }
  if (missing.size > 0 || !birth || surname === null || name === null || !citizenship) {
    return { missing: [...missing] };
  }
  return {
    record: {
      guestType: GUEST_TYPE_CODES[guestType],
      arrivalDate: italianDate(stay.arrival),
      nights: String(Math.min(MAX_NIGHTS, Math.max(1, daysBetween(stay.arrival, stay.departure)))).padStart(
        2,
        '0',
      ),
      surname,
      name,
      gender: doc.gender === 'FEMALE' ? '2' : '1',
      birthDate: italianDate(doc.birthDate ?? ''),
      birthMunicipality: birth.municipality,
      birthProvince: birth.province,
      birthState: birth.state,
      citizenship,
      documentType: documentType ?? '',
      documentNumber: member ? '' : doc.number.trim().toUpperCase(),
      documentIssuer: issuer ? issuer.municipality || issuer.state : '',
    },
  };
}

/**
 * The report of some parties: for each, its single guests and its head (16, 17 or 18) each
 * followed by the members it leads (19 or 20), with the party's arrival date; the others are
 * listed as incomplete. A member is sent only after a head that is sent: with its head incomplete
 * (or no head at all) it is incomplete too (`leader` among its missing fields), since the service
 * refuses a member line that follows no head.
 */
export function policeReport(parties: readonly ReportParty[], lookup: MunicipalityLookup): PoliceReport {
  const lines: ReportLine[] = [];
  const incomplete: IncompleteGuest[] = [];
  for (const party of parties) {
    const results = party.documents.map((doc) => ({ doc, result: guestRecord(doc, party, lookup) }));
    const head = results.find(({ doc }) => isLeader(doc.guestType));
    const headSent = head !== undefined && 'record' in head.result;
    const entry = (doc: GuestDocument) => ({ code: party.code, uuid: doc.uuid, guest: guestName(doc) });
    const ordered = [
      ...results.filter(({ doc }) => !isMember(doc.guestType) && !isLeader(doc.guestType)),
      ...(head ? [head] : []),
      ...results.filter(({ doc }) => isMember(doc.guestType)),
    ];
    for (const { doc, result } of ordered) {
      const orphan = isMember(doc.guestType) && !headSent;
      if ('record' in result && !orphan) {
        lines.push({ ...entry(doc), line: formatLine(result.record) });
      } else {
        const missing = 'missing' in result ? result.missing : [];
        incomplete.push({ ...entry(doc), missing: orphan ? [...missing, 'leader'] : missing });
      }
    }
  }
  return { lines, incomplete };
}

/** The file's text: the lines joined and ended by CR LF (empty for no line). */
export function alloggiatiFile(lines: readonly { line: string }[]): string {
  return lines.map((entry) => `${entry.line}${LINE_END}`).join('');
}
