/** Queries of the places API: city and address suggestions, and one place's details. */
import { PLACE_KINDS, PLACE_QUERY_MAX_LENGTH, PLACE_QUERY_MIN_LENGTH } from '../domain/places.ts';
import { ErrorCode } from './error-codes.ts';
import { z } from './zod.ts';

const languageParam = z.enum(['en', 'it'], { error: ErrorCode.invalid }).default('en');

export const suggestQuery = z.object({
  q: z
    .string({ error: ErrorCode.required })
    .trim()
    .min(PLACE_QUERY_MIN_LENGTH, ErrorCode.minLength)
    .max(PLACE_QUERY_MAX_LENGTH, ErrorCode.maxLength),
  kind: z.enum(PLACE_KINDS, { error: ErrorCode.invalid }).default('city'),
  language: languageParam,
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, ErrorCode.invalid)
    .transform((value) => value.toUpperCase())
    .optional(),
});

export const placeParam = z.object({
  placeId: z.string().min(4, ErrorCode.invalid).max(512, ErrorCode.maxLength),
});

export const detailsQuery = z.object({ language: languageParam });
