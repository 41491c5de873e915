/**
 * GET/PUT /api/rs/secure/hotels/{hotelId}/reservations/{code}/guest-documents: the reservation's
 * guest identity documents (PROPDATA-4 Guest document). The PUT sends the whole list with the
 * version it was based on; the worker checks every document with src/domain/guest-documents.ts
 * and stores the status it computes (the client's is ignored).
 *
 * Documents may be incomplete (PARTIAL): the schema checks shapes and bounds only (what no form
 * could send is 400); missing fields are the rules' business and make a document PARTIAL.
 */
import { isIsoDate } from '../../domain/dates-format.ts';
import {
  DOCUMENT_NUMBER_MAX_LENGTH,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  EXEMPTIONS,
  GENDERS,
  GUEST_TYPES,
  MAX_DOCUMENTS,
  NAME_MAX_LENGTH,
  PLACE_NAME_MAX_LENGTH,
} from '../../domain/guest-documents.ts';
import { ErrorCode } from '../error-codes.ts';
import { hasControlCharacters, INVALID_CHARACTERS, normaliseText, typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { idField } from './common.ts';

/** A one-line text of at most `max` characters that may be empty (an incomplete document). */
const lineText = (max: number) =>
  z
    .string({ error: typeError })
    .overwrite((value) => normaliseText(value))
    .max(max, { error: ErrorCode.maxLength, abort: true })
    .refine((value) => !hasControlCharacters(value), INVALID_CHARACTERS);

const countryCode = () => z.string({ error: typeError }).regex(/^[A-Z]{2}$/, ErrorCode.invalid);

const isoDay = () =>
  z
    .string({ error: typeError })
    .max(10, { error: ErrorCode.invalid, abort: true })
    .refine(isIsoDate, ErrorCode.invalid);

export const documentPlaceSchema = z.object(
  {
    country: countryCode(),
    name: lineText(PLACE_NAME_MAX_LENGTH),
    istat: z
      .string({ error: typeError })
      .regex(/^\d{6}$/, ErrorCode.invalid)
      .nullable(),
  },
  { error: typeError },
);

/** One document as the back office sends it. maxDate, province and status are the server's. */
export const guestDocumentInput = z.object(
  {
    uuid: z.string({ error: typeError }).regex(/^[A-Za-z0-9-]{8,64}$/, ErrorCode.invalid),
    name: lineText(NAME_MAX_LENGTH),
    surname: lineText(NAME_MAX_LENGTH),
    gender: z.enum(GENDERS, { error: typeError }).nullable(),
    birthDate: isoDay().nullable(),
    maxDate: isoDay().optional(),
    birthPlace: documentPlaceSchema.nullable(),
    province: z.string({ error: typeError }).max(2).nullable().optional(),
    nationality: countryCode().nullable(),
    citizenship: countryCode().nullable(),
    type: z.enum(DOCUMENT_TYPES, { error: typeError }).nullable(),
    issuer: documentPlaceSchema.nullable(),
    number: lineText(DOCUMENT_NUMBER_MAX_LENGTH),
    guestType: z.enum(GUEST_TYPES, { error: typeError }).nullable(),
    resident: z.boolean({ error: typeError }),
    exemption: z.enum(EXEMPTIONS, { error: typeError }).nullable(),
    roomId: idField().nullable(),
    status: z.enum(DOCUMENT_STATUSES, { error: typeError }).optional(),
  },
  { error: typeError },
);
export type GuestDocumentInput = z.output<typeof guestDocumentInput>;

/** Version 0: no document was saved yet for this reservation. */
const documentsVersion = () =>
  z.number({ error: typeError }).int(ErrorCode.invalid).min(0).max(2_147_483_647);

export const guestDocumentsUpdate = z.object(
  {
    version: documentsVersion(),
    documents: z
      .array(guestDocumentInput, { error: typeError })
      .max(MAX_DOCUMENTS, ErrorCode.maxLength)
      .refine((docs) => new Set(docs.map((d) => d.uuid)).size === docs.length, ErrorCode.duplicate),
  },
  { error: typeError },
);
export type GuestDocumentsUpdate = z.output<typeof guestDocumentsUpdate>;

const documentPlaceView = z.strictObject({
  country: z.string(),
  name: z.string(),
  istat: z.string().nullable(),
});

export const guestDocumentView = z.strictObject({
  uuid: z.string(),
  name: z.string(),
  surname: z.string(),
  gender: z.enum(GENDERS).nullable(),
  birthDate: z.string().nullable(),
  maxDate: z.string(),
  birthPlace: documentPlaceView.nullable(),
  province: z.string().nullable(),
  nationality: z.string().nullable(),
  citizenship: z.string().nullable(),
  type: z.enum(DOCUMENT_TYPES).nullable(),
  issuer: documentPlaceView.nullable(),
  number: z.string(),
  guestType: z.enum(GUEST_TYPES).nullable(),
  resident: z.boolean(),
  exemption: z.enum(EXEMPTIONS).nullable(),
  roomId: z.number().int().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
});

export const guestDocumentsResponse = z.strictObject({
  /** 0 until the documents are saved the first time. */
  version: z.number().int(),
  /** The reservation's total guests: the list always has this many documents. */
  guestCount: z.number().int(),
  /** Rooms of the reservation's documents, by physical room id. */
  rooms: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
  documents: z.array(guestDocumentView),
  updatedBy: z.strictObject({ name: z.string(), surname: z.string() }).nullable(),
  updatedDate: z.string().nullable(),
});
export type GuestDocumentsResponse = z.output<typeof guestDocumentsResponse>;
