/**
 * The guest document form's groups: the guest type (fixed for a leader's member), the identity
 * document (left out for a member), the tourist tax (resident and exemption exclude each other)
 * and the actions.
 */
import {
  DOCUMENT_NUMBER_MAX_LENGTH,
  DOCUMENT_TYPES,
  EXEMPTIONS,
  type GuestDocument,
  type GuestType,
} from '../domain/guest-documents.ts';
import type { ComboOption } from './GuestDocumentItem.combobox.tsx';
import { type DocumentFields, PlaceFields, SelectField, TextField } from './GuestDocumentItem.fields.tsx';
import type { DocumentForm } from './guest-document-form.ts';

/** The guest type: a choice, or the member type a leader imposes (shown as text). */
export function GuestTypeField({
  kit,
  working,
  typeOptions,
  fixed,
  leader,
}: {
  kit: DocumentFields;
  working: GuestDocument;
  typeOptions: readonly GuestType[];
  fixed: boolean;
  leader: GuestDocument | undefined;
}) {
  const { t } = kit;
  if (!fixed) {
    return (
      <SelectField
        kit={kit}
        name="guestType"
        label={t('bo.guests.field.guestType')}
        options={[
          { value: '', label: t('bo.guests.guestType.none') },
          ...typeOptions.map((g) => ({ value: g, label: t(`bo.guests.guestType.${g}`) })),
        ]}
        extra={{ error: kit.errorOf('guestType') }}
      />
    );
  }
  return (
    <div className="ui-field">
      <span className="ui-field__label">{t('bo.guests.field.guestType')}</span>
      <p className="guest-doc__fixed">{t(`bo.guests.guestType.${working.guestType as GuestType}`)}</p>
      <p className="ui-field__hint">
        {t('bo.guests.field.guestType.fixed', {
          leader: leader?.guestType ? t(`bo.guests.guestType.${leader.guestType}`) : '',
        })}
      </p>
    </div>
  );
}

/** The identity document: its type, number and where it was issued. */
export function DocumentGroup({
  kit,
  issuerCountry,
  municipalitySearch,
}: {
  kit: DocumentFields;
  issuerCountry: string;
  municipalitySearch: ((query: string) => ComboOption[]) | null;
}) {
  const { t } = kit;
  return (
    <fieldset className="guest-doc__group">
      <legend>{t('bo.guests.document.legend')}</legend>
      <div className="guest-doc__row">
        <SelectField
          kit={kit}
          name="type"
          label={t('bo.guests.field.type')}
          options={[
            { value: '', label: t('bo.guests.choose') },
            ...DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`bo.guests.type.${d}`) })),
          ]}
          extra={{ required: true, error: kit.errorOf('type') }}
        />
        <TextField
          kit={kit}
          name="number"
          label={t('bo.guests.field.number')}
          max={DOCUMENT_NUMBER_MAX_LENGTH}
        />
      </div>
      <PlaceFields
        kit={kit}
        field="issuer"
        country={issuerCountry}
        countryLabel={t('bo.guests.field.issuerCountry')}
        placeLabel={t('bo.guests.field.issuer')}
        municipalitySearch={municipalitySearch}
      />
    </fieldset>
  );
}

/** The tourist tax: a resident pays none and an exempt guest is no resident (each disables the other). */
export function TaxGroup({ kit, values }: { kit: DocumentFields; values: DocumentForm }) {
  const { id, t } = kit;
  const exempt = values.exemption !== '';
  return (
    <fieldset className="guest-doc__group">
      <legend>{t('bo.guests.tax.legend')}</legend>
      <div className="guest-doc__row guest-doc__row--tax">
        <div className="ui-field guest-doc__check">
          <input
            id={`${id}-resident`}
            type="checkbox"
            disabled={exempt}
            aria-describedby={exempt ? `${id}-resident-hint` : undefined}
            {...kit.form.register('resident')}
          />
          <label htmlFor={`${id}-resident`}>{t('bo.guests.field.resident')}</label>
          {exempt ? (
            <p className="ui-field__hint" id={`${id}-resident-hint`}>
              {t('bo.guests.field.resident.disabled')}
            </p>
          ) : null}
        </div>
        <SelectField
          kit={kit}
          name="exemption"
          label={t('bo.guests.field.exemption')}
          options={[
            { value: '', label: t('bo.guests.exemption.none') },
            ...EXEMPTIONS.map((e) => ({ value: e, label: t(`bo.guests.exemption.${e}`) })),
          ]}
          extra={{
            disabled: Boolean(values.resident),
            hint: values.resident ? t('bo.guests.field.exemption.disabled') : null,
            error: kit.errorOf('exemption'),
          }}
        />
      </div>
    </fieldset>
  );
}

export function FormActions({
  kit,
  saving,
  disabled,
  canConfirm,
  canRemove,
  onCancel,
  onRemove,
}: {
  kit: DocumentFields;
  saving: boolean;
  disabled: boolean;
  canConfirm: boolean;
  canRemove: boolean;
  onCancel: () => void;
  onRemove: () => void;
}) {
  const { t } = kit;
  return (
    <div className="guest-doc__actions">
      <button type="submit" className="button" disabled={disabled || !canConfirm}>
        {saving ? t('bo.guests.saving') : t('bo.guests.confirm')}
      </button>
      <button type="button" className="button button--secondary" disabled={saving} onClick={onCancel}>
        {t('bo.guests.cancel')}
      </button>
      <button
        type="button"
        className="button button--secondary guest-doc__remove"
        disabled={disabled || !canRemove}
        onClick={onRemove}
      >
        {t('bo.guests.remove')}
      </button>
    </div>
  );
}
