import { Hono } from 'hono';
import { z } from 'zod';
import {
  PLACE_KINDS,
  PLACE_QUERY_MAX_LENGTH,
  PLACE_QUERY_MIN_LENGTH,
  PLACES_FAILURE,
} from '../../src/domain/places.ts';
import { ErrorCode } from '../../src/schemas/error-codes.ts';
import { placeDetails, suggestPlaces } from '../data/places.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { validate } from '../validation.ts';

/** The data only changes with a deploy: browsers and the edge may keep answers for an hour. */
const PLACES_CACHE = 'public, max-age=3600';

const languageParam = z.enum(['en', 'it'], { error: ErrorCode.invalid }).default('en');

const suggestQuery = z.object({
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

const placeParam = z.object({
  placeId: z.string().min(4, ErrorCode.invalid).max(512, ErrorCode.maxLength),
});

const detailsQuery = z.object({ language: languageParam });

/**
 * The local places service (spec 000 §7 "a places service"): city and address suggestions and
 * place details over the data shipped in worker/places/ (see worker/data/places.ts).
 */
export const placeRoutes = new Hono<AppEnv>()
  .get('/places/suggest', failureMessage(PLACES_FAILURE.city), validate('query', suggestQuery), (c) => {
    const { q, kind, language, country } = c.req.valid('query');
    if (kind === 'address') c.set('failureMessage', PLACES_FAILURE.address);
    const suggestions = suggestPlaces(q, { kind, language, country });
    return c.json(suggestions, 200, { 'Cache-Control': PLACES_CACHE });
  })
  .get(
    '/places/:placeId',
    failureMessage(PLACES_FAILURE.place),
    validate('param', placeParam),
    validate('query', detailsQuery),
    (c) => {
      const { placeId } = c.req.valid('param');
      const { language } = c.req.valid('query');
      const info = placeDetails(placeId, language);
      if (!info) throw notFound(PLACES_FAILURE.place);
      return c.json(info, 200, { 'Cache-Control': 'public, max-age=300' });
    },
  );
