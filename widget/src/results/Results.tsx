/**
 * The results step: the room types the search found, cheapest first, each as a RoomCard, with
 * the stay they answer (dates, nights, guests) and the fate of the promo code. While searching,
 * skeleton cards under a busy region and a status message; on a failure, the server's message
 * and a retry; with nothing bookable, 'availability missed' with the reasons in plain words
 * (minimum stay, no arrivals that day, sold out…) and 'search other dates' (WIDGETUI-9 info
 * window). The room details open in a modal dialog (RoomInfoDialog).
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { BookingSearch } from '../../../src/contracts/booking-types.ts';
import { useController, useFlow, useTranslate } from '../context.tsx';
import { errorMessage } from '../errors.ts';
import { addMessages } from '../i18n/dictionary.ts';
import messages from './messages.gen.json' with { type: 'json' };
import { RoomCard, stayLength } from './RoomCard.tsx';
import { RoomInfoDialog } from './RoomInfoDialog.tsx';
import { dayLabel, localized, peopleSummary, plural, stayDates, violationReasons } from './results-data.ts';
import './results.css';

// This step's texts come with its chunk, not with the widget's first download.
addMessages(messages);

/** Photos are served by the widget's own host: a relative storage base resolves against it. */
function widgetOrigin(): string {
  try {
    const origin = new URL(import.meta.url).origin;
    return origin === 'null' ? '' : origin;
  } catch {
    return '';
  }
}

/** The storage base of photos, asked once per widget; null until known (or when unavailable). */
function usePhotoBase(): string | null {
  const controller = useController();
  const [base, setBase] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    controller.photoBase().then(
      (url) => live && setBase(url),
      () => undefined, // no photos: the placeholders stay
    );
    return () => {
      live = false;
    };
  }, [controller]);
  return base;
}

/** Widths at which the search form fills a phone's screen: the results are scrolled into view. */
const PHONE_WIDTH = 600;

/**
 * JOURNEY-2 'The phone flow': on a phone the search form pushes the first room ~580 px down, so
 * once the answer lands the results are scrolled to the top of the screen (without moving the
 * focus: the status region announces the outcome). Wider widgets show both at once: no scroll.
 */
function revealOnPhone(element: HTMLElement): void {
  const { top, width } = element.getBoundingClientRect();
  if (width >= PHONE_WIDTH || top < window.innerHeight * 0.25) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
}

export type ResultsProps = {
  /** The instant the booking would be made (cancellation bars start there); now by default. */
  now?: number;
};

