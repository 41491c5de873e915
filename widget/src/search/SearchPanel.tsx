/**
 * The search step: a compact bar with the stay's dates (a button opening the date-range picker),
 * the guests per room and the rooms (a disclosure panel of counters), an optional promo code
 * and the search button. Values live in the flow's query (controller.setQuery); Search runs
 * controller.search(). Above the results the bar stays, and says when the results no longer
 * match what it shows (the button then reads "Update").
 */
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { CALENDAR_MAX_AHEAD_DAYS } from '../../../src/contracts/booking-limits.ts';
import { addDays, nightsBetween, todayBySpan } from '../../../src/domain/booking/dates.ts';
import { useController, useFlow, useTranslate } from '../context.tsx';
import { CurrencySelect } from '../currency/CurrencySelect.tsx';
import { useCompactMoney } from '../money.ts';
import { shortDate } from './format.ts';
import { PromoField } from './PromoField.tsx';
import { peopleLimits, peopleProblem, peopleSummary, sameQuery } from './people-limits.ts';
import './SearchPanel.css';

/**
 * The date picker and the guests panel are fetched right after the bar is shown (when the browser
 * is idle) or as soon as the pointer or the focus reaches their button: the bar is interactive
 * without them, and the first download stays within the size budget.
 */
const loadPicker = () => import('./DateRangePicker.tsx');
const loadPeople = () => import('./PeoplePicker.tsx');
const DateRangePicker = lazy(() => loadPicker().then((m) => ({ default: m.DateRangePicker })));
const PeoplePicker = lazy(() => loadPeople().then((m) => ({ default: m.PeoplePicker })));

/** Visible ASCII, as the API's promo code field. */
const PROMO = /^[\x21-\x7e]*$/;

type Errors = { dates?: string; people?: string; promo?: string };

