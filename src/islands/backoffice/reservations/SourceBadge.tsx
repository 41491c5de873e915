/**
 * A reservation source (BODATA-11 reservation source options) with its colour: a swatch in the
 * source's colour next to its name (the name carries the meaning; the colour matches the
 * planning's legend). Colours come from GET about/reservations/sources, loaded once per page.
 */
import { useEffect, useState } from 'react';
import type { ReservationSource } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { browserApi } from '../../../scripts/browser-api.ts';

let sourcesPromise: Promise<ReservationSource[]> | null = null;

/** The platform's sources and colours (empty until loaded, or when they cannot be read). */
export function useReservationSources(): ReadonlyMap<string, string> {
  const [colours, setColours] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let live = true;
    sourcesPromise ??= browserApi()
      .reservationSources()
      .catch(() => {
        sourcesPromise = null;
        return [];
      });
    void sourcesPromise.then((list) => {
      if (live) setColours(new Map(list.map((source) => [source.code, source.color])));
    });
    return () => {
      live = false;
    };
  }, []);
  return colours;
}

/** The source's name ('Booking.com'), its code when the texts lack it. */
export function sourceLabel(source: string, t: Translate): string {
  const key = `bo.reservations.source.${source}`;
  return t.has(key) ? t.text(key) : source;
}

/** Sets the swatch colour through the CSSOM (the CSP allows no style attributes in markup). */
function paint(colour: string | null | undefined) {
  return (element: HTMLElement | null) => {
    if (!element) return;
    if (colour) element.style.setProperty('--bo-source-colour', colour);
    else element.style.removeProperty('--bo-source-colour');
  };
}

export function SourceBadge({ source, colour, t }: { source: string; colour?: string | null; t: Translate }) {
  return (
    <span className="bo-source" data-source={source}>
      <span className="bo-source__swatch" ref={paint(colour)} aria-hidden="true" />
      {sourceLabel(source, t)}
    </span>
  );
}

/** The swatch alone (filters list the names next to it). */
export function SourceSwatch({ colour }: { colour?: string | null }) {
  return <span className="bo-source__swatch" ref={paint(colour)} aria-hidden="true" />;
}
