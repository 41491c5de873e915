/**
 * GET /api/rs/public/hotels/{ref}/weather (INSIGHT-4): the current weather of the hotel's city for
 * its public page (BODATA, BOAPI, BOERR). 404 'The weather is not configured' when no provider is
 * configured (WEATHER_URL empty: a state of the deployment, not a server failure),
 * 422 'City cannot be null' when the hotel has no city, 502 'Error getting weather for the city
 * and country' when the provider fails; the page shows a dash and no icon for all three. Answers
 * may be cached by browsers for 10 minutes, like the provider's answers at the edge.
 */
import { Hono } from 'hono';
import { WeatherErrorCode, type WeatherView, weatherParams } from '../../src/contracts/weather.ts';
import { hotelPlace } from '../data/hotel-place.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { validate } from '../validation.ts';
import { currentWeather, WEATHER_CACHE_SECONDS, weatherProvider } from '../weather/current.ts';

const PROVIDER_FAILED = 'Error getting weather for the city and country';

export const weatherRoutes = new Hono<AppEnv>().get(
  '/hotels/:ref/weather',
  failureMessage(PROVIDER_FAILED),
  validate('param', weatherParams),
  async (c) => {
    const { ref } = c.req.valid('param');
    const place = await hotelPlace(c.env.DB, ref);
    if (!place) throw notFound('Hotel not found');
    const provider = weatherProvider(c.env);
    if (!provider) {
      throw new ApiError(404, 'The weather is not configured', [
        { field: 'weather', code: WeatherErrorCode.notConfigured },
      ]);
    }
    if (!place.city) {
      throw new ApiError(422, 'City cannot be null', [{ field: 'city', code: WeatherErrorCode.noCity }]);
    }
    let waitUntil: ((promise: Promise<unknown>) => void) | undefined;
    try {
      const context = c.executionCtx;
      waitUntil = (promise) => context.waitUntil(promise);
    } catch {
      // app.request() in tests has no execution context: the cache write is awaited instead.
    }
    const weather = await currentWeather(provider, place.city, place.country, waitUntil);
    if (!weather)
      throw new ApiError(502, PROVIDER_FAILED, [{ field: 'weather', code: WeatherErrorCode.provider }]);
    return c.json<WeatherView>({ city: place.city, country: place.country, ...weather }, 200, {
      'Cache-Control': `public, max-age=${WEATHER_CACHE_SECONDS}`,
    });
  },
);
