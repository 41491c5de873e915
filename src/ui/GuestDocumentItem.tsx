/**
 * One guest's identity document (WIDGETUI "guest identity-document item with an inline edit
 * form, collapsed by default"; PROPDATA, PROPFLOW, PROPCHECK). Collapsed: a disclosure button with the guest's name, guest
 * type, document type, room and the COMPLETE/PARTIAL badge. Expanded: the form over a working
 * copy (the document itself is the kept copy: Cancel puts it back); Confirm saves it as COMPLETE
 * when valid and PARTIAL otherwise (then the problems are shown and the first one focused);
 * Remove clears every field but uuid, maxDate and roomId, after a confirmation.
 *
 * Rules come from src/domain/guest-documents.ts: the leader rules (an untyped document under a
 * leader becomes its member; members keep their type and need no document fields, which are
 * hidden), resident and exemption exclude each other (choosing one disables the other), the birth
 * date's maximum, the legal age of the guest answering for the room. Birthplace and issuing place
 * are Italian municipalities (combobox, 2 characters, must match; the province is derived) or, for
 * another country, the place's name as typed.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Language } from '../contracts/types.ts';
import { countryName, findCountries } from '../domain/countries.ts';
import { formatShortDate } from '../domain/dates-format.ts';
import {
  DOCUMENT_NUMBER_MAX_LENGTH,
  DOCUMENT_TYPES,
  type DocumentError,
  type DocumentPlace,
  type DocumentType,
  defaultPlaceCountry,
  documentBadge,
  documentErrors,
  EXEMPTIONS,
  type Exemption,
  GENDERS,
  type Gender,
  type GuestDocument,
  type GuestType,
  guestTypeOptions,
  ITALY,
  isBlankDocument,
  isMember,
  leaderOf,
  type Municipality,
  type MunicipalityLookup,
  NAME_MAX_LENGTH,
  PLACE_MIN_LENGTH,
  PLACE_NAME_MAX_LENGTH,
  startEditing,
} from '../domain/guest-documents.ts';
import type { Translate } from '../i18n/translate.ts';
import { Combobox, type ComboOption } from './GuestDocumentItem.combobox.tsx';
import { ConfirmDialog } from './NotesList.confirm.tsx';
import './field.css';
import './GuestDocumentItem.css';

export type MunicipalityIndex = {
  find: MunicipalityLookup;
  search: (query: string, limit?: number) => Municipality[];
};

/** What a save came to: the panel reports conflicts and failures itself. */
export type SaveOutcome = 'saved' | 'conflict' | 'failed';

export type GuestDocumentItemProps = {
  document: GuestDocument;
  /** Every document of the reservation (for the leader rules). */
  documents: readonly GuestDocument[];
  /** 1-based position: "Guest 2". */
  number: number;
  /** The room's name, null while unassigned; left out where rooms mean nothing (the guest's own page). */
  roomName?: string | null;
  language: Language;
  t: Translate;
  /** The municipality list, loaded lazily (null while loading). */
  municipalities: MunicipalityIndex | null;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** Saves the confirmed document (its status already computed by the rules). */
  onConfirm: (document: GuestDocument) => Promise<SaveOutcome>;
  onRemove: (document: GuestDocument) => Promise<SaveOutcome>;
  /** Another save is running: the actions wait. */
  busy?: boolean;
};

type PlaceForm = { country: string; place: ComboOption | null; text: string };

export type DocumentForm = {
  name: string;
  surname: string;
  gender: '' | Gender;
  birthDate: string;
  birthPlace: PlaceForm;
  nationality: ComboOption | null;
  citizenship: ComboOption | null;
  guestType: '' | GuestType;
  type: '' | DocumentType;
  issuer: PlaceForm;
  number: string;
  resident: boolean;
  exemption: '' | Exemption;
};

/** A place's form fields; a blank place starts on `blankCountry` (the guest's own country). */
function placeForm(
  place: DocumentPlace | null,
  lookup: MunicipalityLookup | null,
  blankCountry: string = ITALY,
): PlaceForm {
  if (!place) return { country: blankCountry, place: null, text: '' };
  if (place.country === ITALY && place.istat) {
    const province = lookup?.(place.istat)?.province;
    return {
      country: ITALY,
      place: { id: place.istat, label: place.name, ...(province ? { detail: province } : {}) },
      text: '',
    };
  }
  return { country: place.country, place: null, text: place.name };
}

