/**
 * Country lookups (PROPDATA-1 Country, PROPAPI country service, PROPERR messages, PROPLIM ISO/name rule),
 * answered from the shipped CLDR/ISO data (src/domain/country-info.ts), so nothing is fetched:
 * - GET /api/rs/public/countries                 every country, sorted by name
 * - GET /api/rs/public/countries/name/{name}     2 letters = an ISO code, 3+ = a name (best first)
 * - GET /api/rs/public/countries/alpha/{iso}     one country; 404 'Error getting country'
 * `?language=it` gives the names in Italian. The data changes only with a deploy: a day of caching.
 */
import { Hono } from 'hono';
import {
  type CountryView,
  countryIsoParams,
  countryLanguageQuery,
  countryNameParams,
} from '../../src/contracts/countries.ts';
import { allCountries, countriesByName, countryByIso } from '../../src/domain/country-info.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { validate } from '../validation.ts';

const CACHE = { 'Cache-Control': 'public, max-age=86400' };

export const countryRoutes = new Hono<AppEnv>()
  .get(
    '/countries',
    failureMessage('Error getting countries'),
    validate('query', countryLanguageQuery),
    (c) => c.json<CountryView[]>(allCountries(c.req.valid('query').language ?? 'en'), 200, CACHE),
  )
  .get(
    '/countries/name/:name',
    failureMessage('Error getting countries'),
    validate('param', countryNameParams),
    validate('query', countryLanguageQuery),
    (c) =>
      c.json<CountryView[]>(
        countriesByName(c.req.valid('param').name, c.req.valid('query').language ?? 'en'),
        200,
        CACHE,
      ),
  )
  .get(
    '/countries/alpha/:iso',
    failureMessage('Error getting country'),
    validate('param', countryIsoParams),
    validate('query', countryLanguageQuery),
    (c) => {
      const country = countryByIso(c.req.valid('param').iso, c.req.valid('query').language ?? 'en');
      if (!country) throw notFound('Error getting country');
      return c.json<CountryView>(country, 200, CACHE);
    },
  );
