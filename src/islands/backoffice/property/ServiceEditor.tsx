/**
 * One service's edit panel (PROPFLOW-8 service edit, PROPCHECK): opened on a copy of the service with
 * its prices per size loaded; cancel drops the copy; save runs the API's schema (every PROPCHECK-8 rule),
 * then PUTs. The choices follow the rules as the manager changes them: EXTERNAL only in advanced
 * mode, never INCLUDED for it, prices only for room or bookable services, the frequency only when
 * the service is paid, room types only for room services.
 */
import { useId, useRef, useState } from 'react';
import { propertyEndpoints } from '../../../contracts/routes/property.ts';
import { type RoomTypeBedsView, type ServiceView, serviceForm } from '../../../contracts/secure/property.ts';
import type { Language } from '../../../contracts/types.ts';
import {
  bookabilitiesOffered,
  categoriesOffered,
  DESCRIPTION_LANGUAGES,
  isInRoom,
  PAYMENT_SIZES,
  type PaymentSize,
  paymentTypesOffered,
  pricesFromOptions,
  requiredSize,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_FREQUENCIES,
  SERVICE_MAX_COUNT_MAX,
  SERVICE_PRICE_STEP,
  type ServiceBookability,
  type ServiceCategory,
  type ServicePaymentType,
  sizesFor,
  VAT_MAX,
} from '../../../domain/property.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { secureApi } from '../app/request.ts';
import { DescriptionEditor } from './DescriptionEditor.tsx';
import {
  CheckboxInput,
  errorsOfIssues,
  errorsOfResponse,
  errorText,
  type FieldErrors,
  failureText,
  firstInvalid,
  numberText,
  SelectInput,
  TextInput,
  toNumber,
  useFocusAfterRender,
} from './form.tsx';

type Draft = {
  category: ServiceCategory;
  bookability: ServiceBookability;
  paymentType: ServicePaymentType;
  frequency: string;
  prices: Record<PaymentSize, string>;
  vatRate: string;
  unlimited: boolean;
  maxCount: string;
  roomTypeIds: number[];
  description: Record<string, string>;
};

function draftOf(service: ServiceView): Draft {
  const prices = pricesFromOptions(service.options);
  return {
    category: service.category,
    bookability: service.bookability,
    paymentType: service.paymentType,
    frequency: service.frequency,
    prices: Object.fromEntries(PAYMENT_SIZES.map((size) => [size, numberText(prices[size])])) as Record<
      PaymentSize,
      string
    >,
    vatRate: String(service.options[0]?.vatRate ?? 10),
    unlimited: service.maxCount === -1,
    maxCount: service.maxCount === -1 ? '1' : String(service.maxCount),
    roomTypeIds: [...service.roomTypeIds],
    description: Object.fromEntries(
      DESCRIPTION_LANGUAGES.map((lang) => [lang, service.description[lang] ?? '']),
    ),
  };
}

/** Keeps the draft inside the choices PROPCHECK offers after a change. */
function coherent(d: Draft, advanced: boolean): Draft {
  const category = categoriesOffered(advanced).includes(d.category) ? d.category : 'HOTEL';
  const bookability = bookabilitiesOffered(category).includes(d.bookability) ? d.bookability : 'BOOKABLE';
  const paymentType = paymentTypesOffered(category, bookability).includes(d.paymentType)
    ? d.paymentType
    : 'FREE';
  return { ...d, category, bookability, paymentType };
}

export type ServiceEditorProps = {
  hotelId: number;
  service: ServiceView;
  name: string;
  advanced: boolean;
  roomTypes: readonly RoomTypeBedsView[];
  language: Language;
  t: Translate;
  onSaved: (service: ServiceView) => void;
  onClose: () => void;
  reload: () => Promise<void>;
  onNotice: (notice: { status?: string; error?: string }) => void;
};

