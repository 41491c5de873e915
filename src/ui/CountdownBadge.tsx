/**
 * Countdown badge (SITEFLOW, SITELIM): ticks every second until the end, then shows '!'
 * (finished); default diameter 100 px. role="timer" (implicitly aria-live off, so the ticking
 * is not announced); once finished the region turns polite and says so. Until mounted it shows
 * nothing time-dependent, so server-rendered HTML never disagrees with the browser clock.
 */
import { useEffect, useRef, useState } from 'react';
import type { Language } from '../contracts/types.ts';
import { translator } from '../i18n/dictionary.ts';
import './CountdownBadge.css';

export const COUNTDOWN_TICK_MS = 1000;
export const COUNTDOWN_DIAMETER = 100;

export type Remaining = { days: number; hours: number; minutes: number; seconds: number; finished: boolean };

/** Whole days, hours, minutes and seconds left until `end` (rounded up to the second). */
export function remainingTime(end: number, now: number): Remaining {
  const total = Math.max(0, Math.ceil((end - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    finished: total === 0,
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** '03:04:05', or '2 d 03:04:05' with days. */
export function formatRemaining(r: Remaining, daysLabel: (count: number) => string): string {
  const clock = `${two(r.hours)}:${two(r.minutes)}:${two(r.seconds)}`;
  return r.days > 0 ? `${daysLabel(r.days)} ${clock}` : clock;
}

export type CountdownBadgeProps = {
  /** The end: an ISO instant or epoch milliseconds. */
  end: string | number;
  language: Language;
  diameter?: number;
  /** Visible label above the time (default 'Time left'). */
  label?: string;
  onFinish?: () => void;
  /** Clock, for tests. */
  now?: () => number;
};

export function CountdownBadge({
  end,
  language,
  diameter = COUNTDOWN_DIAMETER,
  label,
  onFinish,
  now = Date.now,
}: CountdownBadgeProps) {
  const t = translator(language);
  const endMs = typeof end === 'number' ? end : Date.parse(end);
  const [current, setCurrent] = useState<number | null>(null);
  const finishedRef = useRef(false);
  const onFinishRef = useRef(onFinish);
  onFinishRef.current = onFinish;

  useEffect(() => {
    finishedRef.current = false;
    setCurrent(now());
    const timer = setInterval(() => {
      const time = now();
      setCurrent(time);
      if (time >= endMs) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [endMs, now]);

  const remaining = current === null ? null : remainingTime(Number.isNaN(endMs) ? 0 : endMs, current);
  const finished = remaining?.finished ?? false;
  useEffect(() => {
    if (finished && !finishedRef.current) {
      finishedRef.current = true;
      onFinishRef.current?.();
    }
  }, [finished]);

  const text = remaining ? formatRemaining(remaining, (count) => t('countdown.days', { count })) : '';
  return (
    <div
      className={`ui-countdown${finished ? ' ui-countdown--finished' : ''}`}
      role="timer"
      aria-live={finished ? 'polite' : 'off'}
      aria-atomic="true"
      data-finished={finished ? 'true' : 'false'}
      style={{ width: diameter, height: diameter, fontSize: `${Math.max(10, diameter / 7)}px` }}
    >
      {finished ? (
        <>
          <span className="ui-countdown__mark" aria-hidden="true">
            !
          </span>
          <span className="ui-sr-only">{t('countdown.finished')}</span>
        </>
      ) : (
        <>
          <span className="ui-countdown__label">{label ?? t('countdown.label')}</span>
          <span className="ui-countdown__time">{text}</span>
        </>
      )}
    </div>
  );
}
