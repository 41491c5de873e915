/**
 * Guest identity documents of a reservation (PROPDATA-4 Guest document, PROPFLOW, PROPCHECK; BOCHECK
 * total guests rule): one document per guest, the guest types and the leader rules, resident and
 * exemption, the checks that make a document COMPLETE or PARTIAL. Pure: the back office's form and
 * the worker's PUT run the same functions, so a document's status never depends on who computed it.
 *
 * The municipality list (Italian birthplaces and issuing places, with their province) is passed in
 * as a lookup, so this module stays small for the browser: src/domain/data/municipalities.ts.
 */
import { isCountryCode } from './countries.ts';
import { isIsoDate } from './dates-format.ts';

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

export const GUEST_TYPES = [
  'GROUP_LEADER',
  'HOUSEHOLDER',
  'SINGLE_GUEST',
  'GROUP_MEMBER',
  'FAMILY_MEMBER',
] as const;
export type GuestType = (typeof GUEST_TYPES)[number];

/** The types that lead others: a group's leader, a family's householder. */
export const LEADER_TYPES: readonly GuestType[] = ['GROUP_LEADER', 'HOUSEHOLDER'];
/** Group and family members: no document of their own is needed (the leader's covers them). */
export const MEMBER_TYPES: readonly GuestType[] = ['GROUP_MEMBER', 'FAMILY_MEMBER'];

/** Exemptions from the city tax; `null` is "none" (PROPDATA). */
export const EXEMPTIONS = [
  'MINOR',
  'HOSPITAL_PATIENTS',
  'ASSISTANT_PATIENTS',
  'BUS_DRIVERS',
  'ARMED_FORCES',
  'EXTRA_NIGHTS',
  'SCHEDULED_NIGHTS',
] as const;
export type Exemption = (typeof EXEMPTIONS)[number];

