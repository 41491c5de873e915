/**
 * The stay and its people: arrival and departure, the people of each room by age band (rooms
 * added and removed), and 'Show availability'. A change of the stay or the people asks anew.
 */

import type { Dispatch, SetStateAction } from 'react';
import type { Language } from '../../../contracts/types.ts';
import { AGE_BANDS } from '../../../domain/booking/types.ts';
import { pluralForm } from '../../../domain/plural.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { bandMax, clampBand, MAX_ROOMS, newDraft, type RoomDraft, withoutExtras } from './new-reservation.ts';
import { PeopleInput } from './PeopleInput.tsx';
import type { Search } from './staff-booking-state.ts';

export function addDay(date: string): string {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
  return next.toISOString().slice(0, 10);
}

type Stay = { checkin: string; checkout: string };

export type StayFormProps = {
  t: Translate;
  language: Language;
  /** The id of a field of the screen. */
  field: (name: string) => string;
  today: string;
  stay: Stay;
  stayValid: boolean;
  drafts: RoomDraft[];
  setDrafts: Dispatch<SetStateAction<RoomDraft[]>>;
  search: Search;
  /** The stay or the people changed: the rooms found no longer apply. */
  clearSearch: () => void;
  changeStay: (next: Stay) => void;
  updateDraft: (index: number, change: (draft: RoomDraft) => RoomDraft) => void;
  runSearch: () => Promise<void>;
};

export function StayForm({
  t,
  language,
  field,
  today,
  stay,
  stayValid,
  drafts,
  setDrafts,
  search,
  clearSearch,
  changeStay,
  updateDraft,
  runSearch,
}: StayFormProps) {
  const nights = Math.max(0, (Date.parse(stay.checkout) - Date.parse(stay.checkin)) / 86_400_000);
  return (
    <section className="bo-new__section" aria-labelledby={field('stay-title')}>
      <h2 id={field('stay-title')}>{t('bo.booking.stay.title')}</h2>
      <form
        className="bo-new__stay"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void runSearch();
        }}
      >
        <div className="bo-new__dates">
          <div className="field">
            <label htmlFor={field('checkin')}>{t('bo.booking.checkin')}</label>
            <input
              id={field('checkin')}
              type="date"
              required
              min={today}
              value={stay.checkin}
              onChange={(event) => {
                const checkin = event.target.value;
                if (!checkin) return;
                const checkout = stay.checkout > checkin ? stay.checkout : addDay(checkin);
                changeStay({ checkin, checkout });
              }}
            />
          </div>
          <div className="field">
            <label htmlFor={field('checkout')}>{t('bo.booking.checkout')}</label>
            <input
              id={field('checkout')}
              type="date"
              required
              min={addDay(stay.checkin)}
              value={stay.checkout}
              aria-describedby={field('nights')}
              onChange={(event) =>
                event.target.value && changeStay({ ...stay, checkout: event.target.value })
              }
            />
            <p className="bo-new__hint" id={field('nights')}>
              {stayValid
                ? t.text(`bo.booking.nights.${pluralForm(nights, language)}`, { count: nights })
                : t('bo.booking.stay.invalid')}
            </p>
          </div>
        </div>
        {drafts.map((draft, index) => (
          <fieldset className="bo-new__people" key={draft.key}>
            <legend>{t('bo.booking.room.people', { num: index + 1 })}</legend>
            {AGE_BANDS.map((band) => (
              <PeopleInput
                key={band}
                id={field(`people-${index}-${band}`)}
                band={band}
                value={draft.people[band]}
                max={bandMax(draft.people, band)}
                t={t}
                onChange={(typed) => {
                  updateDraft(index, (d) => ({
                    ...withoutExtras(d),
                    people: clampBand(d.people, band, typed),
                    choice: null,
                  }));
                  clearSearch();
                }}
              />
            ))}
            {drafts.length > 1 && (
              <button
                type="button"
                className="button button--secondary bo-new__small"
                onClick={() => {
                  setDrafts((previous) => previous.filter((_, i) => i !== index));
                  clearSearch();
                }}
              >
                {t('bo.booking.room.remove', { num: index + 1 })}
              </button>
            )}
          </fieldset>
        ))}
        <div className="bo-new__row">
          {drafts.length < MAX_ROOMS && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setDrafts((previous) => [...previous, newDraft()]);
                clearSearch();
              }}
            >
              {t('bo.booking.room.add')}
            </button>
          )}
          <button type="submit" className="button" disabled={!stayValid || search.kind === 'loading'}>
            {t('bo.booking.search')}
          </button>
        </div>
      </form>
    </section>
  );
}