export function SearchPanel() {
  const controller = useController();
  const { config, profile, query, searched, step, restoredDraft } = useFlow();
  const { t, language } = useTranslate();
  // Day cells show whole units in the display currency ('€89', 'US$97').
  const money = useCompactMoney();
  const ids = `search${useId().replace(/[^\w-]/g, '')}`;
  const datesButton = useRef<HTMLButtonElement>(null);
  const peopleButton = useRef<HTMLButtonElement>(null);
  const promoInput = useRef<HTMLInputElement>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [peopleOpen, setPeopleOpen] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() => {
      void loadPicker();
      void loadPeople();
    });
  }, []);

  const hotelProfile = profile.data;
  if (hotelProfile === null) return null;

  const today = todayBySpan(hotelProfile.hotel.timeZone, hotelProfile.hotel.utcOffset, Date.now());
  // Identical rooms share one room type: no more than the largest type has.
  const roomsNumber = Math.max(0, ...hotelProfile.roomTypes.map((roomType) => roomType.rooms ?? 0)) || null;
  const limits = peopleLimits(hotelProfile.roomTypes, roomsNumber);
  const { checkin, checkout, people, rooms, promo } = query;
  const nights = checkin !== null && checkout !== null ? nightsBetween(checkin, checkout) : 0;
  const nightsText = nights === 1 ? t('booking.nights.one') : t('booking.nights.other', { count: nights });
  const outdated = step === 'results' && searched !== null && !sameQuery(query, searched);

  const datesError = (): string | undefined => {
    if (checkin === null || checkout === null || nights < 1) return t('widget.search.dates.required');
    if (checkin < today) return t('widget.search.dates.past');
    if (checkout > addDays(today, CALENDAR_MAX_AHEAD_DAYS)) return t('widget.search.dates.far');
    if (nights > hotelProfile.maxRange) {
      return t('widget.search.dates.long', {
        nights:
          hotelProfile.maxRange === 1
            ? t('booking.nights.one')
            : t('booking.nights.other', { count: hotelProfile.maxRange }),
      });
    }
    return undefined;
  };
  const peopleError = (): string | undefined => {
    switch (peopleProblem(people, limits)) {
      case 'adults':
        return t('widget.search.people.adults');
      case 'total':
        return t('widget.search.people.max', { count: limits.maxTotal });
      case 'band':
        return t('widget.search.people.band');
      default:
        return undefined;
    }
  };
  const promoError = () => (PROMO.test(promo) ? undefined : t('error.field.generic.invalid'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = { dates: datesError(), people: peopleError(), promo: promoError() };
    setErrors(next);
    if (next.dates) datesButton.current?.focus();
    else if (next.people) {
      setPeopleOpen(true);
      peopleButton.current?.focus();
    } else if (next.promo) promoInput.current?.focus();
    else void controller.search();
  };

  const closePicker = (range: { checkin: string; checkout: string } | null) => {
    setPickerOpen(false);
    if (range !== null) {
      controller.setQuery(range);
      setErrors((e) => ({ ...e, dates: undefined }));
    }
    datesButton.current?.focus();
  };

  const closePeople = () => {
    setPeopleOpen(false);
    peopleButton.current?.focus();
  };

  const datesValue =
    checkin !== null && checkout !== null && nights > 0
      ? `${shortDate(checkin, language)} – ${shortDate(checkout, language)} · ${nightsText}`
      : t('widget.search.dates.choose');

  return (
    <div className="search">
      {restoredDraft && (
        <p className="notice search-draft">
          <span>{t('widget.draft.restored')}</span>{' '}
          <button type="button" className="link" onClick={() => controller.startOver()}>
            {t('widget.draft.discard')}
          </button>
        </p>
      )}
      <form className="search-bar" noValidate onSubmit={submit} aria-label={t('widget.step.search')}>
        <div className="search-field search-dates">
          <span className="search-label" id={`${ids}-dates-label`}>
            {t('widget.search.dates')}
          </span>
          <button
            type="button"
            ref={datesButton}
            className={`search-control${checkin === null ? ' is-empty' : ''}`}
            aria-haspopup="dialog"
            aria-labelledby={`${ids}-dates-label ${ids}-dates-value`}
            aria-describedby={errors.dates ? `${ids}-dates-error` : undefined}
            onClick={() => setPickerOpen(true)}
            onPointerEnter={() => void loadPicker()}
            onFocus={() => void loadPicker()}
          >
            <svg className="search-icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5z" />
            </svg>
            <span id={`${ids}-dates-value`}>{datesValue}</span>
          </button>
          {errors.dates && (
            <p className="search-error" id={`${ids}-dates-error`}>
              {errors.dates}
            </p>
          )}
        </div>
        <div className="search-field search-guests">
          <span className="search-label" id={`${ids}-people-label`}>
            {t('booking.guests')}
          </span>
          <button
            type="button"
            ref={peopleButton}
            className="search-control"
            aria-expanded={peopleOpen}
            aria-controls={peopleOpen ? `${ids}-people` : undefined}
            aria-labelledby={`${ids}-people-label ${ids}-people-value`}
            aria-describedby={errors.people && !peopleOpen ? `${ids}-people-error` : undefined}
            onClick={() => setPeopleOpen(!peopleOpen)}
            onPointerEnter={() => void loadPeople()}
            onFocus={() => void loadPeople()}
          >
            <svg className="search-icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9m0 2c-4 0-8 2-8 5v2h16v-2c0-3-4-5-8-5" />
            </svg>
            <span id={`${ids}-people-value`}>{peopleSummary(people, rooms, language)}</span>
            <span className="search-chevron" aria-hidden="true" />
          </button>
          {errors.people && !peopleOpen && (
            <p className="search-error" id={`${ids}-people-error`}>
              {errors.people}
            </p>
          )}
        </div>
        {peopleOpen && (
          <Suspense
            fallback={
              <p className="loading search-people-panel" role="status">
                {t('widget.loading')}
              </p>
            }
          >
            <PeoplePicker
              id={`${ids}-people`}
              language={language}
              people={people}
              rooms={rooms}
              limits={limits}
              error={errors.people ?? null}
              errorId={`${ids}-people-error`}
              onChange={(patch) => {
                controller.setQuery(patch);
                setErrors((e) => ({ ...e, people: undefined }));
              }}
              onDone={closePeople}
            />
          </Suspense>
        )}
        <button type="submit" className="button search-submit">
          {outdated ? t('widget.search.update') : t('booking.search')}
        </button>
        <div className="search-options">
          <PromoField
            id={`${ids}-promo`}
            promo={promo}
            error={errors.promo}
            inputRef={promoInput}
            onChange={(value) => {
              controller.setQuery({ promo: value });
              setErrors((e) => ({ ...e, promo: undefined }));
            }}
          />
          <CurrencySelect className="search-currency" />
        </div>
      </form>
      {outdated && (
        <p className="notice search-outdated" role="status">
          {t('widget.search.outdated')}
        </p>
      )}
      {pickerOpen && (
        <Suspense fallback={null}>
          <DateRangePicker
            api={controller.api}
            hotel={config.hotel}
            language={language}
            today={today}
            maxRange={hotelProfile.maxRange}
            checkin={checkin}
            checkout={checkout}
            party={{ ...people, rooms }}
            money={money}
            onClose={closePicker}
          />
        </Suspense>
      )}
    </div>
  );
}
