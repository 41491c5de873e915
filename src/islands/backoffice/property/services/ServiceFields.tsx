/**
 * The fields of the service panel, by what they decide: what the service is and how it is sold
 * (category, bookability, payment, frequency), its prices per size with VAT, and the room types a
 * room service belongs to. Each offers only the choices the rules allow for the draft as it is.
 */
import type { RoomTypeBedsView } from '../../../../contracts/secure/property.ts';
import type { Language } from '../../../../contracts/types.ts';
import {
  bookabilitiesOffered,
  categoriesOffered,
  isInRoom,
  paymentTypesOffered,
  requiredSize,
  SERVICE_PRICE_STEP,
  type ServiceBookability,
  type ServiceCategory,
  type ServicePaymentType,
  sizesFor,
  VAT_MAX,
} from '../../../../domain/property.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { CheckboxInput, errorText, type FieldErrors, SelectInput, TextInput } from '../form.tsx';
import type { ServiceDraft } from './service-draft.ts';

type FieldsProps = {
  t: Translate;
  draft: ServiceDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<ServiceDraft>) => void;
};

/** Category, bookability, payment and (for a paid service) frequency. */
export function ServiceSaleFields({
  t,
  draft,
  errors,
  onChange: change,
  allowExternal,
  frequencies,
}: FieldsProps & { allowExternal: boolean; frequencies: readonly string[] }) {
  const option = (prefix: string) => (value: string) => ({ value, label: t.text(`${prefix}.${value}`) });
  return (
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
      {draft.paymentType !== 'FREE' ? (
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
  );
}

/** A price for each size the payment type charges by (the required one marked), and the VAT rate. */
export function ServicePriceFields({ t, draft, errors, onChange: change }: FieldsProps) {
  const required = requiredSize(draft.paymentType);
  return (
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
  );
}

/** The room types a room service is offered in, one checkbox each. */
export function ServiceRoomTypes({
  t,
  draft,
  onChange: change,
  roomTypes,
  language,
}: Omit<FieldsProps, 'errors'> & { roomTypes: readonly RoomTypeBedsView[]; language: Language }) {
  const roomName = (rt: RoomTypeBedsView) => rt.name[language] ?? rt.name.en ?? rt.nameKey;
  return (
    <fieldset className="bo-property__fieldset">
      <legend>{t('bo.property.services.room.types')}</legend>
      {roomTypes.length === 0 ? <p>{t('bo.property.services.room.types.none')}</p> : null}
      {roomTypes.map((rt) => (
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
  );
}
