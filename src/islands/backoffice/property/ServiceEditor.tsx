/**
 * One service's edit panel (PROPFLOW-8 service edit, PROPCHECK): opened on a copy of the service with
 * its prices per size loaded; cancel drops the copy; save runs the API's schema (every PROPCHECK-8 rule),
 * then PUTs. The choices follow the rules as the manager changes them: EXTERNAL only in advanced
 * mode, never INCLUDED for it, prices only for room or bookable services, the frequency only when
 * the service is paid, room types only for room services.
 */
import { useId } from 'react';
import type { RoomTypeBedsView } from '../../../contracts/secure/property.ts';
import type { Language } from '../../../contracts/types.ts';
import {
  DESCRIPTION_LANGUAGES,
  isInRoom,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_MAX_COUNT_MAX,
} from '../../../domain/property.ts';
import { DescriptionEditor } from './DescriptionEditor.tsx';
import { CheckboxInput, errorText, TextInput } from './form.tsx';
import { ServicePriceFields, ServiceRoomTypes, ServiceSaleFields } from './services/ServiceFields.tsx';
import { serviceFrequencies } from './services/service-draft.ts';
import { type ServiceEditorOptions, useServiceEditor } from './services/useServiceEditor.ts';

export type ServiceEditorProps = ServiceEditorOptions & {
  roomTypes: readonly RoomTypeBedsView[];
  language: Language;
};

export function ServiceEditor(props: ServiceEditorProps) {
  const { service, t } = props;
  const id = `svc${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const { formRef, draft, errors, busy, allowExternal, change, save } = useServiceEditor(props);
  const fields = { t, draft, errors, onChange: change };

  return (
    <form
      id={`${id}-form`}
      ref={formRef}
      className="bo-property__form bo-property__service-form"
      aria-label={t('bo.property.services.edit', { name: props.name })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <ServiceSaleFields
        {...fields}
        allowExternal={allowExternal}
        frequencies={serviceFrequencies(service.frequency)}
      />
      {draft.paymentType !== 'FREE' ? <ServicePriceFields {...fields} /> : null}
      <div className="bo-property__grid">
        <CheckboxInput
          label={t('bo.property.services.max.count.unlimited')}
          checked={draft.unlimited}
          onChange={(unlimited) => change({ unlimited })}
        />
        {draft.unlimited ? null : (
          <TextInput
            label={t('bo.property.services.max.count')}
            type="number"
            inputMode="numeric"
            step={1}
            min={1}
            max={SERVICE_MAX_COUNT_MAX}
            value={draft.maxCount}
            onChange={(maxCount) => change({ maxCount })}
            error={errorText(t, errors.maxCount, { num: SERVICE_MAX_COUNT_MAX })}
          />
        )}
      </div>
      {isInRoom(draft.category) ? (
        <ServiceRoomTypes {...fields} roomTypes={props.roomTypes} language={props.language} />
      ) : null}
      {DESCRIPTION_LANGUAGES.map((lang) => (
        <DescriptionEditor
          key={lang}
          label={t('bo.property.services.description', { language: lang.toUpperCase() })}
          value={draft.description[lang] ?? ''}
          max={SERVICE_DESCRIPTION_MAX_LENGTH}
          t={t}
          error={errorText(t, errors[`description.${lang}`], { count: SERVICE_DESCRIPTION_MAX_LENGTH })}
          onChange={(text) => change({ description: { ...draft.description, [lang]: text } })}
        />
      ))}
      <div className="bo-property__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('bo.property.saving') : t('bo.property.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onClose} disabled={busy}>
          {t('bo.property.cancel')}
        </button>
      </div>
    </form>
  );
}
