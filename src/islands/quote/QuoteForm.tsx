/**
 * The quote request form (ROUTES /quote?email, SITEDATA-4 Quote form, SITEFLOW, INPUT). Needs the e-mail
 * query parameter (without it the visitor goes home). Building types HOTEL, BUILDING, NONE and
 * MULTIPLE_HOTELS; changing the type resets count to 1, the hotels to one entry and clears group
 * and groupName; the hotels list follows count. NONE sends a placeholder hotel with no name (the
 * server generates its name and alias). An invalid submit shows 'error.validation.fields.text'
 * and focuses the first invalid field; the submit ends in success (the server's message) or in
 * the error state. A logged-in manager's unfinished form is kept as a draft (./drafts.ts).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { ApiRequestError } from '../../contracts/client/http.ts';
import type { Quote, QuoteHotelInput, QuoteInput } from '../../contracts/join.ts';
import {
  QUOTE_COUNT_MAX,
  QUOTE_COUNT_MIN,
  QUOTE_GROUP_NAME_MAX_LENGTH,
} from '../../contracts/quote-limits.ts';
import type { Language } from '../../contracts/types.ts';
import { BUILDING_TYPES, type BuildingType } from '../../domain/hotel-types.ts';
import { localePath } from '../../i18n/paths.ts';
import { browserApi } from '../../scripts/browser-api.ts';
import { detectUser } from '../../scripts/user.ts';
import type { UserState } from '../../stores/session.ts';
import { useFocusFirstInvalid } from '../../ui/focus.ts';
import { localPlacesProvider } from '../../ui/places/local.ts';
import { CheckboxField, FormStatus, TextField } from '../shared/fields.tsx';
import { lazyZodResolver } from '../shared/lazy-resolver.ts';
import { navigate, siteUrl, unlessBusy } from '../shared/navigation.ts';
import { refusalMessage } from '../shared/request-error.ts';
import { useTranslations } from '../shared/useTranslations.ts';
import '../shared/islands.css';
import { useStartup } from '../shared/useStartup.ts';
import { emptyAddress } from './AddressFields.tsx';
import { clearQuoteDraft, loadQuoteDraft, type QuoteDraft, saveQuoteDraft } from './drafts.ts';
import { HotelFields } from './HotelFields.tsx';
import messages from './messages.gen.json';
import { RequiredLabel } from './RequiredLabel.tsx';
import './quote.css';

export type QuoteFormProps = { language: Language };

export const DRAFT_SAVE_DELAY_MS = 500;

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

const toOptionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

type Outcome = { status: 'form' } | { status: 'success'; message: string };

function readEmail(): string | null {
  const email = new URLSearchParams(window.location.search).get('email');
  return email?.trim() ? email.trim() : null;
}

export function QuoteForm({ language }: QuoteFormProps) {
  const t = useTranslations(messages, language);
  useStartup(language);
  const id = useId();
  // Read after hydration (the server-rendered HTML has no query string): undefined until then,
  // when the form is rendered all the same (client:interaction fills its e-mail from the query).
  const [email, setEmail] = useState<string | null | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'form' });
  const [restored, setRestored] = useState(false);
  const userRef = useRef<UserState>({ status: 'unknown' });
  const successRef = useRef<HTMLHeadingElement>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const {
    register,
    control,
    handleSubmit,
    setValue,
    reset,
    watch,
    getValues,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<QuoteInput, unknown, Quote>({
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
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'hotels' });

  // ROUTES: the e-mail query parameter is required; without it the visitor goes home.
  useEffect(() => {
    const fromUrl = readEmail();
    if (!fromUrl) {
      navigate(language, '/', undefined, true);
      return;
    }
    setEmail(fromUrl);
    setValue('manager.email', fromUrl);
  }, [language, setValue]);

  // A logged-in manager gets back the draft they left unfinished.
  useEffect(() => {
    let active = true;
    void detectUser().then((user) => {
      userRef.current = user;
      const draft = active ? loadQuoteDraft(window.localStorage, user) : null;
      if (!draft) return;
      reset({ ...getValues(), ...draft, manager: { email: getValues('manager.email') }, language });
      setRestored(true);
    });
    return () => {
      active = false;
    };
  }, [getValues, language, reset]);

  // Drafts follow every change (debounced); only a logged-in user has any.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (userRef.current.status !== 'manager') return;
        const values = getValues();
        const draft: QuoteDraft = {
          buildingType: values.buildingType as BuildingType,
          count: typeof values.count === 'number' && Number.isInteger(values.count) ? values.count : 1,
          group: values.group === true,
          groupName: values.groupName ?? '',
          hotels: values.hotels ?? [],
        };
        saveQuoteDraft(window.localStorage, userRef.current, draft);
      }, DRAFT_SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [watch, getValues]);

  const buildingType = watch('buildingType') as BuildingType;
  const count = watch('count');
  const group = watch('group');

  // The hotels list grows or shrinks to match count.
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

  useEffect(() => {
    if (outcome.status === 'success') successRef.current?.focus();
  }, [outcome]);

  // SITEFLOW: a new building type resets count, hotels, group and groupName.
  const onBuildingTypeChange = () => {
    setValue('count', 1);
    replace([emptyHotel()]);
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

  const onInvalid = () => {
    setFormError(t('error.validation.fields.text'));
    focusFirstInvalid();
  };

  if (email === null) return null;

  if (outcome.status === 'success') {
    return (
      <div className="island quote-form quote-form--done">
        <div className="card" role="status">
          <h2 ref={successRef} tabIndex={-1}>
            {t('dialog.success.title')}
          </h2>
          <p>{t('forms.quote.success.received', { email })}</p>
          <h3>{t('forms.quote.success.next')}</h3>
          <ol className="quote-next">
            <li>{t('forms.quote.success.step.1')}</li>
            <li>{t('forms.quote.success.step.2')}</li>
            <li>{t('forms.quote.success.step.3')}</li>
          </ol>
          {outcome.message && <p className="form-hint">{outcome.message}</p>}
        </div>
        <div className="form-actions">
          <a className="button" href={siteUrl(language, '/')}>
            {t('button.go.home')}
          </a>
          <a className="button button--secondary" href={siteUrl(language, '/quote', { email })}>
            {t('forms.quote.new.request')}
          </a>
        </div>
      </div>
    );
  }

  return (
    <div className="island quote-form">
      <form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={unlessBusy(isSubmitting, handleSubmit(onValid, onInvalid))}
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
        <fieldset
          className="choice-group"
          aria-describedby={errors.buildingType ? `${id}-type-error` : undefined}
        >
          <legend>
            <RequiredLabel text={t('quote.building.type')} />
          </legend>
          {BUILDING_TYPES.map((type) => (
            <div className="field-check" key={type}>
              <input
                type="radio"
                id={`${id}-type-${type}`}
                value={type}
                {...register('buildingType', { onChange: onBuildingTypeChange })}
              />
              <label htmlFor={`${id}-type-${type}`}>{t(`building.type.${type}`)}</label>
            </div>
          ))}
          {errors.buildingType && (
            <p id={`${id}-type-error`} className="field-error">
              {t.text(errors.buildingType.message ?? 'error.required')}
            </p>
          )}
        </fieldset>

        {buildingType === 'NONE' && <p className="form-hint">{t('forms.quote.none.text')}</p>}

        {buildingType === 'MULTIPLE_HOTELS' && (
          <div className="field-grid">
            <TextField
              id={`${id}-count`}
              label={<RequiredLabel text={t('quote.count')} />}
              t={t}
              type="number"
              inputMode="numeric"
              required
              min={QUOTE_COUNT_MIN}
              max={QUOTE_COUNT_MAX}
              error={errors.count}
              {...register('count', { setValueAs: toOptionalNumber })}
            />
            <div>
              <CheckboxField
                id={`${id}-group`}
                label={t('quote.group')}
                t={t}
                error={errors.group}
                {...register('group')}
              />
              {group && (
                <TextField
                  id={`${id}-group-name`}
                  label={<RequiredLabel text={t('quote.group.name')} />}
                  t={t}
                  required
                  maxLength={QUOTE_GROUP_NAME_MAX_LENGTH}
                  error={errors.groupName}
                  {...register('groupName')}
                />
              )}
            </div>
          </div>
        )}

        {fields.map((field, index) => (
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

        <p className="form-hint">
          {t('legal.privacy.notice')} <a href={localePath(language, '/privacy')}>{t('legal.privacy.link')}</a>
        </p>
        <FormStatus error={formError} />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={isSubmitting}>
            {t('quote.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}

export default QuoteForm;
