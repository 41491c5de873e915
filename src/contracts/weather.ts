/**
 * GET /api/rs/public/hotels/{ref}/weather (INSIGHT-4; BODATA Weather, BOAPI, BOERR): the current
 * weather of a hotel's city. Failures are the messages of BOERR-2: 'City cannot be null' (the hotel
 * has no city), 'Error getting weather for the city and country' (the provider failed), or that
 * no provider is configured (WEATHER_URL empty): the page then shows a dash and no icon.
 */
import { WEATHER_LABELS } from '../domain/weather.ts';
import { typeError } from './fields.ts';
import { z } from './zod.ts';

/** A hotel's id or its name alias, as in the hotel page's address. */
export const weatherParams = z.object(
  {
    ref: z
      .string({ error: typeError })
      .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/, 'error.field.generic.invalid'),
  },
  { error: typeError },
);

export const weatherView = z.strictObject({
  city: z.string(),
  country: z.string(),
  iconCode: z.string(),
  label: z.enum(WEATHER_LABELS),
  isNight: z.boolean(),
  /** °C, one decimal. */
  temperature: z.number(),
});
export type WeatherView = z.output<typeof weatherView>;

/** The field error codes of the weather's failures. */
export const WeatherErrorCode = {
  notConfigured: 'error.weather.not.configured',
  noCity: 'error.weather.city.null',
  provider: 'error.weather.provider',
} as const;