export function Results({ now }: ResultsProps = {}) {
  const controller = useController();
  const { search, profile } = useFlow();
  const { t, language } = useTranslate();
  const photoBase = usePhotoBase();
  const bookedAt = now ?? Date.now();
  const [details, setDetails] = useState<{ roomTypeId: number; opener: HTMLElement } | null>(null);
  const data = search.status === 'ready' ? search.data : null;
  const loading = search.status === 'loading' || search.status === 'idle';
  const people = data && peopleSummary(data.people, t, language);
  const guests = data && people && (data.rooms > 1 ? t('widget.results.per.room', { people }) : people);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (data !== null && section.current) revealOnPhone(section.current);
  }, [data]);

  // One status region for the whole step, present before its text changes, so screen readers
  // hear "Looking for rooms…" and then the outcome.
  let status: ReactNode = null;
  if (loading) status = <p className="loading">{t('widget.results.loading')}</p>;
  else if (data && guests && data.results.length > 0)
    status = (
      <>
        <p className="results__count">{plural(t, language, 'widget.results.found', data.results.length)}</p>
        <p className="results__stay">
          {stayDates(data.checkin, data.checkout, language)} ·{' '}
          {stayLength(t, language, data.nights, data.rooms)} · {guests}
        </p>
      </>
    );
  else if (data && guests)
    status = (
      <>
        <h3 className="results__empty-title">{t('widget.results.empty')}</h3>
        <p>
          {t('widget.results.empty.text', {
            checkin: dayLabel(data.checkin, language),
            checkout: dayLabel(data.checkout, language),
            people: guests,
          })}
        </p>
      </>
    );

  const timeZone = profile.data?.hotel.timeZone ?? 'UTC';
  const open = details && data?.results.find((r) => r.roomType.id === details.roomTypeId);
  const origin = widgetOrigin();

  return (
    <section className="results" aria-label={t('widget.results.label')} ref={section}>
      <div
        className={`results__status${data?.results.length === 0 ? ' results__status--empty' : ''}`}
        role="status"
      >
        {status}
      </div>
      {/* Busy while searching (the status above stays outside, so it is announced). */}
      <div className="results__body" aria-busy={loading}>
        {search.status === 'error' && (
          <div className="alert" role="alert">
            <p>
              {t('widget.results.error')} {errorMessage(t, search.error)}
            </p>
            <button type="button" className="button secondary" onClick={() => void controller.search()}>
              {t('widget.retry')}
            </button>
            <button type="button" className="link results__other" onClick={() => controller.newSearch()}>
              {t('widget.results.search.other')}
            </button>
          </div>
        )}
        {loading && (
          <ul className="results__list" aria-hidden="true">
            {[0, 1].map((i) => (
              <li key={i} className="room-card room-card--skeleton">
                <span className="photo skeleton" />
                <span className="skeleton skeleton--title" />
                <span className="skeleton skeleton--line" />
                <span className="skeleton skeleton--price" />
              </li>
            ))}
          </ul>
        )}
        {data && data.results.length === 0 && <Empty data={data} />}
        {data && <LongerStays data={data} />}
        {data && data.results.length > 0 && (
          <>
            {data.promoCode &&
              (data.promoApplied ? (
                <p className="notice results__promo">
                  {t('widget.results.promo.applied', { code: data.promoCode })}
                </p>
              ) : (
                <p className="notice results__promo results__promo--missed">
                  {t('widget.results.promo.not.applied', { code: data.promoCode })}
                </p>
              ))}
            <ul className="results__list">
              {data.results.map((result) => (
                <li key={result.roomType.id}>
                  <RoomCard
                    result={result}
                    search={data}
                    timeZone={timeZone}
                    place={profile.data?.hotel.addressInfo}
                    now={bookedAt}
                    photoBase={photoBase}
                    origin={origin}
                    onDetails={(roomTypeId, opener) => setDetails({ roomTypeId, opener })}
                    onSelect={(roomTypeId, ratePlanId) => controller.select({ roomTypeId, ratePlanId })}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
        {details && open && (
          <RoomInfoDialog
            room={profile.data?.roomTypes.find((r) => r.id === details.roomTypeId) ?? null}
            summary={open.roomType}
            services={profile.data?.services ?? []}
            photoBase={photoBase}
            origin={origin}
            onClose={() => {
              setDetails(null);
              if (details.opener.isConnected) details.opener.focus();
            }}
          />
        )}
      </div>
    </section>
  );
}

/**
 * Room types the stay is too short for, said rather than hidden (CONSIST): "Minimum 3 nights",
 * and the stay from the same check-in that would sell them, one press away.
 */
function LongerStays({ data }: { data: BookingSearch }) {
  const controller = useController();
  const { t, language } = useTranslate();
  if (data.longerStays.length === 0) return null;
  return (
    <div className="results__longer">
      <h3>{t('widget.results.longer.title')}</h3>
      <ul>
        {data.longerStays.map((stay) => (
          <li key={stay.roomType.id}>
            <span>
              <strong>{localized(stay.roomType.name, language) || stay.roomType.nameKey}</strong>{' '}
              {plural(t, language, 'widget.results.longer.min', stay.minStay)}
            </span>
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                controller.setQuery({ checkout: stay.checkout });
                void controller.search();
              }}
            >
              {t('widget.results.longer.stay', { dates: stayDates(data.checkin, stay.checkout, language) })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Nothing bookable ('availability missed'): why, in plain words, and back to the dates. */
function Empty({ data }: { data: BookingSearch }) {
  const controller = useController();
  const { profile } = useFlow();
  const { t, language } = useTranslate();
  const roomTypes = profile.data?.roomTypes ?? [];
  const guests = roomTypes.length > 0 ? { people: data.people, roomTypes } : undefined;
  const reasons = violationReasons(data.violations, t, language, guests);
  return (
    <div className="results__empty">
      {reasons.length > 0 && (
        <>
          <p className="results__why">{t('widget.results.empty.why')}</p>
          <ul className="results__reasons">
            {reasons.map((reason) => (
              <li key={`${reason.key}|${reason.params.dates ?? reason.params.count ?? ''}`}>
                {t(reason.key, reason.params)}
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className="button" onClick={() => controller.newSearch()}>
        {t('widget.results.search.other')}
      </button>
    </div>
  );
}
