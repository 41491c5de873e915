/**
 * New reservation taken by the front desk (MANAGE "Staff booking"; BOSCREENS-1 named state
 * 'new hotel reservation' with its optional check-in): `/secure/reservations/new?checkin=…&roomId=…`
 * (the planning opens it from a day or a cell).
 *
 * 1. Stay and people per room (adults 18+, boys 13-17, children 3-12, kids 0-2; one adult at
 *    least), then 'Show availability': every room type and rate for the stay, priced by the
 *    booking engine as the widget prices them (room total with VAT, city tax apart), with the
 *    online restrictions this booking overrides and the sold-out nights.
 * 2. A rate per room and, optionally, a specific free room (pre-chosen from `?roomId`); the
 *    room's extras: bookable services (count) and extra beds of its type (who sleeps in each),
 *    priced by the engine (POST staff-quote) and counted in the summary's total.
 * 3. The guest (react-hook-form + the shared zod schema), the source (PHONE by default), notes
 *    and the confirmation e-mail toggle; the summary (total, city tax, grand total, deposit).
 * 4. 'Create reservation' sends ONE Idempotency-Key per request (a double click books once). A
 *    sold-out night answers 409: an APG alertdialog says which nights and offers 'Overbook
 *    anyway'. Success opens the reservation. Whatever fails, what was typed stays.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NOTES_MAX_LENGTH } from '../../../contracts/booking-limits.ts';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import {
  DEFAULT_STAFF_SOURCE,
  STAFF_BOOKING_SOURCES,
  type StaffAvailability,
  type StaffBookingCreated,
  type StaffGuestForm,
  type StaffGuestFormInput,
  type StaffQuote,
  type StaffRoomTypeAvailability,
  type StaffSoldOut,
  staffGuestFormSchema,
} from '../../../contracts/secure/staff-booking.ts';
import { bedBands } from '../../../domain/booking/bed-bands.ts';
import { todayIn } from '../../../domain/booking/dates.ts';
import { AGE_BAND_RANGES, AGE_BANDS, type AgeBand } from '../../../domain/booking/types.ts';
import { countryNames, dialCountries } from '../../../domain/countries.ts';
import { formatShortDate } from '../../../domain/dates-format.ts';
import { pluralForm } from '../../../domain/plural.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatMoney } from '../../../ui/format.ts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../shared/fields.tsx';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureRequest } from '../app/request.ts';
import { sourceLabel } from '../reservations/SourceBadge.tsx';
import type { ScreenProps } from '../screen.ts';
import {
  addBed,
  BAND_LIMITS,
  type BedDraft,
  bandMax,
  bedBandMax,
  bookingBody,
  chosenRate,
  clampBand,
  type ExtraProblem,
  extrasProblems,
  hasExtras,
  initialStay,
  MAX_ROOMS,
  newDraft,
  prefilledRoom,
  queryRoomId,
  quoteBody,
  type RoomDraft,
  roomTypeOfRoom,
  serviceCount,
  serviceMax,
  setServiceCount,
  summaryOf,
  summaryWithQuote,
  withoutExtras,
} from './new-reservation.ts';
import './new-reservation.css';

type Search =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; results: StaffAvailability[] };

type Quote =
  | { key: string; kind: 'loading' }
  | { key: string; kind: 'ready'; quote: StaffQuote }
  | { key: string; kind: 'error'; message: string };

type Sending =
  | { kind: 'idle' }
  | { kind: 'sending'; overbook: boolean }
  | { kind: 'soldOut'; error: StaffSoldOut }
  | { kind: 'error'; message: string };

function messageOf(error: unknown, t: Translate): string {
  return (
    timeoutMessage(error, t) ??
    (error instanceof Error && error.message ? error.message : t('bo.booking.error.generic'))
  );
}

export default function NewReservationScreen({ hotel, language, query, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const id = useId();
  const today = useMemo(() => todayIn(hotel.timeZone, Date.now()), [hotel.timeZone]);
  const [stay, setStay] = useState(() => initialStay(query, today));
  const wantedRoom = useMemo(() => queryRoomId(query), [query]);
  const [drafts, setDrafts] = useState<RoomDraft[]>(() => [newDraft()]);
  const [search, setSearch] = useState<Search>({ kind: 'idle' });
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  const keyRef = useRef<{ body: string; key: string } | null>(null);
  const searched = useRef(false);

  const countries = useMemo(() => [...countryNames(language).entries()], [language]);
  const prefixes = useMemo(() => dialCountries(language), [language]);
  // The prefix is chosen by country (several countries share a dial code); the hotels are Italian.
  const [prefixIso, setPrefixIso] = useState('IT');
  const defaultPrefix = prefixes.find((p) => p.iso === 'IT')?.dial ?? '+39';
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<StaffGuestFormInput, unknown, StaffGuestForm>({
    resolver: zodResolver(staffGuestFormSchema),
    defaultValues: {
      guest: {
        name: '',
        surname: '',
        email: '',
        phone: { prefix: defaultPrefix, number: '' },
        nationality: '',
        countryIso: '',
        language,
      },
      source: DEFAULT_STAFF_SOURCE,
      notes: '',
      sendEmail: true,
    },
  });
  const email = watch('guest.email');

  const availabilities = search.kind === 'ready' ? search.results : [];
  const stayValid = stay.checkin >= today && stay.checkout > stay.checkin;
  const offersOf = (draft: RoomDraft, index: number): StaffRoomTypeAvailability | null =>
    availabilities[index]?.results.find((r) => r.roomType.id === draft.choice?.roomTypeId) ?? null;
  const problems = drafts.map((draft, index) => extrasProblems(draft, offersOf(draft, index)));
  const extrasValid = problems.every((list) => list.length === 0);
  // With extras the total is the engine's quote of the rooms with them (asked again on each change).
  const quoteRequest =
    search.kind === 'ready' && extrasValid && hasExtras(drafts) ? quoteBody(stay, drafts) : null;
  const quoteKey = quoteRequest ? JSON.stringify(quoteRequest) : '';
  const [quote, setQuote] = useState<Quote | null>(null);
  useEffect(() => {
    if (!quoteKey) {
      setQuote(null);
      return;
    }
    let current = true;
    setQuote({ key: quoteKey, kind: 'loading' });
    const timer = window.setTimeout(async () => {
      try {
        const answer = await secureRequest<StaffQuote>(`hotels/${hotel.id}/staff-quote`, {
          method: 'POST',
          body: JSON.parse(quoteKey) as unknown,
          fallback: t('bo.booking.error.generic'),
        });
        if (current) setQuote({ key: quoteKey, kind: 'ready', quote: answer });
      } catch (error) {
        if (current) setQuote({ key: quoteKey, kind: 'error', message: messageOf(error, t) });
      }
    }, 250);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [quoteKey, hotel.id, t]);
  const quoted = quote?.key === quoteKey && quote.kind === 'ready' ? quote.quote : null;
  const rateSummary = summaryOf(drafts, availabilities);
  const summary = quoted ? summaryWithQuote(rateSummary, quoted) : rateSummary;
  const pricing = quoteKey !== '' && !quoted;

  const runSearch = async (current: RoomDraft[] = drafts) => {
    if (!stayValid) return;
    setSearch({ kind: 'loading' });
    try {
      const results = await Promise.all(
        current.map((draft) =>
          secureRequest<StaffAvailability>(`hotels/${hotel.id}/staff-availability`, {
            query: { ...stay, ...draft.people, language },
            fallback: t('bo.booking.error.availability'),
          }),
        ),
      );
      setSearch({ kind: 'ready', results });
      // The planning's room: its type and the room itself, for the first room, when free.
      setDrafts((previous) =>
        previous.map((draft, index) => {
          const availability = results[index] ?? null;
          const kept =
            draft.choice && chosenRate(draft, availability)
              ? draft
              : { ...withoutExtras(draft), choice: null };
          if (index !== 0 || kept.choice || wantedRoom === null) {
            return {
              ...kept,
              roomId: kept.choice ? prefilledRoom(kept.roomId, kept.choice.roomTypeId, availability) : null,
            };
          }
          const roomTypeId = roomTypeOfRoom(wantedRoom, availability);
          const rate = availability?.results.find((r) => r.roomType.id === roomTypeId)?.rates[0];
          if (roomTypeId === null || !rate) return kept;
          return { ...kept, choice: { roomTypeId, ratePlanId: rate.ratePlanId }, roomId: wantedRoom };
        }),
      );
    } catch (error) {
      setSearch({ kind: 'error', message: messageOf(error, t) });
    }
  };

  // The planning opened the screen on a day: show what can be sold at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the initial stay.
  useEffect(() => {
    if (searched.current) return;
    searched.current = true;
    void runSearch();
  }, []);

  const changeStay = (next: { checkin: string; checkout: string }) => {
    setStay(next);
    setSearch({ kind: 'idle' });
  };
  const updateDraft = (index: number, change: (draft: RoomDraft) => RoomDraft) =>
    setDrafts((previous) => previous.map((draft, i) => (i === index ? change(draft) : draft)));

  const submit = async (form: StaffGuestForm, overbook: boolean) => {
    const body = bookingBody(stay, drafts, form, overbook);
    const serialized = JSON.stringify(body);
    // One key per request: the same body sent twice (a double click, a retry) books once.
    if (keyRef.current?.body !== serialized) keyRef.current = { body: serialized, key: crypto.randomUUID() };
    setSending({ kind: 'sending', overbook });
    try {
      const created = await secureRequest<StaffBookingCreated>(`hotels/${hotel.id}/reservations`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': keyRef.current.key },
        fallback: t('bo.booking.error.generic'),
      });
      navigate(`/reservations/${created.code}`);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && !overbook) {
        const soldOut = error.body as StaffSoldOut | undefined;
        if (soldOut?.fullNights && soldOut.fullNights.length > 0) {
          setSending({ kind: 'soldOut', error: soldOut });
          return;
        }
      }
      if (error instanceof ApiRequestError && error.status === 400) {
        for (const problem of error.errors) {
          if (problem.field.startsWith('guest.') || problem.field === 'source' || problem.field === 'notes') {
            setError(problem.field as 'guest.email', { type: 'server', message: problem.code });
          }
        }
      }
      setSending({ kind: 'error', message: messageOf(error, t) });
    }
  };

  const ready = summary.chosen === drafts.length && drafts.length > 0 && extrasValid && !pricing;
  const busy = sending.kind === 'sending';
  const field = (name: string) => `${id}-${name}`;
  const nights = Math.max(0, (Date.parse(stay.checkout) - Date.parse(stay.checkin)) / 86_400_000);
  const money = (amount: number) => formatMoney(amount, language, summary.currency);

  return (
    <div className="bo-new">
      <h1 className="bo-new__title">{t('bo.booking.heading')}</h1>
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
                    setSearch({ kind: 'idle' });
                  }}
                />
              ))}
              {drafts.length > 1 && (
                <button
                  type="button"
                  className="button button--secondary bo-new__small"
                  onClick={() => {
                    setDrafts((previous) => previous.filter((_, i) => i !== index));
                    setSearch({ kind: 'idle' });
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
                  setSearch({ kind: 'idle' });
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

      <section
        className="bo-new__section"
        aria-labelledby={field('rooms-title')}
        aria-busy={search.kind === 'loading'}
      >
        <h2 id={field('rooms-title')}>{t('bo.booking.rooms.title')}</h2>
        {search.kind === 'idle' && <p className="bo-new__hint">{t('bo.booking.rooms.idle')}</p>}
        {search.kind === 'loading' && <p role="status">{t('bo.booking.rooms.loading')}</p>}
        {search.kind === 'error' && (
          <p className="bo-new__error" role="alert">
            {search.message}
          </p>
        )}
        {search.kind === 'ready' &&
          drafts.map((draft, index) => (
            <RoomChoice
              key={draft.key}
              id={field(`room-${index}`)}
              index={index}
              draft={draft}
              availability={search.results[index] ?? null}
              t={t}
              language={language}
              onChange={(next) => updateDraft(index, () => next)}
              problems={problems[index] ?? []}
              quoted={quoted?.rooms[index] ?? null}
            />
          ))}
      </section>

      <form
        className="bo-new__section"
        aria-labelledby={field('guest-title')}
        noValidate
        onSubmit={handleSubmit((form) => submit(form, false))}
      >
        <h2 id={field('guest-title')}>{t('bo.booking.guest.title')}</h2>
        <div className="bo-new__grid">
          <TextField
            id={field('name')}
            label={t('bo.booking.guest.name')}
            t={t}
            required
            autoComplete="off"
            maxLength={60}
            error={errors.guest?.name}
            {...register('guest.name')}
          />
          <TextField
            id={field('surname')}
            label={t('bo.booking.guest.surname')}
            t={t}
            required
            autoComplete="off"
            maxLength={60}
            error={errors.guest?.surname}
            {...register('guest.surname')}
          />
          <TextField
            id={field('email')}
            label={t('bo.booking.guest.email')}
            t={t}
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={254}
            hint={t('bo.booking.guest.email.hint')}
            error={errors.guest?.email}
            {...register('guest.email')}
          />
          <div className="bo-new__phone">
            <SelectField
              id={field('prefix')}
              name="prefix-country"
              label={t('bo.booking.guest.prefix')}
              t={t}
              required
              value={prefixIso}
              options={prefixes.map((p) => ({ value: p.iso, label: `${p.name} (${p.dial})` }))}
              error={errors.guest?.phone?.prefix}
              onChange={(event) => {
                const iso = event.target.value;
                setPrefixIso(iso);
                setValue('guest.phone.prefix', prefixes.find((p) => p.iso === iso)?.dial ?? '');
              }}
            />
            <TextField
              id={field('phone')}
              label={t('bo.booking.guest.phone')}
              t={t}
              type="tel"
              required
              autoComplete="off"
              maxLength={20}
              error={errors.guest?.phone?.number}
              {...register('guest.phone.number')}
            />
          </div>
          <SelectField
            id={field('nationality')}
            label={t('bo.booking.guest.nationality')}
            t={t}
            required
            options={[
              { value: '', label: t('bo.booking.guest.nationality.choose') },
              ...countries
                .map(([, name]) => ({ value: name, label: name }))
                .sort((a, b) => a.label.localeCompare(b.label, language)),
            ]}
            error={errors.guest?.nationality}
            {...register('guest.nationality')}
          />
          <SelectField
            id={field('language')}
            label={t('bo.booking.guest.language')}
            t={t}
            required
            options={[
              { value: 'en', label: t('bo.booking.language.en') },
              { value: 'it', label: t('bo.booking.language.it') },
            ]}
            {...register('guest.language')}
          />
          <SelectField
            id={field('source')}
            label={t('bo.booking.source')}
            t={t}
            required
            options={STAFF_BOOKING_SOURCES.map((source) => ({
              value: source,
              label: sourceLabel(source, t),
            }))}
            error={errors.source}
            {...register('source')}
          />
          <TextAreaField
            id={field('notes')}
            label={t('bo.booking.notes')}
            t={t}
            maxLength={NOTES_MAX_LENGTH}
            className="field--wide"
            error={errors.notes}
            {...register('notes')}
          />
          <CheckboxField
            id={field('send')}
            label={t('bo.booking.send.email')}
            t={t}
            className="field--wide"
            {...register('sendEmail')}
          />
        </div>
        {!email && <p className="bo-new__hint">{t('bo.booking.send.email.none')}</p>}

        <section className="bo-new__summary" aria-labelledby={field('summary-title')}>
          <h2 id={field('summary-title')}>{t('bo.booking.summary.title')}</h2>
          <p>
            {t.text(`bo.booking.summary.stay.${pluralForm(nights, language)}`, {
              checkin: formatShortDate(stay.checkin, language),
              checkout: formatShortDate(stay.checkout, language),
              count: nights,
            })}
          </p>
          <dl className="bo-new__money">
            <div>
              <dt>{t('bo.booking.summary.total')}</dt>
              <dd>{money(summary.total)}</dd>
            </div>
            <div>
              <dt>{t('bo.booking.summary.citytax')}</dt>
              <dd>{money(summary.cityTax)}</dd>
            </div>
            <div className="bo-new__money--strong">
              <dt>{t('bo.booking.summary.grandtotal')}</dt>
              <dd>{money(summary.grandTotal)}</dd>
            </div>
            <div>
              <dt>{t('bo.booking.summary.deposit')}</dt>
              <dd>{money(summary.deposit)}</dd>
            </div>
          </dl>
          <p className="bo-new__hint" role="status">
            {pricing && quote?.kind !== 'error' ? t('bo.booking.extras.pricing') : ''}
          </p>
          {quote?.kind === 'error' && quote.key === quoteKey && (
            <p className="bo-new__error" role="alert">
              {quote.message}
            </p>
          )}
          {!extrasValid && (
            <p className="bo-new__error" role="alert">
              {t('bo.booking.extras.invalid')}
            </p>
          )}
          {summary.soldOut && (
            <p className="bo-new__warn" role="note">
              {t('bo.booking.summary.soldout')}
            </p>
          )}
          {!ready && <p className="bo-new__hint">{t('bo.booking.summary.choose')}</p>}
          {sending.kind === 'error' && (
            <p className="bo-new__error" role="alert">
              {sending.message}
            </p>
          )}
          <button type="submit" className="button bo-new__create" disabled={!ready || busy} aria-busy={busy}>
            {busy ? t('bo.booking.creating') : t('bo.booking.create')}
          </button>
        </section>
      </form>

      {sending.kind === 'soldOut' && (
        <OverbookDialog
          error={sending.error}
          t={t}
          language={language}
          names={availabilities}
          onClose={() => setSending({ kind: 'idle' })}
          onConfirm={handleSubmit((form) => submit(form, true))}
        />
      )}
    </div>
  );
}

function addDay(date: string): string {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
  return next.toISOString().slice(0, 10);
}

function PeopleInput({
  id,
  band,
  value,
  max,
  t,
  onChange,
}: {
  id: string;
  band: AgeBand;
  value: number;
  max: number;
  t: Translate;
  onChange: (typed: string) => void;
}) {
  const range = AGE_BAND_RANGES[band];
  return (
    <div className="field bo-new__band">
      <label htmlFor={id}>{t(`bo.booking.people.${band}`)}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={BAND_LIMITS[band].min}
        max={max}
        step={1}
        value={value}
        aria-describedby={`${id}-ages`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="bo-new__hint" id={`${id}-ages`}>
        {range.maxAge === null
          ? t('bo.booking.people.ages.from', { min: range.minAge })
          : t('bo.booking.people.ages', { min: range.minAge, max: range.maxAge })}
      </p>
    </div>
  );
}

/** The room types and rates of one room: a radio group per room, the free rooms of the choice. */
function RoomChoice({
  id,
  index,
  draft,
  availability,
  t,
  language,
  onChange,
  problems,
  quoted,
}: {
  id: string;
  index: number;
  draft: RoomDraft;
  availability: StaffAvailability | null;
  t: Translate;
  language: ScreenProps['language'];
  onChange: (draft: RoomDraft) => void;
  problems: readonly ExtraProblem[];
  quoted: StaffQuote['rooms'][number] | null;
}) {
  if (!availability) return null;
  const money = (amount: number) => formatMoney(amount, language, availability.currency);
  const chosenType = availability.results.find((r) => r.roomType.id === draft.choice?.roomTypeId);
  return (
    <fieldset className="bo-new__choice">
      <legend>{t('bo.booking.room.choose', { num: index + 1 })}</legend>
      {availability.results.length === 0 && (
        <p className="bo-new__warn" role="status">
          {t('bo.booking.rooms.none')}
        </p>
      )}
      {availability.results.map((result) => (
        <div className="bo-new__type" key={result.roomType.id}>
          <h3 className="bo-new__type-name">
            {result.roomType.name}{' '}
            <span className={result.roomsLeft > 0 ? 'bo-new__left' : 'bo-new__left bo-new__left--none'}>
              {result.roomsLeft > 0
                ? t.text(`bo.booking.rooms.left.${pluralForm(result.roomsLeft, language)}`, {
                    count: result.roomsLeft,
                  })
                : t('bo.booking.rooms.soldout')}
            </span>
          </h3>
          <ul className="bo-new__rates">
            {result.rates.map((rate) => {
              const radioId = `${id}-${result.roomType.id}-${rate.ratePlanId}`;
              const checked =
                draft.choice?.roomTypeId === result.roomType.id &&
                draft.choice.ratePlanId === rate.ratePlanId;
              return (
                <li key={rate.ratePlanId} className="bo-new__rate">
                  <input
                    type="radio"
                    id={radioId}
                    name={`${id}-rate`}
                    checked={checked}
                    aria-describedby={`${radioId}-details`}
                    onChange={() => {
                      const sameType = draft.choice?.roomTypeId === result.roomType.id;
                      onChange({
                        ...(sameType ? draft : withoutExtras(draft)),
                        choice: { roomTypeId: result.roomType.id, ratePlanId: rate.ratePlanId },
                        roomId: sameType ? draft.roomId : null,
                      });
                    }}
                  />
                  <label htmlFor={radioId}>
                    <span className="bo-new__rate-name">{rate.name}</span>
                    <span className="bo-new__rate-price">{money(rate.finalAmount)}</span>
                  </label>
                  <p className="bo-new__hint" id={`${radioId}-details`}>
                    {t('bo.booking.rate.taxes', { vat: rate.vatRate, citytax: money(rate.cityTax) })}
                    {rate.initialAmount > rate.finalAmount && (
                      <> · {t('bo.booking.rate.before', { amount: money(rate.initialAmount) })}</>
                    )}
                    {rate.overrides.map((o) => (
                      <span key={`${o.code}-${o.date ?? ''}`} className="bo-new__override">
                        {' · '}
                        {t.text(`bo.booking.override.${o.code}`, {
                          date: o.date ? formatShortDate(o.date, language) : '',
                          num: o.limit ?? '',
                        })}
                      </span>
                    ))}
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {chosenType && (
        <div className="field bo-new__room-select">
          <label htmlFor={`${id}-physical`}>{t('bo.booking.room.physical')}</label>
          <select
            id={`${id}-physical`}
            value={draft.roomId ?? ''}
            onChange={(event) =>
              onChange({ ...draft, roomId: event.target.value === '' ? null : Number(event.target.value) })
            }
          >
            <option value="">
              {chosenType.freeRooms.length > 0
                ? t('bo.booking.room.physical.auto')
                : t('bo.booking.room.physical.none')}
            </option>
            {chosenType.freeRooms.map((room) => (
              <option key={room.id} value={room.id}>
                {room.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {chosenType && (chosenType.services.length > 0 || chosenType.extraBeds.length > 0) && (
        <RoomExtras
          id={`${id}-extras`}
          draft={draft}
          offers={chosenType}
          money={money}
          t={t}
          onChange={onChange}
          problems={problems}
          quoted={quoted}
        />
      )}
    </fieldset>
  );
}

/** The service's price for the stay, e.g. '€15.00 a night × 2 nights'. */
function serviceText(
  offer: StaffRoomTypeAvailability['services'][number],
  money: (n: number) => string,
  t: Translate,
) {
  const price = t.text(
    `bo.booking.extras.service.${offer.frequency}.${offer.periods === 1 ? 'one' : 'other'}`,
    {
      amount: money(offer.unitAmount),
      count: offer.periods,
    },
  );
  return offer.paymentType === 'PER_PERSON' ? `${price} ${t('bo.booking.extras.service.perperson')}` : price;
}

/**
 * A room's extras, as a front desk takes them on the phone (PROPDATA-8 services and beds): a count
 * per bookable service, and extra beds of the type with who sleeps in each (one guest of the
 * room's youngest band first), each removable; line totals from the engine's quote.
 */
function RoomExtras({
  id,
  draft,
  offers,
  money,
  t,
  onChange,
  problems,
  quoted,
}: {
  id: string;
  draft: RoomDraft;
  offers: StaffRoomTypeAvailability;
  money: (amount: number) => string;
  t: Translate;
  onChange: (draft: RoomDraft) => void;
  problems: readonly ExtraProblem[];
  quoted: StaffQuote['rooms'][number] | null;
}) {
  const problemText = (field: string) => {
    const found = problems.find((p) => p.field === field);
    return found ? t.text(found.key, found.params) : null;
  };
  const bedName = (type: string) => t.text(`widget.results.bed.${type}`);
  const setBed = (bed: BedDraft, next: BedDraft | null) =>
    onChange({
      ...draft,
      extraBeds: next
        ? draft.extraBeds.map((b) => (b.key === bed.key ? next : b))
        : draft.extraBeds.filter((b) => b.key !== bed.key),
    });
  const beyond = problemText('beds');
  return (
    <fieldset className="bo-new__extras">
      <legend>{t('bo.booking.extras.title')}</legend>
      {offers.services.length > 0 && (
        <div className="bo-new__services">
          {offers.services.map((offer) => {
            const fieldId = `${id}-service-${offer.id}`;
            const count = serviceCount(draft, offer.id);
            const line = quoted?.services.find((s) => s.serviceId === offer.id);
            const error = problemText(`service-${offer.id}`);
            return (
              <div className="field bo-new__service" key={offer.id}>
                <label htmlFor={fieldId}>{offer.name}</label>
                <input
                  id={fieldId}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={serviceMax(offer)}
                  step={1}
                  value={count}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${fieldId}-price`}
                  onChange={(event) => onChange(setServiceCount(draft, offer, event.target.value))}
                />
                <p className="bo-new__hint" id={`${fieldId}-price`}>
                  {serviceText(offer, money, t)}
                  {count > 0 && line && (
                    <> · {t('bo.booking.extras.line.total', { amount: money(line.total) })}</>
                  )}
                  {error && <span className="bo-new__field-error"> {error}</span>}
                </p>
              </div>
            );
          })}
        </div>
      )}
      {draft.extraBeds.map((bed, index) => {
        const offer = offers.extraBeds.find((o) => o.id === bed.bedId);
        if (!offer) return null;
        const bedId = `${id}-bed-${bed.key}`;
        const error = problemText(bed.key);
        const line = quoted?.extraBeds.filter((b) => b.bedId === bed.bedId)[
          draft.extraBeds.filter((b) => b.bedId === bed.bedId).indexOf(bed)
        ];
        return (
          <fieldset
            className="bo-new__bed"
            key={bed.key}
            aria-describedby={`${bedId}-price${error ? ` ${bedId}-error` : ''}`}
          >
            <legend>{t('bo.booking.extras.bed.legend', { bed: bedName(offer.type), num: index + 1 })}</legend>
            <div className="bo-new__bed-people">
              {bedBands(offer.type).map((band) => {
                const max = bedBandMax(draft, bed, band, offer);
                return (
                  <div className="field bo-new__band" key={band}>
                    <label htmlFor={`${bedId}-${band}`}>{t(`bo.booking.people.${band}`)}</label>
                    <input
                      id={`${bedId}-${band}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={max}
                      step={1}
                      value={bed.people[band]}
                      aria-invalid={error ? true : undefined}
                      onChange={(event) => {
                        const typed = Number.parseInt(event.target.value, 10);
                        const value = Number.isFinite(typed) ? Math.min(max, Math.max(0, typed)) : 0;
                        setBed(bed, { ...bed, people: { ...bed.people, [band]: value } });
                      }}
                    />
                  </div>
                );
              })}
            </div>
            <p className="bo-new__hint" id={`${bedId}-price`}>
              {t.text(`bo.booking.extras.bed.prices.${offer.frequency}`, {
                adults: money(offer.prices.adults),
                boys: money(offer.prices.boys),
                children: money(offer.prices.children),
                kids: money(offer.prices.kids),
                max: offer.maxPerson,
              })}
              {line && <> · {t('bo.booking.extras.line.total', { amount: money(line.total) })}</>}
            </p>
            {error && (
              <p className="bo-new__field-error" id={`${bedId}-error`}>
                {error}
              </p>
            )}
            <button
              type="button"
              className="button button--secondary bo-new__small"
              onClick={() => setBed(bed, null)}
            >
              {t('bo.booking.extras.bed.remove', { bed: bedName(offer.type), num: index + 1 })}
            </button>
          </fieldset>
        );
      })}
      {beyond && (
        <p className="bo-new__field-error" role="alert">
          {beyond}
        </p>
      )}
      {offers.extraBeds.length > 0 && (
        <div className="bo-new__row">
          {offers.extraBeds.map((offer) => {
            const taken = draft.extraBeds.filter((b) => b.bedId === offer.id).length;
            return (
              <button
                key={offer.id}
                type="button"
                className="button button--secondary bo-new__small"
                disabled={taken >= offer.maxCount}
                onClick={() => onChange(addBed(draft, offer))}
              >
                {t('bo.booking.extras.bed.add', { bed: bedName(offer.type) })}
              </button>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

/**
 * The APG alertdialog of a sold-out stay: modal, labelled by its question, described by the
 * nights that are full; focus starts on 'Go back' (the safe choice), Escape closes it.
 */
function OverbookDialog({
  error,
  t,
  language,
  names,
  onClose,
  onConfirm,
}: {
  error: StaffSoldOut;
  t: Translate;
  language: ScreenProps['language'];
  names: readonly StaffAvailability[];
  onClose: () => void;
  onConfirm: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const element = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    backRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  const typeName = (roomTypeId: number) =>
    names.flatMap((a) => a.results).find((r) => r.roomType.id === roomTypeId)?.roomType.name ??
    String(roomTypeId);
  return (
    <dialog
      ref={ref}
      className="bo-new-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{t('bo.booking.overbook.title')}</h2>
      <div id={descriptionId}>
        <p>{t('bo.booking.overbook.intro')}</p>
        <ul>
          {error.fullNights.map((night) => (
            <li key={`${night.roomTypeId}-${night.date}`}>
              {t('bo.booking.overbook.night', {
                room: typeName(night.roomTypeId),
                date: formatShortDate(night.date, language),
              })}
            </li>
          ))}
        </ul>
        <p>{t('bo.booking.overbook.consequence')}</p>
      </div>
      <div className="bo-new-dialog__buttons">
        <button ref={backRef} type="button" className="button button--secondary" onClick={onClose}>
          {t('bo.booking.overbook.back')}
        </button>
        <button type="button" className="button bo-new__danger" onClick={onConfirm}>
          {t('bo.booking.overbook.confirm')}
        </button>
      </div>
    </dialog>
  );
}