function toPlace(form: PlaceForm): DocumentPlace | null {
  if (form.country === ITALY)
    return form.place ? { country: ITALY, name: form.place.label, istat: form.place.id } : null;
  const name = form.text.trim();
  return name ? { country: form.country, name, istat: null } : null;
}

const countryOption = (iso: string | null, language: Language): ComboOption | null =>
  iso ? { id: iso, label: countryName(iso, language) } : null;

export function toForm(
  doc: GuestDocument,
  language: Language,
  lookup: MunicipalityLookup | null,
): DocumentForm {
  return {
    name: doc.name,
    surname: doc.surname,
    gender: doc.gender ?? '',
    birthDate: doc.birthDate ?? '',
    birthPlace: placeForm(doc.birthPlace, lookup, defaultPlaceCountry(doc)),
    nationality: countryOption(doc.nationality, language),
    citizenship: countryOption(doc.citizenship, language),
    guestType: doc.guestType ?? '',
    type: doc.type ?? '',
    issuer: placeForm(doc.issuer, lookup, defaultPlaceCountry(doc)),
    number: doc.number,
    resident: doc.resident,
    exemption: doc.exemption ?? '',
  };
}

/** The document the form describes (status left to the rules). */
export function fromForm(form: DocumentForm, base: GuestDocument): GuestDocument {
  return {
    ...base,
    name: form.name,
    surname: form.surname,
    gender: form.gender || null,
    birthDate: form.birthDate || null,
    birthPlace: toPlace(form.birthPlace),
    nationality: form.nationality?.id ?? null,
    citizenship: form.citizenship?.id ?? null,
    guestType: form.guestType || null,
    type: form.type || null,
    issuer: toPlace(form.issuer),
    number: form.number,
    resident: Boolean(form.resident) && !form.exemption,
    exemption: form.exemption || null,
  };
}

/** The text of a rule's error code: a site key when the bundle has it, else this area's. */
export function errorText(t: Translate, error: Pick<DocumentError, 'code' | 'params'>): string {
  return t.has(error.code)
    ? t.text(error.code, error.params)
    : t.text(`bo.guests.${error.code}`, error.params);
}

const ALL_COUNTRIES = (language: Language) => (query: string) =>
  findCountries(query, language, 20).map((c) => ({ id: c.iso, label: c.name }));

