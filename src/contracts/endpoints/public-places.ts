/**
 * The public API's places: address suggestions, countries, the maps' configuration and a hotel's
 * weather (decisions 062 and 068). The worker validates with these schemas; worker/openapi/
 * adds the prose.
 */
import {
  countriesResponse,
  countryIsoParams,
  countryLanguageQuery,
  countryNameParams,
  countryView,
} from '../countries.ts';
import { endpoint } from '../endpoint.ts';
import { mapConfigView } from '../map.ts';
import { detailsQuery, placeParam, suggestQuery } from '../places.ts';
import { addressInfoResponse, placeSuggestionsResponse } from '../public-responses.ts';
import { weatherParams, weatherView } from '../weather.ts';

export const publicPlaceEndpoints = {
  suggestPlaces: endpoint({
    method: 'get',
    path: '/api/rs/public/places/suggest',
    operationId: 'suggestPlaces',
    query: suggestQuery,
    response: placeSuggestionsResponse,
  }),
  getPlace: endpoint({
    method: 'get',
    path: '/api/rs/public/places/{placeId}',
    operationId: 'getPlace',
    params: placeParam,
    query: detailsQuery,
    response: addressInfoResponse,
  }),
  listCountries: endpoint({
    method: 'get',
    path: '/api/rs/public/countries',
    operationId: 'listCountries',
    query: countryLanguageQuery,
    response: countriesResponse,
  }),
  findCountriesByName: endpoint({
    method: 'get',
    path: '/api/rs/public/countries/name/{name}',
    operationId: 'findCountriesByName',
    params: countryNameParams,
    query: countryLanguageQuery,
    response: countriesResponse,
  }),
  getCountry: endpoint({
    method: 'get',
    path: '/api/rs/public/countries/alpha/{iso}',
    operationId: 'getCountry',
    params: countryIsoParams,
    query: countryLanguageQuery,
    response: countryView,
  }),
  getMapConfig: endpoint({
    method: 'get',
    path: '/api/rs/public/map',
    operationId: 'getMapConfig',
    response: mapConfigView,
  }),
  getHotelWeather: endpoint({
    method: 'get',
    path: '/api/rs/public/hotels/{ref}/weather',
    operationId: 'getHotelWeather',
    params: weatherParams,
    response: weatherView,
  }),
};
