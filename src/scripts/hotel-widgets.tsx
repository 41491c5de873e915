/**
 * The hotel page's weather and share buttons (INSIGHT-4), loaded only when their section scrolls
 * into view (src/scripts/hotel-page.ts): the page's first load ships none of this (nor React).
 * The weather comes from GET /api/rs/public/hotels/{ref}/weather; any failure (no provider
 * configured, no city, the provider down) leaves the dash the page already shows.
 */
import { createRoot } from 'react-dom/client';
import type { WeatherView } from '../contracts/weather.ts';
import type { LooseTranslate } from '../i18n/translate.ts';
import { ShareButtons } from '../ui/ShareButtons.tsx';
import { Weather } from '../ui/Weather.tsx';

type Texts = Readonly<Record<string, string>>;

function translateOf(texts: Texts): LooseTranslate {
  return {
    text: (key, params) =>
      (texts[key] ?? key).replace(/\{(\w+)\}/g, (placeholder, name: string) =>
        params?.[name] === undefined ? placeholder : String(params[name]),
      ),
    has: (key) => key in texts,
  };
}

/** Renders the share buttons of the page's canonical address. */
export function mountShare(node: HTMLElement, page: { url: string; title: string }, texts: Texts): void {
  createRoot(node).render(<ShareButtons url={page.url} title={page.title} t={translateOf(texts)} />);
}

/** Loads the hotel's weather and shows it (the dash stays on any failure). */
export async function mountWeather(
  node: HTMLElement,
  ref: string,
  texts: Texts,
  language: string,
): Promise<void> {
  let weather: WeatherView | null = null;
  try {
    const res = await fetch(`/api/rs/public/hotels/${encodeURIComponent(ref)}/weather`);
    if (res.ok) weather = (await res.json()) as WeatherView;
  } catch {
    // Offline or refused: the dash stays.
  }
  const t = translateOf(texts);
  createRoot(node).render(
    <Weather
      state={weather ? { kind: 'ready', weather } : { kind: 'unavailable' }}
      t={t}
      language={language}
    />,
  );
}