/** Identity document kinds accepted at check-in (codes; their names are translated). */
export const DOCUMENT_TYPES = [
  'IDENTITY_CARD',
  'ELECTRONIC_IDENTITY_CARD',
  'PASSPORT',
  'DRIVING_LICENCE',
  'RESIDENCE_PERMIT',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_STATUSES = ['COMPLETE', 'PARTIAL'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Field limits, shared by the form and the API schema. */
export const NAME_MAX_LENGTH = 64;
export const PLACE_NAME_MAX_LENGTH = 80;
export const DOCUMENT_NUMBER_MAX_LENGTH = 20;
/** Birthplace and issuer autocompletes start at 2 characters (PROPCHECK-3). */
export const PLACE_MIN_LENGTH = 2;
/** Age of majority in Italy: the guest answering for a room must have reached it. */
export const LEGAL_AGE_YEARS = 18;
export const ITALY = 'IT';
/** More documents than this in one reservation is a bad request (9 rooms × 10 guests at most). */
export const MAX_DOCUMENTS = 99;

/**
 * A birthplace or an issuing place: an Italian municipality (country IT, its ISTAT code and
 * official name) or a foreign place (its country and the name as typed, no code).
 */
export type DocumentPlace = { country: string; name: string; istat: string | null };

export type GuestDocument = {
  uuid: string;
  name: string;
  surname: string;
  gender: Gender | null;
  /** YYYY-MM-DD */
  birthDate: string | null;
  /** Latest acceptable birth date (the reservation's check-in), YYYY-MM-DD. */
  maxDate: string;
  birthPlace: DocumentPlace | null;
  /** Province code of an Italian birthplace (derived, never typed). */
  province: string | null;
  /** ISO 3166-1 alpha-2 */
  nationality: string | null;
  /** ISO 3166-1 alpha-2 */
  citizenship: string | null;
  /** The document type. */
  type: DocumentType | null;
  /** The issuing place. */
  issuer: DocumentPlace | null;
  number: string;
  guestType: GuestType | null;
  resident: boolean;
  exemption: Exemption | null;
  /** The physical room the guest sleeps in (null while the reservation's room is not assigned). */
  roomId: number | null;
  status: DocumentStatus;
};

export type Municipality = { name: string; province: string; istat: string };

/** Looks an Italian municipality up by its ISTAT code. */
export type MunicipalityLookup = (istat: string) => Municipality | undefined;

/** A field problem: the field's name and the message key (with its parameters). */
export type DocumentError = { field: keyof GuestDocument; code: string; params?: Record<string, number> };

export const DocumentErrorCode = {
  required: 'error.required',
  invalid: 'error.field.generic.invalid',
  minLength: 'error.field.generic.minlength',
  maxLength: 'error.field.generic.maxlength',
  /** Birth date after maxDate (PROPCHECK 'date invalid'). */
  dateInvalid: 'error.date.invalid',
  /** An Italian place that is not a municipality of the list. */
  placeNotMatch: 'error.place.not.match',
  countryNotMatch: 'error.country.not.match',
  /** A minor cannot be the guest who answers for a room (PROPCHECK 'room guest not selected'). */
  roomGuestNotSelected: 'error.room.guest.not.selected',
} as const;

/** A document with only its identity kept: what padding creates and remove leaves. */
export function blankDocument(uuid: string, maxDate: string, roomId: number | null): GuestDocument {
  return {
    uuid,
    name: '',
    surname: '',
    gender: null,
    birthDate: null,
    maxDate,
    birthPlace: null,
    province: null,
    nationality: null,
    citizenship: null,
    type: null,
    issuer: null,
    number: '',
    guestType: null,
    resident: false,
    exemption: null,
    roomId,
    status: 'PARTIAL',
  };
}

/** Remove (PROPFLOW): every field cleared except uuid, maxDate and roomId. */
export function clearDocument(doc: GuestDocument): GuestDocument {
  return blankDocument(doc.uuid, doc.maxDate, doc.roomId);
}

/** True when nothing but uuid, maxDate, roomId (and the status) is set. */
/**
 * The badge of a guest's document: COMPLETE, PARTIAL (some details, not all), or EMPTY for a
 * guest nobody has entered anything for yet ("Partial" would say someone started).
 */
export function documentBadge(doc: GuestDocument): 'COMPLETE' | 'PARTIAL' | 'EMPTY' {
  if (doc.status === 'COMPLETE') return 'COMPLETE';
  return isBlankDocument(doc) ? 'EMPTY' : 'PARTIAL';
}

export function isBlankDocument(doc: GuestDocument): boolean {
  return (
    doc.name.trim() === '' &&
    doc.surname.trim() === '' &&
    doc.gender === null &&
    doc.birthDate === null &&
    doc.birthPlace === null &&
    doc.province === null &&
    doc.nationality === null &&
    doc.citizenship === null &&
    doc.type === null &&
    doc.issuer === null &&
    doc.number.trim() === '' &&
    doc.guestType === null &&
    !doc.resident &&
    doc.exemption === null
  );
}

/**
 * One slot per guest: the physical room each guest of the reservation sleeps in, room by room
 * ({roomId 7, 2 guests}, {roomId null, 1} → [7, 7, null]). Its length is the total guest count.
 */
export function guestSlots(rooms: readonly { roomId: number | null; guests: number }[]): (number | null)[] {
  return rooms.flatMap((room) => Array.from({ length: Math.max(0, room.guests) }, () => room.roomId));
}

const dropOrder = (doc: GuestDocument) => (isBlankDocument(doc) ? 0 : doc.status === 'PARTIAL' ? 1 : 2);

/**
 * The total guests rule (BOCHECK-9): the documents trimmed or padded to one per slot. Padding
 * appends blank documents with a new uuid, the maxDate and the slot's room. Trimming drops blank
 * documents first, then PARTIAL ones, then COMPLETE ones, the latest first in each group, so what
 * the staff typed is the last thing lost; the others keep their order.
 *
 * fitToGuestCount([a, blank, b], [1, 1], '2027-01-30', uuid) → [a, b]
 */
export function fitToGuestCount(
  docs: readonly GuestDocument[],
  slots: readonly (number | null)[],
  maxDate: string,
  newUuid: () => string,
): GuestDocument[] {
  const count = slots.length;
  if (docs.length > count) {
    const excess = docs.length - count;
    const dropped = new Set(
      docs
        .map((doc, index) => ({ index, rank: dropOrder(doc) }))
        .sort((a, b) => a.rank - b.rank || b.index - a.index)
        .slice(0, excess)
        .map((entry) => entry.index),
    );
    return docs.filter((_, index) => !dropped.has(index));
  }
  const padded = [...docs];
  for (let index = docs.length; index < count; index++) {
    padded.push(blankDocument(newUuid(), maxDate, slots[index] ?? null));
  }
  return padded;
}

export const isLeader = (type: GuestType | null) => type !== null && LEADER_TYPES.includes(type);
export const isMember = (type: GuestType | null) => type !== null && MEMBER_TYPES.includes(type);

/** The leader among the other documents (GROUP_LEADER or HOUSEHOLDER), if any. */
export function leaderOf(docs: readonly GuestDocument[], exceptUuid?: string): GuestDocument | undefined {
  return docs.find((doc) => doc.uuid !== exceptUuid && isLeader(doc.guestType));
}

/** The member type that follows a leader: GROUP_MEMBER under a GROUP_LEADER, else FAMILY_MEMBER. */
export function memberTypeFor(leader: GuestType): GuestType {
  return leader === 'GROUP_LEADER' ? 'GROUP_MEMBER' : 'FAMILY_MEMBER';
}

/**
 * Opening a document for editing (PROPFLOW-1): with no guest type while another document is a
 * leader, it becomes that leader's member (GROUP_MEMBER under a GROUP_LEADER, else FAMILY_MEMBER).
 */
export function startEditing(doc: GuestDocument, docs: readonly GuestDocument[]): GuestDocument {
  if (doc.guestType !== null) return doc;
  const leader = leaderOf(docs, doc.uuid);
  return leader?.guestType ? { ...doc, guestType: memberTypeFor(leader.guestType) } : doc;
}

/**
 * The guest types a document may take. A member stays the member it is while its leader exists
 * (PROPFLOW-2: members cannot be switched); with a leader elsewhere, only that leader's member
 * type; with none, a leader type or a single guest (one leader per reservation).
 */
export function guestTypeOptions(doc: GuestDocument, docs: readonly GuestDocument[]): GuestType[] {
  const leader = leaderOf(docs, doc.uuid);
  if (leader?.guestType) return [memberTypeFor(leader.guestType)];
  if (isMember(doc.guestType))
    return [doc.guestType as GuestType, 'GROUP_LEADER', 'HOUSEHOLDER', 'SINGLE_GUEST'];
  return ['SINGLE_GUEST', 'GROUP_LEADER', 'HOUSEHOLDER'];
}

/** Resident and exemption exclude each other (PROPFLOW-2): setting one clears the other. */
export function setResident(doc: GuestDocument, resident: boolean): GuestDocument {
  return { ...doc, resident, exemption: resident ? null : doc.exemption };
}

export function setExemption(doc: GuestDocument, exemption: Exemption | null): GuestDocument {
  return { ...doc, exemption, resident: exemption ? false : doc.resident };
}

/** Whether the document needs its own type, issuer and number (not for group or family members). */
export const needsDocumentFields = (doc: Pick<GuestDocument, 'guestType'>) => !isMember(doc.guestType);

/** The date a guest born on or before is of legal age on `date` (29 Feb → 28 Feb when needed). */
export function legalAgeDate(date: string, years = LEGAL_AGE_YEARS): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/**
 * Guests who answer for a room (a single guest, a group leader, a householder, or a document
 * with no type, which becomes a single guest) must be of legal age on the maxDate.
 */
export function isMinorOn(birthDate: string, date: string): boolean {
  return birthDate > legalAgeDate(date);
}

/** The province of a birthplace: the municipality's, for an Italian one found in the list. */
export function derivedProvince(place: DocumentPlace | null, lookup: MunicipalityLookup): string | null {
  if (!place || place.country !== ITALY || !place.istat) return null;
  return lookup(place.istat)?.province ?? null;
}

function placeErrors(
  field: 'birthPlace' | 'issuer',
  place: DocumentPlace | null,
  lookup: MunicipalityLookup,
): DocumentError[] {
  if (!place || place.name.trim() === '') return [{ field, code: DocumentErrorCode.required }];
  if (!isCountryCode(place.country)) return [{ field, code: DocumentErrorCode.countryNotMatch }];
  if (place.country === ITALY) {
    const found = place.istat ? lookup(place.istat) : undefined;
    return found && found.name === place.name ? [] : [{ field, code: DocumentErrorCode.placeNotMatch }];
  }
  if (place.istat !== null) return [{ field, code: DocumentErrorCode.invalid }];
  const name = place.name.trim();
  if (name.length < PLACE_MIN_LENGTH) {
    return [{ field, code: DocumentErrorCode.minLength, params: { count: PLACE_MIN_LENGTH } }];
  }
  if (name.length > PLACE_NAME_MAX_LENGTH) {
    return [{ field, code: DocumentErrorCode.maxLength, params: { count: PLACE_NAME_MAX_LENGTH } }];
  }
  return [];
}

function textErrors(field: 'name' | 'surname' | 'number', value: string, max: number): DocumentError[] {
  const text = value.trim();
  if (text === '') return [{ field, code: DocumentErrorCode.required }];
  if (text.length > max) return [{ field, code: DocumentErrorCode.maxLength, params: { count: max } }];
  return [];
}

function countryErrors(field: 'nationality' | 'citizenship', value: string | null): DocumentError[] {
  if (!value) return [{ field, code: DocumentErrorCode.required }];
  return isCountryCode(value) ? [] : [{ field, code: DocumentErrorCode.countryNotMatch }];
}

/**
 * Every problem that keeps a document from being COMPLETE (PROPCHECK-3), in form order: name,
 * surname, gender, birth date (required, a real date, not after maxDate: 'error.date.invalid'),
 * birthplace, nationality, citizenship; document type, issuer and number unless the guest is a
 * group or family member; resident with an exemption; a minor answering for a room.
 */
export function documentErrors(doc: GuestDocument, lookup: MunicipalityLookup): DocumentError[] {
  const errors: DocumentError[] = [
    ...textErrors('name', doc.name, NAME_MAX_LENGTH),
    ...textErrors('surname', doc.surname, NAME_MAX_LENGTH),
  ];
  if (!doc.gender) errors.push({ field: 'gender', code: DocumentErrorCode.required });
  if (!doc.birthDate) errors.push({ field: 'birthDate', code: DocumentErrorCode.required });
  else if (!isIsoDate(doc.birthDate) || doc.birthDate > doc.maxDate) {
    errors.push({ field: 'birthDate', code: DocumentErrorCode.dateInvalid });
  }
  errors.push(...placeErrors('birthPlace', doc.birthPlace, lookup));
  errors.push(...countryErrors('nationality', doc.nationality));
  errors.push(...countryErrors('citizenship', doc.citizenship));
  if (needsDocumentFields(doc)) {
    if (!doc.type) errors.push({ field: 'type', code: DocumentErrorCode.required });
    errors.push(...placeErrors('issuer', doc.issuer, lookup));
    errors.push(...textErrors('number', doc.number, DOCUMENT_NUMBER_MAX_LENGTH));
    if (doc.number.trim() !== '' && !/^[A-Za-z0-9 -]+$/.test(doc.number.trim())) {
      errors.push({ field: 'number', code: DocumentErrorCode.invalid });
    }
  }
  if (doc.resident && doc.exemption) errors.push({ field: 'exemption', code: DocumentErrorCode.invalid });
  const answersForRoom = doc.guestType === null || !isMember(doc.guestType);
  if (
    answersForRoom &&
    doc.birthDate &&
    isIsoDate(doc.birthDate) &&
    doc.birthDate <= doc.maxDate &&
    isMinorOn(doc.birthDate, doc.maxDate)
  ) {
    errors.push({ field: 'guestType', code: DocumentErrorCode.roomGuestNotSelected });
  }
  return errors;
}

/**
 * Confirm (PROPFLOW-1): COMPLETE when the document has no problem (its guest type defaults to
 * SINGLE_GUEST, the province is derived from the birthplace), otherwise PARTIAL. Text is trimmed;
 * a member's document fields are dropped (they are hidden and not needed).
 */
export function confirmDocument(doc: GuestDocument, lookup: MunicipalityLookup): GuestDocument {
  const trimmed: GuestDocument = {
    ...doc,
    name: doc.name.trim(),
    surname: doc.surname.trim(),
    number: doc.number.trim(),
    birthPlace: doc.birthPlace ? { ...doc.birthPlace, name: doc.birthPlace.name.trim() } : null,
    issuer: doc.issuer ? { ...doc.issuer, name: doc.issuer.name.trim() } : null,
    province: derivedProvince(doc.birthPlace, lookup),
    ...(isMember(doc.guestType) ? { type: null, issuer: null, number: '' } : {}),
  };
  if (documentErrors(trimmed, lookup).length > 0) return { ...trimmed, status: 'PARTIAL' };
  return { ...trimmed, guestType: trimmed.guestType ?? 'SINGLE_GUEST', status: 'COMPLETE' };
}

/**
 * The country a blank place (birth, issuing office) starts on: the guest's citizenship, else
 * nationality, else Italy. A French guest's form opens on France, never on "Country of birth:
 * Italy" with an Italian municipality to pick. defaultPlaceCountry({ nationality: 'FR', … }) → 'FR'.
 */
export function defaultPlaceCountry(doc: Pick<GuestDocument, 'citizenship' | 'nationality'>): string {
  return doc.citizenship ?? doc.nationality ?? ITALY;
}

/** The booker as the reservation keeps them (name, surname, nationality as an ISO code or null). */
export type Booker = { name: string; surname: string; nationality: string | null };

/**
 * The lead guest's document prefilled from the booker at check-in: only a document nobody has
 * typed in yet is filled (name, surname, nationality and citizenship), and it stays unsaved
 * until the desk confirms it. prefillFromBooker(blank, { name: 'Claire', … }) → Claire's draft.
 */
export function prefillFromBooker(doc: GuestDocument, booker: Booker): GuestDocument {
  if (!isBlankDocument(doc)) return doc;
  return {
    ...doc,
    name: booker.name.slice(0, NAME_MAX_LENGTH),
    surname: booker.surname.slice(0, NAME_MAX_LENGTH),
    nationality: booker.nationality,
    citizenship: booker.nationality,
  };
}

/**
 * Ids of padded documents: `guest-0001`, `guest-0002`… skipping the ids in use. Deterministic, so
 * two reads of a reservation never saved give the same ids, and a form opened on a blank document
 * survives the reload that follows another manager's first save (409).
 */
export function paddingIds(documents: readonly GuestDocument[]): () => string {
  const used = new Set(documents.map((d) => d.uuid));
  let n = 0;
  return () => {
    let id: string;
    do {
      n += 1;
      id = `guest-${String(n).padStart(4, '0')}`;
    } while (used.has(id));
    used.add(id);
    return id;
  };
}

/**
 * A reservation's documents as they must be: one per guest, maxDate the check-in, a room of the
 * reservation (its slot's when the stored one is none of them), the status the rules give. The
 * guest documents API and the police report read documents through it alike.
 */
export function documentsForGuests(
  reservation: { checkin: string; rooms: readonly { roomId: number | null; guests: number }[] },
  documents: readonly GuestDocument[],
  lookup: MunicipalityLookup,
): GuestDocument[] {
  const slots = guestSlots(reservation.rooms);
  const roomIds = new Set(reservation.rooms.flatMap((r) => (r.roomId === null ? [] : [r.roomId])));
  return fitToGuestCount(documents, slots, reservation.checkin, paddingIds(documents)).map((doc, index) =>
    confirmDocument(
      {
        ...doc,
        maxDate: reservation.checkin,
        roomId: doc.roomId !== null && roomIds.has(doc.roomId) ? doc.roomId : (slots[index] ?? null),
      },
      lookup,
    ),
  );
}
