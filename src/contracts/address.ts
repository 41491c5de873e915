/** The AddressInfo schema (SITEDATA-5 Address, PROPDATA-7 addressInfo). */

import {
  GENERIC_POSTCODE,
  isPostcode,
  isProvince,
  POSTCODE_MAX_LENGTH,
  PROVINCE_MAX_LENGTH,
  requiresItalianProvince,
} from '../domain/postcodes.ts';
import { ErrorCode } from './error-codes.ts';
import { optionalInt, optionalText, requiredText, typeError } from './fields.ts';
import type { AddressInfo } from './types.ts';
import { z } from './zod.ts';

export const ADDRESS_MAX_LENGTH = 200;
export const STREET_MAX_LENGTH = 200;
export const STREET_NUMBER_MAX_LENGTH = 20;
export const CITY_MAX_LENGTH = 100;
export const DISTRICT_MAX_LENGTH = 100;
export const REGION_MAX_LENGTH = 100;
export const COUNTRY_MAX_LENGTH = 100;
export const PLACE_ID_MAX_LENGTH = 512;
export const TIME_ZONE_MAX_LENGTH = 64;
export const FORMATTED_ADDRESS_MAX_LENGTH = 300;
/** UTC offsets range from UTC-12:00 to UTC+14:00, in minutes. */
export const OFFSET_MIN_MINUTES = -720;
export const OFFSET_MAX_MINUTES = 840;

/** IANA time zone names: `Europe/Rome`, `America/Argentina/Buenos_Aires`, `UTC`. */
const TIME_ZONE = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** GeoJSON point: coordinates are [longitude, latitude]. */
export const geoPointSchema = z.object(
  {
    type: z.literal('Point', { error: typeError }),
    coordinates: z.tuple(
      [
        z.number({ error: typeError }).min(-180, ErrorCode.min).max(180, ErrorCode.max),
        z.number({ error: typeError }).min(-90, ErrorCode.min).max(90, ErrorCode.max),
      ],
      { error: typeError },
    ),
  },
  { error: typeError },
);

/**
 * An address from the places lookup or typed in manual mode. PROPCHECK-7 (hotel form): address,
 * city and country required, the rest optional; street is required too (the quote form asks
 * for it). Zipcode and province follow the country's rules (src/domain/postcodes.ts): in Italy
 * FMT-4's 5 digits and 2 letters, elsewhere the country's postcode format and a free-text
 * province. Unknown keys (the client-only manual-insertion flags) are dropped.
 */
export const addressInfoSchema = z
  .object(
    {
      address: requiredText(ADDRESS_MAX_LENGTH),
      street: requiredText(STREET_MAX_LENGTH),
      number: optionalText(STREET_NUMBER_MAX_LENGTH),
      zipcode: optionalText(POSTCODE_MAX_LENGTH, { pattern: GENERIC_POSTCODE }),
      city: requiredText(CITY_MAX_LENGTH),
      district: optionalText(DISTRICT_MAX_LENGTH),
      province: optionalText(PROVINCE_MAX_LENGTH),
      region: optionalText(REGION_MAX_LENGTH),
      country: requiredText(COUNTRY_MAX_LENGTH),
      placeId: optionalText(PLACE_ID_MAX_LENGTH),
      timeZoneId: optionalText(TIME_ZONE_MAX_LENGTH, { pattern: TIME_ZONE }),
      geo: geoPointSchema.nullish().transform((value) => value ?? undefined),
      offset: optionalInt(OFFSET_MIN_MINUTES, OFFSET_MAX_MINUTES),
      formatted_address: optionalText(FORMATTED_ADDRESS_MAX_LENGTH),
      addressComplete: z
        .boolean({ error: typeError })
        .nullish()
        .transform((value) => value ?? undefined),
    },
    { error: typeError },
  )
  .superRefine((info, context) => {
    // The characters every country allows are checked with the part itself (reported even when
    // another part is missing); the country's own format once the address parses.
    const country = typeof info.country === 'string' ? info.country : '';
    const { zipcode, province } = info as { zipcode?: unknown; province?: unknown };
    if (
      typeof zipcode === 'string' &&
      zipcode.length <= POSTCODE_MAX_LENGTH &&
      !isPostcode(zipcode, country)
    ) {
      context.addIssue({ code: 'custom', path: ['zipcode'], message: ErrorCode.invalid, input: zipcode });
    }
    if (
      typeof province === 'string' &&
      province.trim() !== '' &&
      province.length <= PROVINCE_MAX_LENGTH &&
      !isProvince(province, country)
    ) {
      const tooLong = requiresItalianProvince(country) && province.trim().length > 2;
      context.addIssue({
        code: 'custom',
        path: ['province'],
        message: tooLong ? ErrorCode.maxLength : ErrorCode.invalid,
        input: province,
      });
    }
  });

export type AddressInfoInput = z.input<typeof addressInfoSchema>;
export type AddressInfoData = z.output<typeof addressInfoSchema>;

/** The parsed address is a valid `AddressInfo` of the API types (checked at compile time). */
export const toAddressInfo = (data: AddressInfoData): AddressInfo => data;
