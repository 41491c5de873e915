/**
 * Timeline (BOSCREENS, BODATA Timeline event: date, title, icon background, icon; BOLIM: alignments
 * LEFT, CENTER, RIGHT, RIGHT on extra-small screens; entrance delay 100 ms × index up to 10,
 * else 1000 ms; nine backgrounds). An ordered list: each event is a list item with its date in a
 * <time>, its title and an optional body; the icon is decorative (the title says what happened).
 * No animation under prefers-reduced-motion. Rules in src/domain/timeline.ts.
 */
import { type ReactNode, useEffect, useState } from 'react';
import type { TimelineIcon } from '../domain/reservation-history.ts';
import {
  TIMELINE_XS_MAX_WIDTH,
  type TimelineAlignment,
  type TimelineColour,
  timelineAlignment,
  timelineDelayMs,
} from '../domain/timeline.ts';
import type { LooseTranslate } from '../i18n/translate.ts';
import './Timeline.css';

export type TimelineEvent = {
  id: string | number;
  /** ISO date or date-time, for the <time> element. */
  dateTime: string;
  /** The date as shown (the caller formats it in its language). */
  date: string;
  title: string;
  icon: TimelineIcon;
  colour: TimelineColour;
  body?: ReactNode;
};

export type TimelineProps = {
  events: readonly TimelineEvent[];
  t: LooseTranslate;
  alignment?: TimelineAlignment;
  /** Accessible name of the list (default: 'Timeline'). */
  label?: string;
};

/** Whether a media query matches now and later (false where matchMedia is missing). */
function useMedia(query: string): boolean {
  const get = () =>
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches;
  const [matches, setMatches] = useState(get);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

const PATHS: Record<TimelineIcon, string> = {
  plus: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z',
  move: 'M4 11h12.2l-3.6-3.6L14 6l6 6-6 6-1.4-1.4 3.6-3.6H4z',
  note: 'M5 4h10l4 4v12H5zm2 2v12h10V9h-3V6zm2 6h6v2H9zm0 3h6v2H9z',
  id: 'M3 6h18v12H3zm2 2v8h14V8zm2 2h4v4H7zm6 0h4v1.5h-4zm0 2.5h4V14h-4z',
  cross: 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
  alert: 'M11 5h2v9h-2zm0 11h2v2h-2z',
  door: 'M6 3h10v18H6zm2 2v14h6V5zm3 6h2v2h-2z',
  mail: 'M3 6h18v12H3zm2 2v.5l7 4.5 7-4.5V8l-7 4.5zm0 2.9V16h14v-4.6l-7 4.5z',
  dot: 'M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8z',
  coin: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zm0 2a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm1 2v1.1c1.2.3 2 1.1 2.2 2.2h-2a1 1 0 0 0-1.2-.6c-.6 0-1 .3-1 .8 0 .4.4.7 1.4.9 1.7.4 2.8 1 2.8 2.5 0 1.2-.9 2.1-2.2 2.4V17h-2v-1.1c-1.3-.3-2.2-1.2-2.3-2.5h2c.1.5.6.9 1.3.9.7 0 1.2-.3 1.2-.8 0-.4-.4-.7-1.6-1-1.5-.3-2.6-1-2.6-2.4 0-1.1.8-2 2-2.3V7z',
};

export function Timeline({ events, t, alignment = 'RIGHT', label }: TimelineProps) {
  const extraSmall = useMedia(`(max-width: ${TIMELINE_XS_MAX_WIDTH}px)`);
  const reducedMotion = useMedia('(prefers-reduced-motion: reduce)');
  const shown = timelineAlignment(alignment, extraSmall);
  if (events.length === 0) return <p className="ui-timeline__empty">{t.text('timeline.empty')}</p>;
  return (
    <ol
      className={`ui-timeline ui-timeline--${shown.toLowerCase()}`}
      aria-label={label ?? t.text('timeline.label')}
    >
      {events.map((event, index) => (
        <li
          key={event.id}
          className="ui-timeline__event"
          ref={(node) => {
            // Set from script (CSP allows CSSOM writes, not style attributes in markup).
            if (node) node.style.animationDelay = `${timelineDelayMs(index, reducedMotion)}ms`;
          }}
        >
          <span className={`ui-timeline__icon ui-timeline__icon--${event.colour}`} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
              <path d={PATHS[event.icon]} fill="currentColor" />
            </svg>
          </span>
          <div className="ui-timeline__card">
            <time className="ui-timeline__date" dateTime={event.dateTime}>
              {event.date}
            </time>
            <p className="ui-timeline__title">{event.title}</p>
            {event.body ? <div className="ui-timeline__body">{event.body}</div> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
