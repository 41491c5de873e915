/**
 * Step 3, the guest's details (BODATA-12 Guest contact, BOCHECK-6 guest form; PROPCHECK-2 card and
 * country autocomplete): e-mail, name, surname, phone with its country code, nationality,
 * the MARKETING and PROFILING consents, requests for the hotel, and an optional card guarantee.
 * The form checks with the schemas the reservation route uses (./form.ts). An invalid submit
 * shows 'error.validation.fields.text' and focuses the first invalid field; a booking the server
 * refused for a guest or card field comes back here with the error under that field.
 * Nothing typed is lost: the values start from the flow and go back to it when the guest leaves.
 */
import './texts.ts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { get, useForm } from 'react-hook-form';
import {
  GUEST_NAME_MAX_LENGTH,
  NATIONALITY_MAX_LENGTH,
  NOTES_MAX_LENGTH,
} from '../../../src/contracts/booking-limits.ts';
import type { Language } from '../../../src/contracts/types.ts';
import { cardRequirement } from '../../../src/domain/booking/guarantee.ts';
import { depositAmount } from '../../../src/domain/booking/pricing.ts';
import type { ExtraBedRequest } from '../../../src/domain/booking/types.ts';
import { guaranteeCardAsked } from '../../../src/domain/cards.ts';
import {
  COUNTRY_QUERY_MIN_LENGTH,
  countryName,
  countryOfPrefix,
  dialCountries,
  dialPrefix,
  languageCountry,
} from '../../../src/domain/countries.ts';
import { formatLongDate } from '../../../src/domain/dates-format.ts';
import { EMAIL_MAX_LENGTH } from '../../../src/domain/formats.ts';
import { fromCents, toCents } from '../../../src/domain/money.ts';
import { useFocusFirstInvalid } from '../../../src/ui/focus.ts';
import { useController, useFlow, useTranslate } from '../context.tsx';
import { type FlowState, findRate } from '../flow/controller.ts';
import { useMoney } from '../money.ts';
import { StickyTotal } from '../ui/StickyTotal.tsx';
import { CardFields } from './CardFields.tsx';
import { CountryCombobox } from './CountryCombobox.tsx';
import { Extras } from './Extras.tsx';
import {
  type BedChoice,
  bedChoicesOf,
  bedRequests,
  bedsCents,
  type ExtraChoice,
  extrasCents,
} from './extras.ts';
import { errorText, Field, fieldAria } from './Field.tsx';
import {
  type FormField,
  formField,
  type GuestFormOutput,
  type GuestFormValues,
  guestFormResolver,
  initialValues,
  typedValues,
} from './form.ts';
import './guest.css';

const PHONE_NUMBER_MAX_LENGTH = 20;

