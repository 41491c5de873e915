/**
 * The country lookups (worker/routes/countries.ts) and the map configuration
 * (worker/routes/public-hotel-map.ts) for the OpenAPI document; appended in public.ts.
 */
import {
  countriesResponse,
  countryIsoParams,
  countryLanguageQuery,
  countryNameParams,
  countryView,
} from '../../src/contracts/countries.ts';
import { mapConfigView } from '../../src/contracts/map.ts';
import type { OperationSpec } from './registry.ts';

const P = '/api/rs/public';
const CACHE = 'public, max-age=86400';

export const countryOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${P}/countries`,
    operationId: 'listCountries',
    summary: 'Every country (ISO 3166-1) with its names, flag and dial prefix, sorted by name',
    tags: ['Places'],
    access: 'anyone',
    query: countryLanguageQuery,
    success: { status: 200, description: 'Countries', schema: countriesResponse, cacheControl: CACHE },
    errors: [400],
  },
  {
    method: 'get',
    path: `${P}/countries/name/{name}`,
    operationId: 'findCountriesByName',
    summary: 'Countries a typed text stands for: 2 letters are an ISO code, 3 or more a name (best first)',
    tags: ['Places'],
    access: 'anyone',
    params: countryNameParams,
    query: countryLanguageQuery,
    pathExamples: { name: 'germ' },
    success: {
      status: 200,
      description: 'Matches (empty when none)',
      schema: countriesResponse,
      cacheControl: CACHE,
    },
    errors: [400],
  },
  {
    method: 'get',
    path: `${P}/countries/alpha/{iso}`,
    operationId: 'getCountry',
    summary: 'One country by its ISO 3166-1 alpha-2 code',
    tags: ['Places'],
    access: 'anyone',
    params: countryIsoParams,
    query: countryLanguageQuery,
    pathExamples: { iso: 'IT' },
    success: { status: 200, description: 'The country', schema: countryView, cacheControl: CACHE },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: `${P}/map`,
    operationId: 'getMapConfig',
    summary:
      "The maps' configuration: the tile URL template (null: offline vector countries only), its attribution, the zooms",
    tags: ['Places'],
    access: 'anyone',
    success: {
      status: 200,
      description: 'Map configuration',
      schema: mapConfigView,
      cacheControl: 'public, max-age=300',
    },
    errors: [],
  },
];
