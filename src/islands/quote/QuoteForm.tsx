/**
 * The quote request form (ROUTES /quote?email, SITEDATA-4 Quote form, SITEFLOW, INPUT). Needs the e-mail
 * query parameter (without it the visitor goes home). Building types HOTEL, BUILDING, NONE and
 * MULTIPLE_HOTELS; changing the type resets count to 1, the hotels to one entry and clears group
 * and groupName; the hotels list follows count. NONE sends a placeholder hotel with no name (the
 * server generates its name and alias). An invalid submit shows 'error.validation.fields.text'
 * and focuses the first invalid field; the submit ends in success (the server's message) or in
 * the error state. A logged-in manager's unfinished form is kept as a draft (./drafts.ts).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { type Resolver, type UseFieldArrayReturn, useFieldArray, useForm } from 'react-hook-form';
import { ApiRequestError } from '../../contracts/client/http.ts';
import type { Quote, QuoteHotelInput, QuoteInput } from '../../contracts/join.ts';
import { QUOTE_COUNT_MAX, QUOTE_COUNT_MIN } from '../../contracts/quote-limits.ts';
import type { Language } from '../../contracts/types.ts';
import type { BuildingType } from '../../domain/hotel-types.ts';
import { browserApi } from '../../scripts/browser-api.ts';
import { localPlacesProvider } from '../../ui/places/local.ts';
import { TextField } from '../shared/fields.tsx';
import { lazyZodResolver } from '../shared/lazy-resolver.ts';
import { navigate, unlessBusy } from '../shared/navigation.ts';
import { RequestFooter } from '../shared/RequestFooter.tsx';
import { refusalMessage } from '../shared/request-error.ts';
import { useTranslations } from '../shared/useTranslations.ts';
import '../shared/islands.css';
import { useRequestForm } from '../shared/useRequestForm.ts';
import { useStartup } from '../shared/useStartup.ts';
import { emptyAddress } from './AddressFields.tsx';
import { BuildingFields } from './BuildingFields.tsx';
import { clearQuoteDraft } from './drafts.ts';
import { HotelFields } from './HotelFields.tsx';
import messages from './messages.gen.json';
import { QuoteSuccess } from './QuoteSuccess.tsx';
import { RequiredLabel } from './RequiredLabel.tsx';
import './quote.css';
import { useQuoteDraft } from './useQuoteDraft.ts';

export type QuoteFormProps = { language: Language };

/** Address suggestions from the site's own places service (src/ui/places/local.ts). */
const places = localPlacesProvider();

export const emptyHotel = (): QuoteHotelInput => ({
  name: '',
  type: undefined,
  stars: undefined,
  roomsNumber: undefined,
  addressInfo: emptyAddress(),
});

/** The request body: stars only for hotels of type HOTEL, no name for the NONE placeholder. */
export function toQuoteBody(quote: Quote, language: Language): QuoteInput {
  return {
    ...quote,
    language,
    groupName: quote.group ? quote.groupName : undefined,
    hotels: quote.hotels.map((hotel) => ({
      ...hotel,
      name: quote.buildingType === 'NONE' ? undefined : hotel.name,
      stars: hotel.type === 'HOTEL' ? hotel.stars : undefined,
      type: quote.buildingType === 'BUILDING' ? undefined : hotel.type,
      roomsNumber: quote.buildingType === 'BUILDING' ? undefined : hotel.roomsNumber,
    })),
  };
}

/** The shared schema (with zod) loads when the visitor first focuses the form or submits it. */
const zod = lazyZodResolver<QuoteInput, Quote>(() =>
  import('../../contracts/join.ts').then((m) => m.quoteSchema),
);

/** A valid address standing in for the typed ones, so that the schema's cross-field rules run. */
const PLACEHOLDER_ADDRESS = { address: '-', street: '-', city: '-', country: '-' };

function isFieldError(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

/** Both error trees in one; `first` wins where both have an error. */
export function mergeErrors(first: unknown, second: unknown): unknown {
  if (first === undefined || first === null) return second;
  if (second === undefined || second === null || isFieldError(first) || isFieldError(second)) return first;
  if (typeof first !== 'object' || typeof second !== 'object') return first;
  if (Array.isArray(first) || Array.isArray(second)) {
    const a = first as unknown[];
    const b = second as unknown[];
    return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => mergeErrors(a[i], b[i]));
  }
  const merged: Record<string, unknown> = { ...(second as Record<string, unknown>) };
  for (const [key, value] of Object.entries(first as Record<string, unknown>)) {
    merged[key] = mergeErrors(value, merged[key]);
  }
  return merged;
}

/**
 * The shared quote schema. zod runs the
 * schema's cross-field rules (name, type, rooms and stars per building type, count, group name)
 * only once every field parses; so that one submit reports every problem, an invalid form is
 * checked a second time with valid stand-in addresses and both sets of errors are shown.
 */
const resolver: Resolver<QuoteInput, unknown, Quote> = async (values, context, options) => {
  const result = await zod(values, context, options);
  if (Object.keys(result.errors).length === 0) return result;
  const standIn = {
    ...values,
    hotels: (values.hotels ?? []).map((hotel) => ({ ...hotel, addressInfo: PLACEHOLDER_ADDRESS })),
  };
  const crossField = await zod(standIn, context, options);
  return { values: {}, errors: mergeErrors(result.errors, crossField.errors) as typeof result.errors };
};

