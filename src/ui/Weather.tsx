/**
 * Weather display (BODATA Weather: icon, label, night flag, temperature; BOLIM: nine kinds, one
 * decimal, °C; BOFLOW: on failure the temperature shows a dash and no icon). It shows what it is given:
 * the caller loads GET /api/rs/public/hotels/{ref}/weather (which answers a failure when no
 * provider is configured: never an invented weather).
 */

import type { WeatherView } from '../contracts/weather.ts';
import { temperatureText, WEATHER_DASH, type WeatherLabel } from '../domain/weather.ts';
import type { LooseTranslate } from '../i18n/translate.ts';
import './Weather.css';

export type WeatherState =
  | { kind: 'loading' }
  | { kind: 'ready'; weather: WeatherView }
  | { kind: 'unavailable' };

const SUN = 'M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zM11 1h2v3h-2zm0 19h2v3h-2zM1 11h3v2H1zm19 0h3v2h-3z';
const CLOUD = 'M7 19a5 5 0 0 1-.6-10A6 6 0 0 1 18 9.5 4.75 4.75 0 0 1 18 19z';
const ICONS: Record<WeatherLabel, string> = {
  sunny: SUN,
  starry: 'M14 3a8 8 0 1 0 7 12A7 7 0 0 1 14 3zM5 4l.7 1.6L7.3 6l-1.6.7L5 8.3l-.7-1.6L2.7 6l1.6-.4z',
  'partly.cloudy':
    'M9 3a4 4 0 0 1 3.9 3.1A6 6 0 0 0 8 9.3 4 4 0 0 1 9 3zM8 21a4.5 4.5 0 0 1-.5-9A5.5 5.5 0 0 1 18 12.5 4.25 4.25 0 0 1 18 21z',
  cloudy: CLOUD,
  drizzle: 'M7 15a4.5 4.5 0 0 1-.5-9A5.5 5.5 0 0 1 17 6.5 4.25 4.25 0 0 1 17 15zM8 17h2v2H8zm5 1h2v2h-2z',
  rain: 'M7 14a4.5 4.5 0 0 1-.5-9A5.5 5.5 0 0 1 17 5.5 4.25 4.25 0 0 1 17 14zM8 16h2l-1 5H7zm5 0h2l-1 5h-2zm-8 0h2l-1 3H4z',
  thunderstorm:
    'M7 13a4.5 4.5 0 0 1-.5-9A5.5 5.5 0 0 1 17 4.5 4.25 4.25 0 0 1 17 13zm5 1h4l-3 4h3l-6 6 2-5h-3z',
  snowy: 'M11 2h2v20h-2zM3.3 6.3l1-1.7 16.4 13.1-1 1.7zm0 11.4L19.7 4.6l1 1.7L4.3 19.4z',
  variable:
    'M6 3a4 4 0 0 1 4 3.5A6 6 0 0 0 6 10a4 4 0 0 1 0-7zm1 16a4.5 4.5 0 0 1-.5-9A5.5 5.5 0 0 1 17 10.5 4.25 4.25 0 0 1 17 19zm2 2h8v2H9z',
};

export function Weather({
  state,
  t,
  language,
}: {
  state: WeatherState;
  t: LooseTranslate;
  language: string;
}) {
  if (state.kind === 'ready') {
    const { weather } = state;
    const label = t.text(`weather.code.${weather.label}`);
    const temperature = t.text('weather.temperature', {
      value: temperatureText(weather.temperature, language),
    });
    return (
      <div className="ui-weather" data-weather={weather.label}>
        <span
          className={`ui-weather__icon${weather.isNight ? ' ui-weather__icon--night' : ''}`}
          aria-hidden="true"
        >
          <svg viewBox="0 0 24 24" width="40" height="40" focusable="false" aria-hidden="true">
            <path d={ICONS[weather.label]} fill="currentColor" fillRule="evenodd" />
          </svg>
        </span>
        <p className="ui-weather__text">
          <span className="ui-weather__temperature">{temperature}</span>
          <span className="ui-weather__label">
            {label}
            {weather.isNight && weather.label !== 'starry' ? ` (${t.text('weather.night')})` : ''}
          </span>
          <span className="ui-weather__place">{t.text('weather.now', { city: weather.city })}</span>
        </p>
      </div>
    );
  }
  return (
    <div className="ui-weather ui-weather--none" aria-busy={state.kind === 'loading' || undefined}>
      <p className="ui-weather__text">
        <span className="ui-weather__temperature" aria-hidden="true">
          {WEATHER_DASH}
        </span>
        <span className="ui-sr-only">{state.kind === 'loading' ? '' : t.text('weather.unavailable')}</span>
      </p>
    </div>
  );
}
