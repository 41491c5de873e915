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
import { guaranteeCardAsked } from '../../../src/domain/cards.ts';
import { COUNTRY_QUERY_MIN_LENGTH, dialPrefix, languageCountry } from '../../../src/domain/countries.ts';
import { formatLongDate } from '../../../src/domain/dates-format.ts';
import { EMAIL_MAX_LENGTH } from '../../../src/domain/formats.ts';
import { fromCents, toCents } from '../../../src/domain/money.ts';
import { useFocusFirstInvalid } from '../../../src/ui/focus.ts';
import { useController, useFlow, useTranslate } from '../context.tsx';
import { type FlowState, findRate } from '../flow/controller.ts';
import { useMoney } from '../money.ts';
import { StickyTotal } from '../ui/StickyTotal.tsx';
import { CardChoice } from './CardChoice.tsx';
import { ConsentFields } from './ConsentFields.tsx';
import { ContactFields } from './ContactFields.tsx';
import { cardTerms } from './card-terms.ts';
import { Extras } from './Extras.tsx';
import { bedChoicesOf } from './extras.ts';
import { errorText } from './Field.tsx';
import {
  type FormField,
  formField,
  type GuestFormOutput,
  type GuestFormValues,
  guestFormResolver,
  initialValues,
  typedValues,
} from './form.ts';
import { NotesField } from './NotesField.tsx';
import { useGuestExtras } from './use-guest-extras.ts';
import './guest.css';

/** The length limits a field's error names ('At most 100 characters'). */
const FIELD_LIMITS: Partial<Record<FormField, { minLength?: number; maxLength?: number }>> = {
  'guest.email': { maxLength: EMAIL_MAX_LENGTH },
  'guest.name': { maxLength: GUEST_NAME_MAX_LENGTH },
  'guest.surname': { maxLength: GUEST_NAME_MAX_LENGTH },
  'guest.nationality': { minLength: COUNTRY_QUERY_MIN_LENGTH, maxLength: NATIONALITY_MAX_LENGTH },
  notes: { maxLength: NOTES_MAX_LENGTH },
};

function browserLocales(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
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
  const { services, roomType, people, nights, extras, chooseExtras, chooseBeds } = useGuestExtras();
  const totalCents = rate === null ? 0 : toCents(rate.grandTotalForRooms) + extras.cents * rooms;

  // The phone code: the nationality's, else the language's (or the browser's) country.
  const defaultCountry = useMemo(() => languageCountry(language, browserLocales()) ?? '', [language]);
  const automaticPrefix = dialPrefix(flow.guest?.countryIso ?? '') ?? dialPrefix(defaultCountry) ?? '';
  const [initial] = useState(() => {
    const values = initialValues(flow, language, automaticPrefix);
    return cardRequired ? { ...values, withCard: true } : values;
  });
  const [serverErrors] = useState(() => serverErrorsOf(flow.booking, initial));
  const submitted = useRef(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const form = useForm<GuestFormValues, unknown, GuestFormOutput>({
    resolver,
    defaultValues: initial,
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    getValues,
    watch,
    formState: { errors, isSubmitted },
  } = form;
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

  const errorCode = (field: FormField): string | undefined => {
    const own = (get(errors, field) as { message?: string } | undefined)?.message;
    if (own) return own;
    const server = serverErrors.get(field);
    return server !== undefined && get(values, field) === server.value ? server.code : undefined;
  };
  const error = (field: FormField) => errorText(t, errorCode(field), FIELD_LIMITS[field]);
  const serverShown = [...serverErrors.keys()].some((field) => errorCode(field) !== undefined);
  const showAlert = (isSubmitted && Object.keys(errors).length > 0) || serverShown;

  const onValid = (output: GuestFormOutput) => {
    submitted.current = true;
    controller.setGuest(output.guest, output.card, output.notes);
  };
  const terms =
    rate === null
      ? null
      : cardTerms({ rate, requirement, hotel: profile?.hotel, extrasCents: extras.cents, rooms, totalCents });

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
        <ContactFields
          id={id}
          language={language}
          form={form}
          error={error}
          initial={initial}
          defaultCountry={defaultCountry}
          automaticPrefix={automaticPrefix}
        />
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
        <ConsentFields id={id} language={language} register={register} />
        <NotesField id={id} register={register} error={error('notes')} length={values.notes.length} />
        {cardAsked && (
          <CardChoice
            id={id}
            register={register}
            values={values}
            required={cardRequired}
            terms={terms}
            circuits={circuits}
            paymentSettings={profile?.hotel.paymentSettings}
            error={error}
          />
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
