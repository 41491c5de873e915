/**
 * The country lookups (PROPDATA-1 Country, PROPCHECK, PROPAPI, PROPERR, PROPLIM) served by the worker from the shipped
 * CLDR/ISO data (src/domain/countries.ts): GET /api/rs/public/countries (all),
 * /countries/name/{name} (2 letters = ISO code, 3 or more = a name) and /countries/alpha/{iso}.
 */
import { oneOf, typeError } from './fields.ts';
import { z } from './zod.ts';

/** `?language=it`: the language of `name` (default English). */
export const countryLanguageQuery = z.object(
  { language: oneOf(['en', 'it']).optional() },
  { error: typeError },
);

/** …/countries/alpha/{iso}: two letters (any case). */
export const countryIsoParams = z.object(
  { iso: z.string({ error: typeError }).regex(/^[A-Za-z]{2}$/, 'error.field.generic.invalid') },
  { error: typeError },
);

/** …/countries/name/{name}: at least 2 characters (2 letters are an ISO code), at most 60. */
export const countryNameParams = z.object(
  {
    name: z
      .string({ error: typeError })
      .trim()
      .min(2, 'error.field.generic.minlength')
      .max(60, 'error.field.generic.maxlength'),
  },
  { error: typeError },
);

export const countryView = z.strictObject({
  alpha2Code: z.string(),
  /** In the asked language. */
  name: z.string(),
  /** In the country's most likely language (CLDR likely subtags). */
  nativeName: z.string(),
  /** The flag emoji (regional indicator symbols). */
  flag: z.string(),
  translations: z.strictObject({ en: z.string(), it: z.string() }),
  /** International dial prefix ('+39'), null for territories without one. */
  callingCode: z.string().nullable(),
});
export type CountryView = z.output<typeof countryView>;

export const countriesResponse = z.array(countryView);