export function ServiceEditor(props: ServiceEditorProps) {
  const { service, t, advanced } = props;
  const id = `svc${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(() =>
    coherent(draftOf(service), advanced || service.category === 'EXTERNAL'),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const focusLater = useFocusAfterRender();
  const allowExternal = advanced || service.category === 'EXTERNAL';

  const change = (patch: Partial<Draft>) => setDraft((d) => coherent({ ...d, ...patch }, allowExternal));

  const body = () => ({
    category: draft.category,
    bookability: draft.bookability,
    paymentType: draft.paymentType,
    frequency: draft.paymentType === 'FREE' ? 'LUMP_SUM' : draft.frequency,
    prices: Object.fromEntries(PAYMENT_SIZES.map((size) => [size, toNumber(draft.prices[size])])),
    vatRate: toNumber(draft.vatRate) ?? 0,
    maxCount: draft.unlimited ? -1 : toNumber(draft.maxCount),
    roomTypeIds: isInRoom(draft.category) ? draft.roomTypeIds : [],
    description: draft.description,
    advanced: allowExternal,
  });

  const save = async () => {
    if (busy) return;
    const parsed = serviceForm.safeParse(body());
    if (!parsed.success) {
      setErrors(errorsOfIssues(parsed.error.issues));
      props.onNotice({ error: t.text('error.validation.fields.text') });
      focusLater(firstInvalid(formRef));
      return;
    }
    setBusy(true);
    try {
      const saved = await secureApi(
        propertyEndpoints.saveHotelService,
        {
          params: { hotelId: props.hotelId, id: service.id },
          body: { ...parsed.data, version: service.version },
        },
        { fallback: 'Error saving the service' },
      );
      props.onSaved(saved);
      props.onNotice({ status: t('bo.property.services.saved', { name: props.name }) });
      props.onClose();
    } catch (error) {
      setErrors(errorsOfResponse(error));
      props.onNotice({ error: failureText(error, t) });
      if (error instanceof Error && 'status' in error && error.status === 409) await props.reload();
    } finally {
      setBusy(false);
    }
  };

  const required = requiredSize(draft.paymentType);
  // NIGHTLY is kept for the services stored with it (the engine prices DAILY the same way).
  const frequencies: string[] =
    service.frequency === 'NIGHTLY' ? [...SERVICE_FREQUENCIES, 'NIGHTLY'] : [...SERVICE_FREQUENCIES];
  const priced = draft.paymentType !== 'FREE';
  const option = (prefix: string) => (value: string) => ({ value, label: t.text(`${prefix}.${value}`) });
  const roomName = (rt: RoomTypeBedsView) => rt.name[props.language] ?? rt.name.en ?? rt.nameKey;

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
      <div className="bo-property__grid">
        <SelectInput
          label={t('bo.property.services.category')}
          required
          value={draft.category}
          options={categoriesOffered(allowExternal).map(option('bo.property.service.category'))}
          onChange={(value) => change({ category: value as ServiceCategory })}
          error={errorText(t, errors.category)}
        />
        <SelectInput
          label={t('bo.property.services.bookability')}
          required
          value={draft.bookability}
          options={bookabilitiesOffered(draft.category).map(option('bo.property.service.bookability'))}
          onChange={(value) => change({ bookability: value as ServiceBookability })}
          error={errorText(t, errors.bookability)}
        />
        <SelectInput
          label={t('bo.property.services.payment')}
          required
          value={draft.paymentType}
          options={paymentTypesOffered(draft.category, draft.bookability).map(
            option('bo.property.service.payment'),
          )}
          onChange={(value) => change({ paymentType: value as ServicePaymentType })}
          error={errorText(t, errors.paymentType)}
          hint={
            draft.bookability === 'INCLUDED' && !isInRoom(draft.category)
              ? t('bo.property.services.reset.free')
              : undefined
          }
        />
        {priced ? (
          <SelectInput
            label={t('bo.property.services.frequency')}
            required
            value={draft.frequency}
            options={frequencies.map(option('bo.property.service.frequency'))}
            onChange={(frequency) => change({ frequency })}
            error={errorText(t, errors.frequency)}
          />
        ) : null}
      </div>
      {priced ? (
        <fieldset className="bo-property__fieldset">
          <legend>{t('bo.property.services.prices')}</legend>
          <div className="bo-property__grid">
            {sizesFor(draft.paymentType).map((size) => (
              <TextInput
                key={size}
                label={t.text(`bo.property.service.size.${size}`)}
                type="number"
                inputMode="decimal"
                step={SERVICE_PRICE_STEP}
                min={0}
                required={size === required}
                value={draft.prices[size]}
                onChange={(value) => change({ prices: { ...draft.prices, [size]: value } })}
                error={errorText(t, errors[`prices.${size}`], { num: 0 })}
              />
            ))}
            <TextInput
              label={t('bo.property.services.vat')}
              type="number"
              inputMode="numeric"
              step={1}
              min={0}
              max={VAT_MAX}
              required
              value={draft.vatRate}
              onChange={(vatRate) => change({ vatRate })}
              error={errorText(t, errors.vatRate, {
                num: errors.vatRate === 'error.field.min' ? 0 : VAT_MAX,
              })}
            />
          </div>
        </fieldset>
      ) : null}
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
        <fieldset className="bo-property__fieldset">
          <legend>{t('bo.property.services.room.types')}</legend>
          {props.roomTypes.length === 0 ? <p>{t('bo.property.services.room.types.none')}</p> : null}
          {props.roomTypes.map((rt) => (
            <CheckboxInput
              key={rt.id}
              label={roomName(rt)}
              checked={draft.roomTypeIds.includes(rt.id)}
              onChange={(checked) =>
                change({
                  roomTypeIds: checked
                    ? [...draft.roomTypeIds, rt.id]
                    : draft.roomTypeIds.filter((other) => other !== rt.id),
                })
              }
            />
          ))}
        </fieldset>
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
