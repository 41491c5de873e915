import { Hono } from 'hono';
import { detailsQuery, placeParam, suggestQuery } from '../../src/contracts/places.ts';
import { PLACES_FAILURE, PlacesError } from '../../src/domain/places.ts';
import { placesSource } from '../data/places-provider.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { validate } from '../validation.ts';

/** The data only changes with a deploy: browsers and the edge may keep answers for an hour. */
const PLACES_CACHE = 'public, max-age=3600';

/** A geocoding service that failed or timed out: 502 with the spec's failure text. */
async function fromService<T>(call: Promise<T>, failure: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof PlacesError) throw new ApiError(502, failure);
    throw error;
  }
}

/**
 * The places service (PUBAPI "a places service"): city and address suggestions and place
 * details, from the data shipped in worker/places/ or the geocoding service configured with
 * GEOCODING_URL (worker/data/places-provider.ts).
 */
export const placeRoutes = new Hono<AppEnv>()
  .get('/places/suggest', failureMessage(PLACES_FAILURE.city), validate('query', suggestQuery), async (c) => {
    const { q, kind, language, country } = c.req.valid('query');
    const failure = PLACES_FAILURE[kind];
    c.set('failureMessage', failure);
    const suggestions = await fromService(
      placesSource(c.env).suggest(q, { kind, language, ...(country ? { country } : {}) }),
      failure,
    );
    return c.json(suggestions, 200, { 'Cache-Control': PLACES_CACHE });
  })
  .get(
    '/places/:placeId',
    failureMessage(PLACES_FAILURE.place),
    validate('param', placeParam),
    validate('query', detailsQuery),
    async (c) => {
      const { placeId } = c.req.valid('param');
      const { language } = c.req.valid('query');
      const info = await fromService(placesSource(c.env).details(placeId, language), PLACES_FAILURE.place);
      if (!info) throw notFound(PLACES_FAILURE.place);
      return c.json(info, 200, { 'Cache-Control': 'public, max-age=300' });
    },
  );