function browserLocales(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

/** The country of the phone code shown for a prefix: the guest's nationality or default country first. */
function prefixCountry(prefix: string, candidates: readonly string[]): string {
  return candidates.find((iso) => iso !== '' && dialPrefix(iso) === prefix) ?? countryOfPrefix(prefix) ?? '';
}

type ServerErrors = ReadonlyMap<FormField, { code: string; value: unknown }>;

/** The field errors of a booking the server refused (400), with the values they were about. */
function serverErrorsOf(booking: FlowState['booking'], values: GuestFormValues): ServerErrors {
  const errors = new Map<FormField, { code: string; value: unknown }>();
  if (booking.status !== 'error' || booking.error.status !== 400) return errors;
  for (const { field, code } of booking.error.errors) {
    const name = formField(field);
    if (name !== null && !errors.has(name)) errors.set(name, { code, value: get(values, name) });
  }
  return errors;
}

export function GuestStep() {
  const flow = useFlow();
  const controller = useController();
  const { t, language } = useTranslate();
  const rate = findRate(flow, flow.choice);
  const room = flow.search.data?.results.find((r) => r.roomType.id === flow.choice?.roomTypeId) ?? null;

  if (rate === null || room === null || flow.searched === null) {
    return (
      <div className="guest-step">
        <div className="notice guest-missing" role="status">
          <p>{t('widget.guest.choice.missing')}</p>
          <button type="button" className="button secondary" onClick={() => controller.goTo('results')}>
            {t('button.back')}
          </button>
        </div>
      </div>
    );
  }
  return <GuestForm language={language} />;
}

function GuestForm({ language }: { language: Language }) {
  const flow = useFlow();
  const controller = useController();
  const { t } = useTranslate();
  const money = useMoney();
  const uid = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const id = (name: string) => `itaca-guest-${uid}-${name}`;
  const profile = flow.profile.data;
  const circuits = profile?.cardCircuits ?? [];
  const resolver = useMemo(() => guestFormResolver(circuits), [circuits]);
  const rate = findRate(flow, flow.choice);
  const rooms = flow.searched?.rooms ?? 1;
  // A deposit or non-refundable rate is booked with a card (decision 026): no choice then.
  // A hotel that asks no guarantee card (its payment settings, FOLIO-1) shows no card form at all.
  const cardAsked = guaranteeCardAsked(profile?.hotel.paymentSettings);
  const requirement =
    rate && cardAsked
      ? cardRequirement({ rateType: rate.rateType, deposit: rate.policy.deposit && rate.deposit > 0 })
      : 'OPTIONAL';
  const cardRequired = requirement !== 'OPTIONAL';

  // Extras (JOURNEY-2): counted per room with the engine's rules, kept in the flow for the booking.
  const services = profile?.services ?? [];
  const roomType = profile?.roomTypes.find((r) => r.id === flow.choice?.roomTypeId) ?? null;
  const people = flow.searched?.people ?? { adults: 1, boys: 0, children: 0, kids: 0 };
  const nights = flow.search.data?.nights ?? 0;
  const extras = flow.extras;
  const bedTypes = roomType?.extraBeds ?? [];
  const extrasTotal = (choices: readonly ExtraChoice[], beds: readonly ExtraBedRequest[]) =>
    extrasCents(services, choices, people, nights) + bedsCents(bedTypes, bedChoicesOf(beds), nights);
  const chooseExtras = (choices: ExtraChoice[]) =>
    controller.setExtras({ ...extras, services: choices, cents: extrasTotal(choices, extras.beds) });
  const chooseBeds = (choices: BedChoice[]) => {
    const beds = bedRequests(bedTypes, choices);
    controller.setExtras({ ...extras, beds, cents: extrasTotal(extras.services, beds) });
  };
  // Back from another search of the same room and rate: the extras' price follows the new stay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: extrasTotal reads exactly these.
  useEffect(() => {
    const cents = extrasTotal(extras.services, extras.beds);
    if (cents !== extras.cents) controller.setExtras({ ...extras, cents });
  }, [controller, services, bedTypes, extras, people, nights]);
  const totalCents = rate === null ? 0 : toCents(rate.grandTotalForRooms) + extras.cents * rooms;

  // The phone code: the nationality's, else the language's (or the browser's) country.
  const defaultCountry = useMemo(() => languageCountry(language, browserLocales()) ?? '', [language]);
  const automaticPrefix = dialPrefix(flow.guest?.countryIso ?? '') ?? dialPrefix(defaultCountry) ?? '';
  const [initial] = useState(() => {
    const values = initialValues(flow, language, automaticPrefix);
    return cardRequired ? { ...values, withCard: true } : values;
  });
  const [prefixIso, setPrefixIso] = useState(() =>
    prefixCountry(initial.guest.phone.prefix, [initial.guest.countryIso, defaultCountry]),
  );
  // A code the guest picked (not the one that came with the nationality) stays put.
  const prefixChosen = useRef(initial.guest.phone.prefix !== automaticPrefix);
  const [serverErrors] = useState(() => serverErrorsOf(flow.booking, initial));
  const submitted = useRef(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<GuestFormValues, unknown, GuestFormOutput>({
    resolver,
    defaultValues: initial,
    shouldFocusError: false,
  });
  const values = watch();

  // Leaving the step unfinished (Back, the step list): the flow keeps what was typed.
  useEffect(
    () => () => {
      if (submitted.current) return;
      const typed = typedValues(getValues());
      controller.keepGuest(typed.guest, typed.card, typed.notes);
    },
    [controller, getValues],
  );

  // Back from a refused booking: land on the first field the server refused.
  useEffect(() => {
    if (serverErrors.size > 0) focusFirstInvalid();
  }, [serverErrors, focusFirstInvalid]);

  const limits: Partial<Record<FormField, { minLength?: number; maxLength?: number }>> = {
    'guest.email': { maxLength: EMAIL_MAX_LENGTH },
    'guest.name': { maxLength: GUEST_NAME_MAX_LENGTH },
    'guest.surname': { maxLength: GUEST_NAME_MAX_LENGTH },
    'guest.nationality': { minLength: COUNTRY_QUERY_MIN_LENGTH, maxLength: NATIONALITY_MAX_LENGTH },
    notes: { maxLength: NOTES_MAX_LENGTH },
  };
  const errorCode = (field: FormField): string | undefined => {
    const own = (get(errors, field) as { message?: string } | undefined)?.message;
    if (own) return own;
    const server = serverErrors.get(field);
    return server !== undefined && get(values, field) === server.value ? server.code : undefined;
  };
  const error = (field: FormField) => errorText(t, errorCode(field), limits[field]);
  const serverShown = [...serverErrors.keys()].some((field) => errorCode(field) !== undefined);
  const showAlert = (isSubmitted && Object.keys(errors).length > 0) || serverShown;

  const onValid = (output: GuestFormOutput) => {
    submitted.current = true;
    controller.setGuest(output.guest, output.card, output.notes);
  };

  const choosePrefix = (iso: string) => {
    setPrefixIso(iso);
    setValue('guest.phone.prefix', iso === '' ? '' : (dialPrefix(iso) ?? ''), {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });
  };

  const chooseNationality = (text: string, iso: string | null) => {
    setValue('guest.countryIso', iso ?? '', { shouldDirty: true });
    setValue('guest.nationality', iso === null ? text : countryName(iso, 'en'), {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });
    // The phone code follows the nationality until the guest picks one.
    if (iso !== null && !prefixChosen.current && dialPrefix(iso) !== null) choosePrefix(iso);
  };

  const forRooms = (amount: number) => money(fromCents(toCents(amount) * rooms));
  const cardText = (): string => {
    if (rate === null) return '';
    if (requirement === 'DEPOSIT') {
      // The deposit is the plan's share of each room's total, extras included (as the engine asks it).
      const roomTotal = toCents(rate.total.finalAmount) + extras.cents;
      const deposit =
        extras.cents > 0 && profile && !profile.hotel.depositNights
          ? depositAmount(roomTotal, profile.hotel.depositPercentage)
          : toCents(rate.deposit);
      const balance = totalCents - deposit * rooms;
      return t('widget.guest.card.required.DEPOSIT', {
        amount: money(fromCents(deposit * rooms)),
        balance: money(fromCents(Math.max(0, balance))),
      });
    }
    if (requirement === 'GUARANTEE') {
      const penalty = Math.max(rate.policy.reservationPenalty, rate.policy.noShowPenalty);
      return t('widget.guest.card.required.GUARANTEE', { amount: forRooms(penalty) });
    }
    return rate.policy.noShowPenalty > 0
      ? t('widget.guest.card.optional.noshow', { amount: forRooms(rate.policy.noShowPenalty) })
      : t('widget.guest.card.optional');
  };
  const prefixes = useMemo(() => dialCountries(language), [language]);
  const emailError = error('guest.email');
  const nameError = error('guest.name');
  const surnameError = error('guest.surname');
  const prefixError = error('guest.phone.prefix');
  const phoneError = error('guest.phone.number');
  const nationalityError = error('guest.nationality');
  const notesError = error('notes');
  const initialNationality =
    initial.guest.countryIso !== ''
      ? countryName(initial.guest.countryIso, language)
      : initial.guest.nationality;

  return (
    <div className="guest-step">
      <StayChoice />
      <form
        ref={formRef}
        className="guest-form"
        noValidate
        onSubmit={handleSubmit(onValid, () => focusFirstInvalid())}
      >
        <div role="alert" className="guest-alert">
          {showAlert ? <p className="alert">{t('error.validation.fields.text')}</p> : null}
        </div>
        <p className="guest-intro">{t('widget.guest.intro')}</p>

        <fieldset className="guest-fieldset">
          <legend>{t('widget.guest.contact')}</legend>
          <div className="guest-grid">
            <Field id={id('name')} label={t('widget.guest.name')} error={nameError} required>
              <input
                id={id('name')}
                className="guest-input"
                type="text"
                autoComplete="given-name"
                autoCapitalize="words"
                required
                maxLength={GUEST_NAME_MAX_LENGTH}
                {...fieldAria(id('name'), { error: nameError })}
                {...register('guest.name')}
              />
            </Field>
            <Field id={id('surname')} label={t('widget.guest.surname')} error={surnameError} required>
              <input
                id={id('surname')}
                className="guest-input"
                type="text"
                autoComplete="family-name"
                autoCapitalize="words"
                required
                maxLength={GUEST_NAME_MAX_LENGTH}
                {...fieldAria(id('surname'), { error: surnameError })}
                {...register('guest.surname')}
              />
            </Field>
            <Field
              id={id('email')}
              label={t('widget.guest.email')}
              hint={t('widget.guest.email.hint')}
              error={emailError}
              required
            >
              <input
                id={id('email')}
                className="guest-input"
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                required
                maxLength={EMAIL_MAX_LENGTH}
                {...fieldAria(id('email'), { hint: true, error: emailError })}
                {...register('guest.email')}
              />
            </Field>
            <Field
              id={id('nationality')}
              label={t('widget.guest.nationality')}
              hint={t('widget.guest.nationality.hint')}
              error={nationalityError}
              required
            >
              <CountryCombobox
                id={id('nationality')}
                language={language}
                initialText={initialNationality}
                error={nationalityError}
                required
                onChange={chooseNationality}
              />
            </Field>
            <Field id={id('prefix')} label={t('widget.guest.phone.prefix')} error={prefixError} required>
              <select
                id={id('prefix')}
                className="guest-input"
                autoComplete="tel-country-code"
                required
                value={prefixIso}
                onChange={(event) => {
                  prefixChosen.current = true;
                  choosePrefix(event.currentTarget.value);
                }}
                {...fieldAria(id('prefix'), { error: prefixError })}
              >
                <option value="">{t('forms.select.placeholder')}</option>
                {prefixes.map((country) => (
                  <option key={country.iso} value={country.iso}>
                    {`${country.name} (${country.dial})`}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id={id('phone')}
              label={t('widget.guest.phone.number')}
              hint={t('widget.guest.phone.hint')}
              hintAfter
              error={phoneError}
              required
            >
              <input
                id={id('phone')}
                className="guest-input"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                required
                maxLength={PHONE_NUMBER_MAX_LENGTH}
                {...fieldAria(id('phone'), { hint: true, error: phoneError })}
                {...register('guest.phone.number')}
              />
            </Field>
          </div>
        </fieldset>

        {roomType !== null && (
          <Extras
            id={id}
            services={services}
            roomType={roomType}
            people={people}
            nights={nights}
            rooms={rooms}
            choices={extras.services}
            onChange={chooseExtras}
            beds={bedChoicesOf(extras.beds)}
            onBedsChange={chooseBeds}
          />
        )}

        <fieldset className="guest-fieldset">
          <legend>{t('widget.guest.consents')}</legend>
          <p className="guest-hint" id={id('consents-hint')}>
            {t('widget.guest.consents.hint')}
          </p>
          <p className="guest-hint">
            {/* TRUST-1: the guests' privacy policy, on our own site (the widget runs on the hotel's). */}
            <a
              href={`${controller.serviceOrigin}${language === 'it' ? '/it' : ''}/privacy-guest`}
              target="_blank"
              rel="noopener"
            >
              {t('widget.guest.privacy')}
            </a>
          </p>
          {(['MARKETING', 'PROFILING'] as const).map((consent) => (
            <div className="guest-check" key={consent}>
              <input
                id={id(`consent-${consent}`)}
                type="checkbox"
                aria-describedby={id('consents-hint')}
                {...register(`guest.consents.${consent}`)}
              />
              <label htmlFor={id(`consent-${consent}`)}>{t(`widget.guest.consent.${consent}`)}</label>
            </div>
          ))}
        </fieldset>

        <Field
          id={id('notes')}
          label={t('widget.guest.notes')}
          hint={t('widget.guest.notes.hint')}
          error={notesError}
          after={
            <p className="guest-count" id={id('notes-count')}>
              {t('widget.guest.notes.count', { count: values.notes.length, max: NOTES_MAX_LENGTH })}
            </p>
          }
        >
          <textarea
            id={id('notes')}
            className="guest-input guest-notes"
            rows={3}
            maxLength={NOTES_MAX_LENGTH}
            {...fieldAria(id('notes'), { hint: true, error: notesError, extra: id('notes-count') })}
            {...register('notes')}
          />
        </Field>

        {cardAsked && (
          <>
            <div className="guest-card-choice">
              {cardRequired ? (
                <p className="guest-card-required" id={id('card-title')}>
                  {t('widget.guest.card.required.title')}
                </p>
              ) : (
                <div className="guest-check">
                  <input
                    id={id('with-card')}
                    type="checkbox"
                    aria-describedby={id('card-hint')}
                    {...register('withCard')}
                  />
                  <label htmlFor={id('with-card')}>{t('widget.guest.card.toggle')}</label>
                </div>
              )}
              <p className="guest-hint" id={id('card-hint')}>
                {`${cardText()} ${t('widget.guest.card.hint')}`}
              </p>
            </div>
            {cardRequired || values.withCard ? (
              <CardFields
                id={id}
                register={register}
                card={values.card}
                circuits={circuits}
                paymentSettings={profile?.hotel.paymentSettings}
                error={error}
              />
            ) : null}
          </>
        )}

        <StickyTotal
          label={extras.cents > 0 ? t('widget.guest.total.extras') : t('widget.guest.choice.total')}
          amount={money(fromCents(totalCents))}
        >
          <button type="button" className="button secondary" onClick={() => controller.goTo('results')}>
            {t('button.back')}
          </button>
          <button type="submit" className="button">
            {t('widget.guest.continue')}
          </button>
        </StickyTotal>
      </form>
    </div>
  );
}

/** The chosen room, rate and stay, above the form. */
function StayChoice() {
  const flow = useFlow();
  const { t, language } = useTranslate();
  const money = useMoney();
  const headingId = `itaca-guest-choice-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const { searched, search } = flow;
  const rate = findRate(flow, flow.choice);
  const room = search.data?.results.find((r) => r.roomType.id === flow.choice?.roomTypeId) ?? null;
  if (rate === null || room === null || searched === null || search.data === null) return null;
  const { nights, checkin, checkout } = search.data;
  const people = searched.people;
  const guests = (people.adults + people.boys + people.children + people.kids) * searched.rooms;
  const roomName = room.roomType.name[language] ?? room.roomType.name.en ?? room.roomType.nameKey;
  const rateName = rate.name[language] ?? rate.name.en ?? rate.nameKey;
  return (
    <section className="guest-choice" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('widget.guest.choice.title')}</h3>
      <p className="guest-choice-room">
        {roomName}
        {searched.rooms > 1 ? ` · ${t('widget.guest.choice.rooms', { count: searched.rooms })}` : ''}
      </p>
      <p className="guest-choice-rate">{rateName}</p>
      <dl className="guest-choice-facts">
        <div>
          <dt>{t('booking.checkin')}</dt>
          <dd>{formatLongDate(checkin, language)}</dd>
        </div>
        <div>
          <dt>{t('booking.checkout')}</dt>
          <dd>{formatLongDate(checkout, language)}</dd>
        </div>
        <div className="guest-choice-total">
          <dt>{t('widget.guest.choice.total')}</dt>
          <dd>{money(rate.grandTotalForRooms)}</dd>
        </div>
      </dl>
      <p className="guest-choice-stay">
        {nights === 1 ? t('booking.nights.one') : t('booking.nights.other', { count: nights })}
        {' · '}
        {guests === 1 ? t('booking.guests.count.one') : t('booking.guests.count', { count: guests })}
      </p>
    </section>
  );
}
