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
 *
 * The parts, in this folder: GuestDocumentItem.form.ts (the working copy and its errors),
 * .actions.ts (confirm, remove, cancel), .fields.tsx and .sections.tsx (the views),
 * .combobox.tsx (the list fields).
 */
import { type RefObject, useId, useMemo } from 'react';
import type { Language } from '../contracts/types.ts';
import {
  documentBadge,
  GENDERS,
  type GuestDocument,
  guestTypeOptions,
  ITALY,
  isBlankDocument,
  isMember,
  leaderOf,
  type Municipality,
  type MunicipalityLookup,
  NAME_MAX_LENGTH,
} from '../domain/guest-documents.ts';
import type { Translate } from '../i18n/translate.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { type SaveOutcome, useDocumentActions } from './GuestDocumentItem.actions.ts';
import {
  BirthDateField,
  CountryFields,
  type DocumentFields,
  PlaceFields,
  SelectField,
  TextField,
} from './GuestDocumentItem.fields.tsx';
import { useDocumentForm } from './GuestDocumentItem.form.ts';
import { DocumentGroup, FormActions, GuestTypeField, TaxGroup } from './GuestDocumentItem.sections.tsx';
import { ALL_COUNTRIES } from './guest-document-form.ts';
import './field.css';
import './GuestDocumentItem.css';

export type { SaveOutcome };

export type MunicipalityIndex = {
  find: MunicipalityLookup;
  search: (query: string, limit?: number) => Municipality[];
};

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

/** The collapsed item: a disclosure button with who the guest is and the document's badge. */
function DocumentToggle({
  doc,
  number,
  roomName,
  t,
  expanded,
  formId,
  toggleRef,
  onToggle,
}: {
  doc: GuestDocument;
  number: number;
  roomName: string | null | undefined;
  t: Translate;
  expanded: boolean;
  formId: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
}) {
  const displayName = `${doc.name} ${doc.surname}`.trim() || t('bo.guests.unnamed');
  const badge = documentBadge(doc);
  return (
    <h3 className="guest-doc__heading">
      <button
        ref={toggleRef}
        type="button"
        className="guest-doc__toggle"
        aria-expanded={expanded}
        aria-controls={formId}
        onClick={onToggle}
      >
        <span className="guest-doc__who">
          <span className="guest-doc__number">{t('bo.guests.guest', { number })}</span>
          <span className="guest-doc__name">{displayName}</span>
        </span>
        <span className="guest-doc__facts">
          {doc.guestType ? <span>{t(`bo.guests.guestType.${doc.guestType}`)}</span> : null}
          {doc.type ? <span>{t(`bo.guests.type.${doc.type}`)}</span> : null}
          {roomName === undefined ? null : (
            <span>{roomName ? t('bo.guests.room', { room: roomName }) : t('bo.guests.room.unassigned')}</span>
          )}
        </span>
        <span className={`guest-doc__badge guest-doc__badge--${badge.toLowerCase()}`}>
          {t(`bo.guests.status.${badge}`)}
        </span>
      </button>
    </h3>
  );
}

export function GuestDocumentItem(props: GuestDocumentItemProps) {
  const { document: doc, documents, number, language, t, municipalities, expanded } = props;
  const id = `guest-doc-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const lookup = municipalities?.find ?? null;
  const { form, values, working, errorOf, setShowErrors } = useDocumentForm({
    doc,
    documents,
    language,
    t,
    lookup,
    expanded,
  });
  const actions = useDocumentActions({
    doc,
    language,
    lookup,
    form,
    setShowErrors,
    onExpandedChange: props.onExpandedChange,
    onConfirm: props.onConfirm,
    onRemove: props.onRemove,
  });
  const countrySearch = useMemo(() => ALL_COUNTRIES(language), [language]);
  const kit: DocumentFields = { id, t, language, form, errorOf, countrySearch };
  const municipalitySearch = municipalities
    ? (query: string) =>
        municipalities.search(query, 20).map((m) => ({ id: m.istat, label: m.name, detail: m.province }))
    : null;
  const typeOptions = guestTypeOptions(working, documents);
  const member = isMember(working.guestType);
  const province = values.birthPlace.country === ITALY ? values.birthPlace.place?.detail : undefined;

  return (
    <li
      className={`guest-doc${expanded ? ' guest-doc--open' : ''}`}
      data-status={doc.status}
      data-uuid={doc.uuid}
    >
      <DocumentToggle
        doc={doc}
        number={number}
        roomName={props.roomName}
        t={t}
        expanded={expanded}
        formId={`${id}-form`}
        toggleRef={actions.toggleRef}
        onToggle={() => props.onExpandedChange(!expanded)}
      />
      <form
        id={`${id}-form`}
        ref={actions.formRef}
        className="guest-doc__form"
        hidden={!expanded}
        noValidate
        aria-label={t('bo.guests.edit.title', { number })}
        onSubmit={actions.onSubmit}
      >
        {expanded ? (
          <>
            <div className="guest-doc__row">
              <TextField kit={kit} name="name" label={t('bo.guests.field.name')} max={NAME_MAX_LENGTH} />
              <TextField
                kit={kit}
                name="surname"
                label={t('bo.guests.field.surname')}
                max={NAME_MAX_LENGTH}
              />
            </div>
            <div className="guest-doc__row">
              <SelectField
                kit={kit}
                name="gender"
                label={t('bo.guests.field.gender')}
                options={[
                  { value: '', label: t('bo.guests.choose') },
                  ...GENDERS.map((g) => ({ value: g, label: t(`bo.guests.gender.${g}`) })),
                ]}
                extra={{ required: true, error: errorOf('gender') }}
              />
              <BirthDateField kit={kit} maxDate={doc.maxDate} />
            </div>
            <PlaceFields
              kit={kit}
              field="birthPlace"
              country={values.birthPlace.country}
              countryLabel={t('bo.guests.field.birthCountry')}
              placeLabel={t('bo.guests.field.birthPlace')}
              municipalitySearch={municipalitySearch}
            />
            {province ? (
              <p className="guest-doc__province">
                <span className="guest-doc__province-label">{t('bo.guests.field.province')}</span>{' '}
                <output htmlFor={`${id}-birthPlace`} data-testid="province">
                  {province}
                </output>
              </p>
            ) : null}
            <CountryFields kit={kit} />
            <GuestTypeField
              kit={kit}
              working={working}
              typeOptions={typeOptions}
              fixed={member && typeOptions.length === 1}
              leader={leaderOf(documents, doc.uuid)}
            />
            {member ? (
              <p className="guest-doc__note">{t('bo.guests.document.member')}</p>
            ) : (
              <DocumentGroup
                kit={kit}
                issuerCountry={values.issuer.country}
                municipalitySearch={municipalitySearch}
              />
            )}
            <TaxGroup kit={kit} values={values} />
            <FormActions
              kit={kit}
              saving={actions.saving}
              disabled={actions.saving || Boolean(props.busy)}
              canConfirm={municipalities !== null}
              canRemove={!isBlankDocument(doc)}
              onCancel={actions.cancel}
              onRemove={() => actions.setConfirmRemove(true)}
            />
          </>
        ) : null}
      </form>
      <ConfirmDialog
        open={actions.confirmRemove}
        title={t('bo.guests.remove.title')}
        text={t('bo.guests.remove.text', { number })}
        confirmLabel={t('bo.guests.remove.confirm')}
        cancelLabel={t('bo.guests.remove.keep')}
        onConfirm={() => void actions.remove()}
        onCancel={() => actions.setConfirmRemove(false)}
      />
    </li>
  );
}
