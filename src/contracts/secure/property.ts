/**
 * The property screen's API (PROPDATA, PROPCHECK; PROPERTY), shared by the worker's routes and the
 * screen's forms (same schemas both sides):
 *
 *   GET    /hotels/{hotelId}/property                         → PropertyResponse
 *   PUT    /hotels/{hotelId}/property/info                    HotelInfoUpdate → HotelInfoView
 *   PUT    /hotels/{hotelId}/property/contacts                ContactsUpdate → ContactsView
 *   POST   /hotels/{hotelId}/property/services                ServiceCreate → 201 ServiceView
 *   PUT    /hotels/{hotelId}/property/services/{id}           ServiceUpdate → ServiceView
 *   DELETE /hotels/{hotelId}/property/services/{id}?version=  → 204
 *   PUT    /hotels/{hotelId}/property/room-types/{id}/beds    BedsUpdate → RoomTypeBedsView
 *   GET/POST /hotels/{hotelId}/property/notes, PUT/DELETE …/notes/{id}  (hotel notes)
 *
 * Money is in euros (numbers with at most 2 decimals; service prices in steps of 0.5). Every
 * write carries the version it was based on: a stale one answers 409 and changes nothing.
 */

import { ROOMS_NUMBER_MAX, ROOMS_NUMBER_MIN, STARS_MAX, STARS_MIN } from '../../domain/hotel-types.ts';
import { NOTE_MAX_LENGTH } from '../../domain/notes.ts';
import {
  BED_FREQUENCIES,
  BED_MAX_COUNT,
  BED_MAX_PERSON,
  BED_PRICE_MAX,
  BED_TYPES,
  BEDS_PER_ROOM_TYPE_MAX,
  bedIssues,
  CONTACT_TYPES,
  CONTACT_VALUE_MAX_LENGTH,
  CONTACTS_MAX,
  contactValueError,
  DESCRIPTION_LANGUAGES,
  HOTEL_NAME_MAX_LENGTH,
  hotelInfoIssues,
  PAYMENT_SIZES,
  PEOPLE_BANDS,
  PROPERTY_HOTEL_TYPES,
  type PropertyHotelType,
  SERVICE_BOOKABILITIES,
  SERVICE_CATEGORIES,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_FREQUENCIES,
  SERVICE_MAX_COUNT_MAX,
  SERVICE_PAYMENT_TYPES,
  SERVICE_PRICE_MAX,
  SERVICE_TYPES,
  serviceIssues,
  VAT_MAX,
  VAT_MIN,
} from '../../domain/property.ts';
import { ErrorCode } from '../error-codes.ts';
import { oneOf, optionalText, requiredInt, requiredText, typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { hotelParams, idField, idParam, versionField } from './common.ts';

type Issues = { addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void };

function report(
  ctx: Issues,
  issues: readonly { field: string; code: string }[],
  prefix: (string | number)[] = [],
) {
  for (const issue of issues) {
    ctx.addIssue({ code: 'custom', path: [...prefix, ...issue.field.split('.')], message: issue.code });
  }
}

/** A stored version, or 0 for a list never saved (contacts). */
const listVersion = () => z.number({ error: typeError }).int().min(0).max(2_147_483_647);

// ---------------------------------------------------------------------------------------------
// Hotel info

export const hotelInfoFields = {
  type: oneOf(PROPERTY_HOTEL_TYPES as [PropertyHotelType, ...PropertyHotelType[]]),
  name: requiredText(HOTEL_NAME_MAX_LENGTH),
  stars: requiredInt(STARS_MIN, STARS_MAX).nullable(),
  roomsNumber: requiredInt(ROOMS_NUMBER_MIN, ROOMS_NUMBER_MAX),
  entireAccommodation: z.boolean({ error: typeError }),
};

export const hotelInfoForm = z.object(hotelInfoFields, { error: typeError }).superRefine((value, ctx) => {
  report(ctx, hotelInfoIssues(value));
});
export type HotelInfoForm = z.input<typeof hotelInfoForm>;

export const hotelInfoUpdate = z
  .object({ ...hotelInfoFields, version: versionField() }, { error: typeError })
  .superRefine((value, ctx) => report(ctx, hotelInfoIssues(value)));
export type HotelInfoUpdate = z.output<typeof hotelInfoUpdate>;

export const hotelInfoView = z.strictObject({
  type: z.string(),
  name: z.string(),
  stars: z.number().int().nullable(),
  roomsNumber: z.number().int(),
  entireAccommodation: z.boolean(),
  version: z.number().int(),
});
export type HotelInfoView = z.output<typeof hotelInfoView>;

// ---------------------------------------------------------------------------------------------
// Contacts

export const contactField = z
  .object(
    {
      type: oneOf(CONTACT_TYPES),
      value: z
        .string({ error: typeError })
        .trim()
        .max(CONTACT_VALUE_MAX_LENGTH, { error: ErrorCode.maxLength, abort: true }),
    },
    { error: typeError },
  )
  .superRefine((contact, ctx) => {
    const code = contactValueError(contact);
    if (code) ctx.addIssue({ code: 'custom', path: ['value'], message: code });
  });

export const contactsForm = z.object(
  { contacts: z.array(contactField, { error: typeError }).max(CONTACTS_MAX, ErrorCode.maxLength) },
  { error: typeError },
);
export const contactsUpdate = contactsForm.extend({ version: listVersion() });
export type ContactsUpdate = z.output<typeof contactsUpdate>;

export const contactsView = z.strictObject({
  contacts: z.array(z.strictObject({ type: z.enum(CONTACT_TYPES), value: z.string() })),
  version: z.number().int(),
});
export type ContactsView = z.output<typeof contactsView>;

// ---------------------------------------------------------------------------------------------
// Services

const price = (max: number) =>
  z.number({ error: typeError }).min(-1e9, ErrorCode.invalid).max(max, ErrorCode.max).nullable();

const descriptionText = () =>
  optionalText(SERVICE_DESCRIPTION_MAX_LENGTH, { multiline: true }).transform((v) => v ?? '');

/** The service editor's fields (PROPCHECK-8). `advanced` is the editor's advanced mode. */
const serviceFields = {
  category: oneOf(SERVICE_CATEGORIES),
  bookability: oneOf(SERVICE_BOOKABILITIES),
  paymentType: oneOf(SERVICE_PAYMENT_TYPES),
  frequency: z.enum([...SERVICE_FREQUENCIES, 'NIGHTLY'], { error: typeError }),
  prices: z.object(
    Object.fromEntries(PAYMENT_SIZES.map((size) => [size, price(SERVICE_PRICE_MAX)])) as Record<
      (typeof PAYMENT_SIZES)[number],
      ReturnType<typeof price>
    >,
    { error: typeError },
  ),
  vatRate: requiredInt(VAT_MIN, VAT_MAX),
  maxCount: requiredInt(-1, SERVICE_MAX_COUNT_MAX),
  roomTypeIds: z
    .array(idField(), { error: typeError })
    .max(500, ErrorCode.maxLength)
    .refine((ids) => new Set(ids).size === ids.length, ErrorCode.duplicate),
  description: z.object(
    Object.fromEntries(DESCRIPTION_LANGUAGES.map((lang) => [lang, descriptionText()])) as Record<
      (typeof DESCRIPTION_LANGUAGES)[number],
      ReturnType<typeof descriptionText>
    >,
    { error: typeError },
  ),
  advanced: z.boolean({ error: typeError }),
};

export const serviceForm = z
  .object(serviceFields, { error: typeError })
  .superRefine((value, ctx) => report(ctx, serviceIssues(value, { advanced: value.advanced })));
export type ServiceFormInput = z.input<typeof serviceForm>;
export type ServiceFormOutput = z.output<typeof serviceForm>;

export const serviceUpdate = z
  .object({ ...serviceFields, version: versionField() }, { error: typeError })
  .superRefine((value, ctx) => report(ctx, serviceIssues(value, { advanced: value.advanced })));
export type ServiceUpdate = z.output<typeof serviceUpdate>;

/** The toggle: a catalogue type, created with the spec's defaults. */
export const serviceCreate = z.object({ type: oneOf(SERVICE_TYPES) }, { error: typeError });
export type ServiceCreate = z.output<typeof serviceCreate>;

export const serviceParams = hotelParams.extend({ id: idParam() });
export const versionQuery = z.object({ version: idParam() }, { error: typeError });

export const paymentOptionView = z.strictObject({
  size: z.enum(PAYMENT_SIZES),
  amount: z.number(),
  vatRate: z.number(),
});

export const serviceView = z.strictObject({
  id: z.number().int(),
  nameKey: z.string(),
  /** The catalogue type, null for a hotel's own service (kept from before). */
  type: z.enum(SERVICE_TYPES).nullable(),
  name: z.record(z.string(), z.string()),
  category: z.enum(SERVICE_CATEGORIES),
  bookability: z.enum(SERVICE_BOOKABILITIES),
  paymentType: z.enum(SERVICE_PAYMENT_TYPES),
  frequency: z.enum([...SERVICE_FREQUENCIES, 'NIGHTLY']),
  options: z.array(paymentOptionView),
  maxCount: z.number().int(),
  roomTypeIds: z.array(z.number().int()),
  description: z.record(z.string(), z.string()),
  version: z.number().int(),
});
export type ServiceView = z.output<typeof serviceView>;

// ---------------------------------------------------------------------------------------------
// Beds

const bandCounts = () =>
  z.object(
    Object.fromEntries(PEOPLE_BANDS.map((band) => [band, requiredInt(0, BED_MAX_PERSON)])) as Record<
      (typeof PEOPLE_BANDS)[number],
      ReturnType<typeof requiredInt>
    >,
    { error: typeError },
  );

const bandPrices = () =>
  z.object(
    Object.fromEntries(PEOPLE_BANDS.map((band) => [band, price(BED_PRICE_MAX)])) as Record<
      (typeof PEOPLE_BANDS)[number],
      ReturnType<typeof price>
    >,
    { error: typeError },
  );

export const bedField = z
  .object(
    {
      uid: z.string({ error: typeError }).regex(/^[A-Za-z0-9_-]{1,40}$/, ErrorCode.invalid),
      type: oneOf(BED_TYPES),
      count: requiredInt(1, BED_MAX_COUNT),
      maxPerson: requiredInt(1, BED_MAX_PERSON),
      people: bandCounts(),
      showPeopleType: z.boolean({ error: typeError }),
      toPay: z.boolean({ error: typeError }),
      frequency: oneOf(BED_FREQUENCIES),
      prices: bandPrices(),
    },
    { error: typeError },
  )
  .superRefine((bed, ctx) => report(ctx, bedIssues(bed)));
export type BedInput = z.input<typeof bedField>;

export const bedsUpdate = z.object(
  {
    version: versionField(),
    beds: z
      .array(bedField, { error: typeError })
      .max(BEDS_PER_ROOM_TYPE_MAX, ErrorCode.maxLength)
      .refine((beds) => new Set(beds.map((b) => b.uid)).size === beds.length, ErrorCode.duplicate),
  },
  { error: typeError },
);
export type BedsUpdate = z.output<typeof bedsUpdate>;

export const roomTypeParams = hotelParams.extend({ roomTypeId: idParam() });

export const bedView = z.strictObject({
  uid: z.string(),
  type: z.enum(BED_TYPES),
  count: z.number().int(),
  maxPerson: z.number().int(),
  people: z.strictObject({ adults: z.number(), boys: z.number(), children: z.number(), kids: z.number() }),
  showPeopleType: z.boolean(),
  toPay: z.boolean(),
  frequency: z.enum(BED_FREQUENCIES),
  prices: z.strictObject({
    adults: z.number().nullable(),
    boys: z.number().nullable(),
    children: z.number().nullable(),
    kids: z.number().nullable(),
  }),
});

export const roomTypeBedsView = z.strictObject({
  id: z.number().int(),
  nameKey: z.string(),
  name: z.record(z.string(), z.string()),
  beds: z.array(bedView),
  version: z.number().int(),
});
export type RoomTypeBedsView = z.output<typeof roomTypeBedsView>;

// ---------------------------------------------------------------------------------------------
// The whole screen

export const propertyResponse = z.strictObject({
  info: hotelInfoView,
  contacts: contactsView,
  services: z.array(serviceView),
  roomTypes: z.array(roomTypeBedsView),
});
export type PropertyResponse = z.output<typeof propertyResponse>;

// ---------------------------------------------------------------------------------------------
// Notes on the hotel (the reservation notes' schemas, keyed by hotel)

export const hotelNoteParams = hotelParams.extend({ id: idParam() });
export { NOTE_MAX_LENGTH };
