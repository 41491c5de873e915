/**
 * The weather display's rules (BODATA Weather: icon code, label, isNight, temperature; BOAPI: the
 * provider answers in the OpenWeatherMap shape, `main.temp` and `weather[0].icon`; BOLIM-9: the codes
 * map to sunny, starry, partly cloudy, cloudy, drizzle, rain, thunderstorm, snowy or variable, the
 * temperature has one decimal; BOFLOW: on failure a dash and no icon).
 */

export const WEATHER_LABELS = [
  'sunny',
  'starry',
  'partly.cloudy',
  'cloudy',
  'drizzle',
  'rain',
  'thunderstorm',
  'snowy',
  'variable',
] as const;

import { localeOf } from './dates-format.ts';
export type WeatherLabel = (typeof WEATHER_LABELS)[number];

export type Weather = { iconCode: string; label: WeatherLabel; isNight: boolean; temperature: number };

/** The dash shown instead of a temperature when the weather is not available. */
export const WEATHER_DASH = '–';

/**
 * The label of an OpenWeatherMap icon code ('01d' … '50n'): clear sky is sunny by day and
 * starry by night; few clouds partly cloudy; scattered or broken clouds cloudy; shower rain
 * drizzle; rain; thunderstorm; snow snowy; mist and anything unknown variable.
 */
export function weatherLabel(iconCode: string): WeatherLabel {
  const night = iconCode.endsWith('n');
  switch (iconCode.slice(0, 2)) {
    case '01':
      return night ? 'starry' : 'sunny';
    case '02':
      return 'partly.cloudy';
    case '03':
    case '04':
      return 'cloudy';
    case '09':
      return 'drizzle';
    case '10':
      return 'rain';
    case '11':
      return 'thunderstorm';
    case '13':
      return 'snowy';
    default:
      return 'variable';
  }
}

/** A temperature rounded to one decimal (BOLIM-9): 21.46 → 21.5, -0.04 → 0. */
export const roundTemperature = (value: number): number => Math.round(value * 10) / 10 + 0;

/**
 * The weather of a provider answer in the OpenWeatherMap shape, or null when it lacks a numeric
 * `main.temp` or a string `weather[0].icon`.
 */
export function weatherOf(answer: unknown): Weather | null {
  if (!answer || typeof answer !== 'object') return null;
  const { main, weather } = answer as { main?: { temp?: unknown }; weather?: unknown };
  const temp = main?.temp;
  const first = Array.isArray(weather) ? (weather[0] as { icon?: unknown } | undefined) : undefined;
  const icon = first?.icon;
  if (
    typeof temp !== 'number' ||
    !Number.isFinite(temp) ||
    typeof icon !== 'string' ||
    !/^\d\d[dn]$/.test(icon)
  ) {
    return null;
  }
  return {
    iconCode: icon,
    label: weatherLabel(icon),
    isNight: icon.endsWith('n'),
    temperature: roundTemperature(temp),
  };
}

/** '21.5' / '21,5' (one decimal, the page's language); the dash when there is no temperature. */
export function temperatureText(value: number | null, language: string): string {
  if (value === null) return WEATHER_DASH;
  return new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}
