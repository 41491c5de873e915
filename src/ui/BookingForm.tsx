/**
 * Booking form (SITEFLOW; BODATA/BOLIM): check-in and check-out dates and the guests by
 * age band (adults 18+ at least 1, boys 13-17, children 3-12, kids 0-2). Check-out is forced to
 * at least check-in + 1 day and at most check-in + maxRange days. Dates are 'YYYY-MM-DD'
 * strings; the native date inputs use the page language, whose week (en-GB, it-IT) starts on
 * Monday (SITELIM-1).
 */
import type { FormEvent } from 'react';
import type { Language } from '../contracts/types.ts';
import { AGE_BANDS, type AgeBand, MIN_ADULTS, type People } from '../domain/booking/types.ts';
import { addDays, daysBetween, formatLongDate, isIsoDate, LOCALE } from '../domain/dates-format.ts';
import { translator } from '../i18n/dictionary.ts';
import { Counter } from './Counter.tsx';
import { useFieldIds } from './field.tsx';
import './BookingForm.css';

export const DEFAULT_MAX_RANGE = 30;
export const DEFAULT_MAX_PER_BAND = 10;

export type BookingValue = { checkin: string; checkout: string; people: People };

/** Check-out clamped to [checkin + 1, checkin + maxRange] (SITEFLOW). */
export function clampCheckout(checkin: string, checkout: string, maxRange = DEFAULT_MAX_RANGE): string {
  const earliest = addDays(checkin, 1);
  if (!isIsoDate(checkout)) return earliest;
  const latest = addDays(checkin, Math.max(1, maxRange));
  if (checkout < earliest) return earliest;
  if (checkout > latest) return latest;
  return checkout;
}

/** The value after a new check-in: check-out follows within the allowed range. */
export function withCheckin(
  value: BookingValue,
  checkin: string,
  maxRange = DEFAULT_MAX_RANGE,
): BookingValue {
  if (!isIsoDate(checkin)) return value;
  return { ...value, checkin, checkout: clampCheckout(checkin, value.checkout, maxRange) };
}

export function totalGuests(people: People): number {
  return AGE_BANDS.reduce((sum, band) => sum + people[band], 0);
}

/** Upper bound of a band's counter: its own maximum and what the total maximum leaves. */
export function bandMax(people: People, band: AgeBand, maxPerBand: number, maxGuests?: number): number {
  if (maxGuests === undefined) return maxPerBand;
  return Math.min(maxPerBand, people[band] + Math.max(0, maxGuests - totalGuests(people)));
}

export type BookingFormProps = {
  language: Language;
  value: BookingValue;
  onChange: (value: BookingValue) => void;
  /** Earliest check-in (usually the hotel's today). */
  minDate: string;
  /** Latest check-in. */
  maxDate?: string;
  maxRange?: number;
  maxPerBand?: number;
  /** Maximum total guests: plus buttons are disabled once it is reached (BOCHECK). */
  maxGuests?: number;
  disabled?: boolean;
  onSubmit?: (value: BookingValue) => void;
  submitLabel?: string;
  id?: string;
};

export function BookingForm(props: BookingFormProps) {
  const { language, value, onChange, minDate, maxDate, disabled } = props;
  const { maxRange = DEFAULT_MAX_RANGE, maxPerBand = DEFAULT_MAX_PER_BAND, maxGuests } = props;
  const t = translator(language);
  const ids = useFieldIds(props.id);
  const checkinId = `${ids.inputId}-checkin`;
  const checkoutId = `${ids.inputId}-checkout`;
  const rangeId = `${ids.inputId}-range`;
  const valid = isIsoDate(value.checkin) && isIsoDate(value.checkout);
  const checkoutMin = isIsoDate(value.checkin) ? addDays(value.checkin, 1) : undefined;
  const checkoutMax = isIsoDate(value.checkin) ? addDays(value.checkin, maxRange) : undefined;
  const nights = valid ? daysBetween(value.checkin, value.checkout) : 0;
  const guests = totalGuests(value.people);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit?.(value);
  };

  return (
    <form className="ui-booking" id={ids.inputId} onSubmit={submit} aria-labelledby={ids.labelId} noValidate>
      <h3 className="ui-booking__title" id={ids.labelId}>
        {t('booking.form.label')}
      </h3>
      <div className="ui-booking__dates">
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={checkinId}>
            {t('booking.checkin')}
          </label>
          <input
            className="ui-input"
            id={checkinId}
            name="checkin"
            type="date"
            lang={LOCALE[language]}
            required
            min={minDate}
            max={maxDate}
            value={value.checkin}
            disabled={disabled}
            onChange={(event) => onChange(withCheckin(value, event.target.value, maxRange))}
          />
        </div>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={checkoutId}>
            {t('booking.checkout')}
          </label>
          <input
            className="ui-input"
            id={checkoutId}
            name="checkout"
            type="date"
            lang={LOCALE[language]}
            required
            min={checkoutMin}
            max={checkoutMax}
            value={value.checkout}
            disabled={disabled}
            aria-describedby={rangeId}
            onChange={(event) => {
              if (!isIsoDate(value.checkin)) return;
              onChange({ ...value, checkout: clampCheckout(value.checkin, event.target.value, maxRange) });
            }}
          />
          <p className="ui-field__hint" id={rangeId}>
            {checkoutMin && checkoutMax
              ? t('booking.checkout.range', {
                  min: formatLongDate(checkoutMin, language),
                  max: formatLongDate(checkoutMax, language),
                })
              : null}
          </p>
        </div>
      </div>
      <p className="ui-booking__nights" aria-live="polite">
        {nights === 1 ? t('booking.nights.one') : t('booking.nights.other', { count: nights })}
      </p>
      <fieldset className="ui-booking__people" disabled={disabled}>
        <legend>
          {t('booking.guests')}:{' '}
          {guests === 1 ? t('booking.guests.count.one') : t('booking.guests.count', { count: guests })}
          {maxGuests !== undefined ? (
            <span className="ui-booking__max"> ({t('booking.guests.max', { count: maxGuests })})</span>
          ) : null}
        </legend>
        {AGE_BANDS.map((band) => {
          return (
            <Counter
              key={band}
              id={`${ids.inputId}-${band}`}
              name={band}
              label={t(`people.${band}`)}
              hint={t(`people.${band}.hint`)}
              language={language}
              value={value.people[band]}
              min={band === 'adults' ? MIN_ADULTS : 0}
              max={bandMax(value.people, band, maxPerBand, maxGuests)}
              disabled={disabled}
              onChange={(count) => onChange({ ...value, people: { ...value.people, [band]: count } })}
            />
          );
        })}
      </fieldset>
      {props.onSubmit ? (
        <button className="button" type="submit" disabled={disabled || !valid}>
          {props.submitLabel ?? t('booking.search')}
        </button>
      ) : null}
    </form>
  );
}
