/**
 * A reservation source (BODATA-11 reservation source options) with its colour: a swatch in the
 * source's colour next to its name (the name carries the meaning; the colour matches the
 * planning's legend). Colours come from GET about/reservations/sources, read once per page through
 * the back office's query cache (they change only with a release).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Translate } from '../../../i18n/translate.ts';
import { browserApi } from '../../../scripts/browser-api.ts';

const NO_COLOURS: ReadonlyMap<string, string> = new Map();

/** The platform's sources and colours (empty until loaded, or when they cannot be read). */
export function useReservationSources(): ReadonlyMap<string, string> {
  const sources = useQuery({
    queryKey: ['reservationSources'],
    queryFn: () => browserApi().reservationSources(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return useMemo(
    () => (sources.data ? new Map(sources.data.map((source) => [source.code, source.color])) : NO_COLOURS),
    [sources.data],
  );
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
