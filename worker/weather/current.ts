/**
 * The current weather of a city from the configured provider (WEATHER_URL, key WEATHER_KEY), in
 * the OpenWeatherMap shape of BOAPI: GET {WEATHER_URL}?q={city},{country}&mode=json&units=metric
 * (&appid={key}); it reads `main.temp` and `weather[0].icon`. Answers are kept 10 minutes in the
 * Cache API (`caches.default`), keyed by the query, so a busy hotel page asks the provider at
 * most once per 10 minutes per city and data centre. Failures are not cached.
 */
import { type Weather, weatherOf } from '../../src/domain/weather.ts';
import { edgeCache } from '../middleware/edge-cache.ts';

/** Spec-free choice: the weather changes slowly; 10 minutes is the provider's own update pace. */
export const WEATHER_CACHE_SECONDS = 600;
const PROVIDER_TIMEOUT_MS = 5000;

export type WeatherProvider = { url: string; key: string | null };

/** The configured provider, or null (WEATHER_URL empty: the weather is not configured). */
export function weatherProvider(env: { WEATHER_URL?: string; WEATHER_KEY?: string }): WeatherProvider | null {
  const url = env.WEATHER_URL?.trim();
  if (!url) return null;
  return { url, key: env.WEATHER_KEY?.trim() || null };
}

/** The provider request of a city: '…?q=Firenze,IT&mode=json&units=metric&appid=…'. */
export function weatherRequestUrl(provider: WeatherProvider, city: string, country: string): string {
  const target = new URL(provider.url);
  target.searchParams.set('q', country ? `${city},${country}` : city);
  target.searchParams.set('mode', 'json');
  target.searchParams.set('units', 'metric');
  if (provider.key) target.searchParams.set('appid', provider.key);
  return target.toString();
}

/** The cache key of a city's weather (the query without the key: the key is not a cache dimension). */
const cacheKey = (provider: WeatherProvider, city: string, country: string) =>
  new Request(
    `https://weather.cache.invalid/?p=${encodeURIComponent(provider.url)}&q=${encodeURIComponent(`${city},${country}`)}`,
  );

/** The city's weather (cached), or null when the provider failed or answered something unusable. */
export async function currentWeather(
  provider: WeatherProvider,
  city: string,
  country: string,
  waitUntil?: (promise: Promise<unknown>) => void,
): Promise<Weather | null> {
  const cache = edgeCache();
  const key = cacheKey(provider, city, country);
  const hit = await cache?.match(key);
  if (hit) {
    const cached = weatherOf(await hit.json());
    if (cached) return cached;
  }
  let answer: unknown;
  try {
    const res = await fetch(weatherRequestUrl(provider, city, country), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!res.ok) {
      console.warn(`Weather provider answered ${res.status} for ${city},${country}`);
      return null;
    }
    answer = await res.json();
  } catch (error) {
    console.warn(`Weather provider failed for ${city},${country}: ${String(error)}`);
    return null;
  }
  const weather = weatherOf(answer);
  if (weather && cache) {
    // Stored in the provider's shape, so a hit is read by the same code as a fresh answer.
    const stored = new Response(
      JSON.stringify({ main: { temp: weather.temperature }, weather: [{ icon: weather.iconCode }] }),
      {
        headers: { 'Content-Type': 'application/json', 'Cache-Control': `max-age=${WEATHER_CACHE_SECONDS}` },
      },
    );
    const put = cache.put(key, stored);
    if (waitUntil) waitUntil(put);
    else await put;
  }
  return weather;
}