type Outcome = { status: 'form' } | { status: 'success'; message: string };

function readEmail(): string | null {
  const email = new URLSearchParams(window.location.search).get('email');
  return email?.trim() ? email.trim() : null;
}

/**
 * ROUTES: the e-mail query parameter is required; without it the visitor goes home. Read after
 * hydration (the server-rendered HTML has no query string): undefined until then, when the form
 * is rendered all the same (client:interaction fills its e-mail from the query); null when absent.
 */
function useQuoteEmail(language: Language, onEmail: (email: string) => void): string | null | undefined {
  const [email, setEmail] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const fromUrl = readEmail();
    if (!fromUrl) {
      navigate(language, '/', undefined, true);
      return;
    }
    setEmail(fromUrl);
    onEmail(fromUrl);
  }, [language, onEmail]);
  return email;
}

/** The hotels list grows or shrinks to match count (within its limits). */
function useHotelsFollowCount(
  count: unknown,
  { fields, append, remove }: Pick<UseFieldArrayReturn<QuoteInput, 'hotels'>, 'fields' | 'append' | 'remove'>,
) {
  useEffect(() => {
    if (typeof count !== 'number' || !Number.isInteger(count)) return;
    if (count < QUOTE_COUNT_MIN || count > QUOTE_COUNT_MAX) return;
    if (fields.length < count) {
      append(
        Array.from({ length: count - fields.length }, () => emptyHotel()),
        { shouldFocus: false },
      );
    } else if (fields.length > count) {
      remove(Array.from({ length: fields.length - count }, (_, i) => count + i));
    }
  }, [count, fields.length, append, remove]);
}

export function QuoteForm({ language }: QuoteFormProps) {
  const t = useTranslations(messages, language);
  useStartup(language);
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'form' });
  const request = useRequestForm(t('error.validation.fields.text'));
  const { setFormError } = request;
  const form = useForm<QuoteInput, unknown, Quote>({
    resolver,
    shouldFocusError: false,
    defaultValues: {
      manager: { email: '' },
      buildingType: 'HOTEL',
      count: 1,
      hotels: [emptyHotel()],
      group: false,
      groupName: '',
      language,
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = form;
  const hotels = useFieldArray({ control, name: 'hotels' });
  const email = useQuoteEmail(
    language,
    useCallback((fromUrl: string) => setValue('manager.email', fromUrl), [setValue]),
  );
  const { restored, userRef } = useQuoteDraft(form, language);

  const buildingType = watch('buildingType') as BuildingType;
  useHotelsFollowCount(watch('count'), hotels);

  // SITEFLOW: a new building type resets count, hotels, group and groupName.
  const onBuildingTypeChange = () => {
    setValue('count', 1);
    hotels.replace([emptyHotel()]);
    setValue('group', false);
    setValue('groupName', '');
    clearErrors();
    setFormError(null);
  };

  const onValid = async (quote: Quote) => {
    setFormError(null);
    try {
      const response = await browserApi().quote(toQuoteBody(quote, language));
      clearQuoteDraft(window.localStorage, userRef.current);
      setOutcome({ status: 'success', message: response.message });
    } catch (error) {
      const refused = refusalMessage(error, t, language);
      if (refused) {
        setFormError(refused);
        return;
      }
      const base = t('quote.error');
      const server = error instanceof ApiRequestError && error.fromServer ? error.message : '';
      setFormError(server && server !== base ? `${base} ${server}` : base);
    }
  };

  if (email === null) return null;

  if (outcome.status === 'success') {
    return <QuoteSuccess language={language} t={t} email={email} message={outcome.message} />;
  }

  return (
    <div className="island quote-form">
      <form
        method="post"
        ref={request.formRef}
        noValidate
        onSubmit={unlessBusy(isSubmitting, handleSubmit(onValid, request.onInvalid))}
        onFocus={zod.preload}
        aria-busy={isSubmitting}
      >
        <p className="quote-required-note">{t('forms.quote.required.note')}</p>
        {restored && (
          <p className="form-hint" role="status">
            {t('forms.quote.draft.restored')}
          </p>
        )}
        <TextField
          id={`${id}-email`}
          label={<RequiredLabel text={t('quote.email')} />}
          t={t}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          error={errors.manager?.email}
          {...register('manager.email')}
        />
        <BuildingFields
          id={id}
          t={t}
          register={register}
          errors={errors}
          buildingType={buildingType}
          group={watch('group')}
          onTypeChange={onBuildingTypeChange}
        />
        {hotels.fields.map((field, index) => (
          <HotelFields
            key={field.id}
            index={index}
            idPrefix={`${id}-h${index}`}
            buildingType={buildingType}
            showTitle={buildingType === 'MULTIPLE_HOTELS'}
            language={language}
            provider={places}
            t={t}
            control={control}
            register={register}
            watch={watch}
            errors={errors.hotels?.[index]}
            showErrors={submitCount > 0}
          />
        ))}
        <RequestFooter
          language={language}
          t={t}
          formError={request.formError}
          sending={isSubmitting}
          submitLabel={t('quote.submit')}
        />
      </form>
    </div>
  );
}

export default QuoteForm;