export function GuestDocumentItem(props: GuestDocumentItemProps) {
  const { document: doc, documents, number, roomName, language, t, municipalities, expanded } = props;
  const id = `guest-doc-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const lookup = municipalities?.find ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const { register, control, handleSubmit, reset, watch, setValue } = useForm<DocumentForm>({
    defaultValues: toForm(doc, language, lookup),
  });

  // Opening the form starts from the stored document with the leader rule applied (PROPFLOW).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening; later reloads keep what was typed.
  useEffect(() => {
    if (expanded) {
      reset(toForm(startEditing(doc, documents), language, lookup));
      setShowErrors(false);
    }
  }, [expanded]);
  // The municipality list arriving after opening fills in the provinces of chosen places.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the list arrives.
  useEffect(() => {
    if (expanded && lookup) {
      const values = watch();
      // A place not chosen yet keeps the country already shown (a foreign guest's, not Italy).
      setValue('birthPlace', placeForm(toPlace(values.birthPlace), lookup, values.birthPlace.country));
      setValue('issuer', placeForm(toPlace(values.issuer), lookup, values.issuer.country));
    }
  }, [lookup]);

  const values = watch();
  const working = fromForm(values, doc);
  const errors = showErrors && lookup ? documentErrors(working, lookup) : [];
  const errorOf = (field: keyof GuestDocument) => {
    const error = errors.find((e) => e.field === field);
    return error ? errorText(t, error) : null;
  };

  const typeOptions = guestTypeOptions(working, documents);
  const leader = leaderOf(documents, doc.uuid);
  const typeFixed = isMember(working.guestType) && typeOptions.length === 1;
  const member = isMember(working.guestType);
  const municipalitySearch = (query: string) =>
    (municipalities?.search(query, 20) ?? []).map((m) => ({
      id: m.istat,
      label: m.name,
      detail: m.province,
    }));
  const countrySearch = useMemo(() => ALL_COUNTRIES(language), [language]);

  // Focus moves to the first invalid field after the render that marks it invalid (a frame
  // callback can run before React commits the errors, and then finds nothing to focus).
  const [focusInvalid, setFocusInvalid] = useState(0);
  useEffect(() => {
    if (focusInvalid > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [focusInvalid]);
  const focusFirstInvalid = () => setFocusInvalid((n) => n + 1);

  const collapse = () => {
    props.onExpandedChange(false);
    requestAnimationFrame(() => toggleRef.current?.focus());
  };

  const onSubmit = handleSubmit(async (form) => {
    if (!lookup) return;
    const edited = fromForm(form, doc);
    const problems = documentErrors(edited, lookup);
    setSaving(true);
    const outcome = await props.onConfirm(edited);
    setSaving(false);
    if (outcome !== 'saved') return;
    if (problems.length === 0) {
      collapse();
    } else {
      setShowErrors(true);
      focusFirstInvalid();
    }
  });

  const remove = async () => {
    setConfirmRemove(false);
    setSaving(true);
    const outcome = await props.onRemove(doc);
    setSaving(false);
    if (outcome === 'saved') collapse();
  };

  const displayName = `${doc.name} ${doc.surname}`.trim() || t('bo.guests.unnamed');
  const badge = documentBadge(doc);
  const statusText = t(`bo.guests.status.${badge}`);
  const disabled = saving || props.busy;

  const birthCountry = values.birthPlace.country;
  const issuerCountry = values.issuer.country;

  const placeFields = (field: 'birthPlace' | 'issuer', countryLabel: string, placeLabel: string) => {
    const country = field === 'birthPlace' ? birthCountry : issuerCountry;
    return (
      <div className="guest-doc__row">
        <Controller
          control={control}
          name={`${field}.country`}
          render={({ field: f }) => (
            <Combobox
              id={`${id}-${field}-country`}
              label={countryLabel}
              t={t}
              value={countryOption(f.value, language)}
              onChange={(option) => {
                if (option) {
                  f.onChange(option.id);
                  setValue(`${field}.place`, null);
                }
              }}
              search={countrySearch}
              minLength={PLACE_MIN_LENGTH}
              notMatchKey="error.country.not.match"
              required
            />
          )}
        />
        {country === ITALY ? (
          <Controller
            control={control}
            name={`${field}.place`}
            render={({ field: f }) => (
              <Combobox
                id={`${id}-${field}`}
                label={placeLabel}
                hint={
                  municipalities
                    ? t('bo.guests.field.birthPlace.hint.it')
                    : t('bo.guests.municipalities.loading')
                }
                t={t}
                value={f.value}
                onChange={f.onChange}
                search={municipalitySearch}
                minLength={PLACE_MIN_LENGTH}
                notMatchKey="error.place.not.match"
                error={errorOf(field)}
                disabled={!municipalities}
                required
              />
            )}
          />
        ) : (
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${id}-${field}-text`}>
              {placeLabel}
              <span className="ui-field__required" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <p className="ui-field__hint" id={`${id}-${field}-text-hint`}>
              {t('bo.guests.field.birthPlace.hint.foreign')}
            </p>
            <input
              id={`${id}-${field}-text`}
              className="ui-input"
              maxLength={PLACE_NAME_MAX_LENGTH}
              aria-required="true"
              aria-invalid={errorOf(field) ? true : undefined}
              aria-describedby={`${id}-${field}-text-hint${errorOf(field) ? ` ${id}-${field}-text-error` : ''}`}
              {...register(`${field}.text`)}
            />
            <p className="ui-field__error" id={`${id}-${field}-text-error`} hidden={!errorOf(field)}>
              {errorOf(field)}
            </p>
          </div>
        )}
      </div>
    );
  };

  const textField = (name: 'name' | 'surname' | 'number', label: string, max: number) => {
    const error = errorOf(name);
    return (
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-${name}`}>
          {label}
          <span className="ui-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <input
          id={`${id}-${name}`}
          className="ui-input"
          maxLength={max}
          autoComplete="off"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          {...register(name)}
        />
        <p className="ui-field__error" id={`${id}-${name}-error`} hidden={!error}>
          {error}
        </p>
      </div>
    );
  };

  const selectField = (
    name: 'gender' | 'type' | 'exemption' | 'guestType',
    label: string,
    options: { value: string; label: string }[],
    extra: { required?: boolean; disabled?: boolean; hint?: string | null; error?: string | null } = {},
  ) => (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={`${id}-${name}`}>
        {label}
        {extra.required ? (
          <span className="ui-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {extra.hint ? (
        <p className="ui-field__hint" id={`${id}-${name}-hint`}>
          {extra.hint}
        </p>
      ) : null}
      <select
        id={`${id}-${name}`}
        className="ui-input"
        aria-required={extra.required || undefined}
        aria-invalid={extra.error ? true : undefined}
        aria-describedby={
          [extra.hint ? `${id}-${name}-hint` : null, extra.error ? `${id}-${name}-error` : null]
            .filter(Boolean)
            .join(' ') || undefined
        }
        disabled={extra.disabled}
        {...register(name)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p className="ui-field__error" id={`${id}-${name}-error`} hidden={!extra.error}>
        {extra.error}
      </p>
    </div>
  );

  const province = values.birthPlace.country === ITALY ? values.birthPlace.place?.detail : undefined;

  return (
    <li
      className={`guest-doc${expanded ? ' guest-doc--open' : ''}`}
      data-status={doc.status}
      data-uuid={doc.uuid}
    >
      <h3 className="guest-doc__heading">
        <button
          ref={toggleRef}
          type="button"
          className="guest-doc__toggle"
          aria-expanded={expanded}
          aria-controls={`${id}-form`}
          onClick={() => props.onExpandedChange(!expanded)}
        >
          <span className="guest-doc__who">
            <span className="guest-doc__number">{t('bo.guests.guest', { number })}</span>
            <span className="guest-doc__name">{displayName}</span>
          </span>
          <span className="guest-doc__facts">
            {doc.guestType ? <span>{t(`bo.guests.guestType.${doc.guestType}`)}</span> : null}
            {doc.type ? <span>{t(`bo.guests.type.${doc.type}`)}</span> : null}
            {roomName === undefined ? null : (
              <span>
                {roomName ? t('bo.guests.room', { room: roomName }) : t('bo.guests.room.unassigned')}
              </span>
            )}
          </span>
          <span className={`guest-doc__badge guest-doc__badge--${badge.toLowerCase()}`}>{statusText}</span>
        </button>
      </h3>
      <form
        id={`${id}-form`}
        ref={formRef}
        className="guest-doc__form"
        hidden={!expanded}
        noValidate
        aria-label={t('bo.guests.edit.title', { number })}
        onSubmit={onSubmit}
      >
        {expanded ? (
          <>
            <div className="guest-doc__row">
              {textField('name', t('bo.guests.field.name'), NAME_MAX_LENGTH)}
              {textField('surname', t('bo.guests.field.surname'), NAME_MAX_LENGTH)}
            </div>
            <div className="guest-doc__row">
              {selectField(
                'gender',
                t('bo.guests.field.gender'),
                [
                  { value: '', label: t('bo.guests.choose') },
                  ...GENDERS.map((g) => ({ value: g, label: t(`bo.guests.gender.${g}`) })),
                ],
                { required: true, error: errorOf('gender') },
              )}
              <div className="ui-field">
                <label className="ui-field__label" htmlFor={`${id}-birthDate`}>
                  {t('bo.guests.field.birthDate')}
                  <span className="ui-field__required" aria-hidden="true">
                    {' '}
                    *
                  </span>
                </label>
                <p className="ui-field__hint" id={`${id}-birthDate-hint`}>
                  {t('bo.guests.field.birthDate.hint', { date: formatShortDate(doc.maxDate, language) })}
                </p>
                <input
                  id={`${id}-birthDate`}
                  className="ui-input"
                  type="date"
                  max={doc.maxDate}
                  required
                  aria-invalid={errorOf('birthDate') ? true : undefined}
                  aria-describedby={`${id}-birthDate-hint${errorOf('birthDate') ? ` ${id}-birthDate-error` : ''}`}
                  {...register('birthDate')}
                />
                <p className="ui-field__error" id={`${id}-birthDate-error`} hidden={!errorOf('birthDate')}>
                  {errorOf('birthDate')}
                </p>
              </div>
            </div>
            {placeFields('birthPlace', t('bo.guests.field.birthCountry'), t('bo.guests.field.birthPlace'))}
            {province ? (
              <p className="guest-doc__province">
                <span className="guest-doc__province-label">{t('bo.guests.field.province')}</span>{' '}
                <output htmlFor={`${id}-birthPlace`} data-testid="province">
                  {province}
                </output>
              </p>
            ) : null}
            <div className="guest-doc__row">
              {(['nationality', 'citizenship'] as const).map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field: f }) => (
                    <Combobox
                      id={`${id}-${name}`}
                      label={t(`bo.guests.field.${name}`)}
                      hint={t('bo.guests.field.country.hint')}
                      t={t}
                      value={f.value}
                      onChange={f.onChange}
                      search={countrySearch}
                      minLength={PLACE_MIN_LENGTH}
                      notMatchKey="error.country.not.match"
                      error={errorOf(name)}
                      required
                    />
                  )}
                />
              ))}
            </div>
            {typeFixed ? (
              <div className="ui-field">
                <span className="ui-field__label">{t('bo.guests.field.guestType')}</span>
                <p className="guest-doc__fixed">
                  {t(`bo.guests.guestType.${working.guestType as GuestType}`)}
                </p>
                <p className="ui-field__hint">
                  {t('bo.guests.field.guestType.fixed', {
                    leader: leader?.guestType ? t(`bo.guests.guestType.${leader.guestType}`) : '',
                  })}
                </p>
              </div>
            ) : (
              selectField(
                'guestType',
                t('bo.guests.field.guestType'),
                [
                  { value: '', label: t('bo.guests.guestType.none') },
                  ...typeOptions.map((g) => ({ value: g, label: t(`bo.guests.guestType.${g}`) })),
                ],
                { error: errorOf('guestType') },
              )
            )}
            {member ? (
              <p className="guest-doc__note">{t('bo.guests.document.member')}</p>
            ) : (
              <fieldset className="guest-doc__group">
                <legend>{t('bo.guests.document.legend')}</legend>
                <div className="guest-doc__row">
                  {selectField(
                    'type',
                    t('bo.guests.field.type'),
                    [
                      { value: '', label: t('bo.guests.choose') },
                      ...DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`bo.guests.type.${d}`) })),
                    ],
                    { required: true, error: errorOf('type') },
                  )}
                  {textField('number', t('bo.guests.field.number'), DOCUMENT_NUMBER_MAX_LENGTH)}
                </div>
                {placeFields('issuer', t('bo.guests.field.issuerCountry'), t('bo.guests.field.issuer'))}
              </fieldset>
            )}
            <fieldset className="guest-doc__group">
              <legend>{t('bo.guests.tax.legend')}</legend>
              <div className="guest-doc__row guest-doc__row--tax">
                <div className="ui-field guest-doc__check">
                  <input
                    id={`${id}-resident`}
                    type="checkbox"
                    disabled={values.exemption !== ''}
                    aria-describedby={values.exemption !== '' ? `${id}-resident-hint` : undefined}
                    {...register('resident')}
                  />
                  <label htmlFor={`${id}-resident`}>{t('bo.guests.field.resident')}</label>
                  {values.exemption !== '' ? (
                    <p className="ui-field__hint" id={`${id}-resident-hint`}>
                      {t('bo.guests.field.resident.disabled')}
                    </p>
                  ) : null}
                </div>
                {selectField(
                  'exemption',
                  t('bo.guests.field.exemption'),
                  [
                    { value: '', label: t('bo.guests.exemption.none') },
                    ...EXEMPTIONS.map((e) => ({ value: e, label: t(`bo.guests.exemption.${e}`) })),
                  ],
                  {
                    disabled: Boolean(values.resident),
                    hint: values.resident ? t('bo.guests.field.exemption.disabled') : null,
                    error: errorOf('exemption'),
                  },
                )}
              </div>
            </fieldset>
            <div className="guest-doc__actions">
              <button type="submit" className="button" disabled={disabled || !municipalities}>
                {saving ? t('bo.guests.saving') : t('bo.guests.confirm')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={saving}
                onClick={() => {
                  reset(toForm(doc, language, lookup));
                  collapse();
                }}
              >
                {t('bo.guests.cancel')}
              </button>
              <button
                type="button"
                className="button button--secondary guest-doc__remove"
                disabled={disabled || isBlankDocument(doc)}
                onClick={() => setConfirmRemove(true)}
              >
                {t('bo.guests.remove')}
              </button>
            </div>
          </>
        ) : null}
      </form>
      <ConfirmDialog
        open={confirmRemove}
        title={t('bo.guests.remove.title')}
        text={t('bo.guests.remove.text', { number })}
        confirmLabel={t('bo.guests.remove.confirm')}
        cancelLabel={t('bo.guests.remove.keep')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmRemove(false)}
      />
    </li>
  );
}
