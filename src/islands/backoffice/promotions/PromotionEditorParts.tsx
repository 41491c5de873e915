/**
 * The promotion editor's parts (PromotionEditor.tsx owns the form): the field markup with its
 * messages, the discount, condition and period of a promotion, and the rate plans or room types it
 * applies to (all, or the ones ticked).
 */
import type { ReactNode } from 'react';
import type { PromotionChoice } from '../../../contracts/secure/promotions.ts';
import type { Language } from '../../../contracts/types.ts';
import {
  DAYS_RULES,
  DISCOUNT_MAX,
  PROMOTION_MIN_STAY,
  PROMOTION_TYPES,
  usesMinStay,
} from '../../../domain/promotions.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { controlProps, EditorField } from '../rooms/EditorParts.tsx';
import type { FieldMessage, FormField, PromotionForm } from './promotion-form.ts';

export const idOf = (base: string, field: FormField) => `${base}-${field.replace('.', '-')}`;

export const choiceName = (choice: PromotionChoice, language: Language): string =>
  choice.name[language] ?? choice.name.en ?? choice.nameKey;

/** The form's field markup over its messages: a labelled field, a control's ids, a field's message. */
export function promotionFieldKit(
  base: string,
  messages: Partial<Record<FormField, FieldMessage>>,
  t: Translate,
) {
  const message = (field: FormField): string | null => {
    const found = messages[field];
    return found ? t(found.key, found.params) : null;
  };
  const field = (name: FormField, label: string, input: ReactNode, hint?: string) => (
    <EditorField
      id={idOf(base, name)}
      label={label}
      hint={hint}
      error={message(name)}
      className="bo-promo-editor__field"
    >
      {input}
    </EditorField>
  );
  const inputProps = (name: FormField, hint = false) =>
    controlProps(idOf(base, name), hint, messages[name] !== undefined);
  return { message, field, inputProps };
}

type PartProps = ReturnType<typeof promotionFieldKit> & {
  form: PromotionForm;
  set: (patch: Partial<PromotionForm>) => void;
  /** Prefix of the form's ids and radio group names. */
  base: string;
  t: Translate;
};

/** The promotion's type (with what it means) and its names. */
export function PromotionNames({ field, inputProps, form, set, t }: PartProps) {
  return (
    <>
      {field(
        'type',
        t('bo.promotions.field.type'),
        <select
          {...inputProps('type', true)}
          value={form.type}
          onChange={(event) => set({ type: event.currentTarget.value as PromotionForm['type'] })}
        >
          {PROMOTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`bo.promotions.type.${type}`)}
            </option>
          ))}
        </select>,
        t(`bo.promotions.type.hint.${form.type}`),
      )}
      <div className="bo-editor__row">
        {field(
          'name.en',
          t('bo.promotions.field.name.en'),
          <input
            {...inputProps('name.en', true)}
            type="text"
            required
            maxLength={60}
            autoComplete="off"
            value={form.nameEn}
            onChange={(event) => set({ nameEn: event.currentTarget.value })}
          />,
          t('bo.promotions.field.name.hint'),
        )}
        {field(
          'name.it',
          t('bo.promotions.field.name.it'),
          <input
            {...inputProps('name.it', true)}
            type="text"
            lang="it"
            maxLength={60}
            autoComplete="off"
            value={form.nameIt}
            onChange={(event) => set({ nameIt: event.currentTarget.value })}
          />,
          t('bo.promotions.field.name.it.hint'),
        )}
      </div>
    </>
  );
}

/** The discount (a percentage or an amount), the type's condition (days, nights) and the period. */
export function PromotionTerms({
  field,
  inputProps,
  form,
  set,
  base,
  t,
  currency,
}: PartProps & { currency: string }) {
  const days = DAYS_RULES[form.type];
  return (
    <>
      <fieldset className="bo-promo-editor__discount">
        <legend>{t('bo.promotions.field.discount')}</legend>
        {(['PERCENTAGE', 'PRICE'] as const).map((type) => (
          <label className="bo-check" key={type}>
            <input
              type="radio"
              name={`${base}-discount`}
              value={type}
              checked={form.discountType === type}
              onChange={() => set({ discountType: type })}
            />
            {t(`bo.promotions.discount.${type}`, { currency })}
          </label>
        ))}
        {field(
          'discount.amount',
          t(`bo.promotions.field.amount.${form.discountType}`, { currency }),
          <input
            {...inputProps('discount.amount')}
            type="number"
            inputMode="decimal"
            required
            min={0.01}
            max={DISCOUNT_MAX[form.discountType]}
            step={0.01}
            value={form.amount}
            onChange={(event) => set({ amount: event.currentTarget.value })}
          />,
        )}
      </fieldset>
      {days || usesMinStay(form.type) ? (
        <div className="bo-editor__row">
          {days
            ? field(
                'days',
                t(`bo.promotions.field.days.${form.type}`),
                <input
                  {...inputProps('days')}
                  type="number"
                  inputMode="numeric"
                  required
                  min={days.min}
                  max={days.max}
                  step={1}
                  value={form.days}
                  onChange={(event) => set({ days: event.currentTarget.value })}
                />,
              )
            : null}
          {usesMinStay(form.type)
            ? field(
                'minStay',
                t('bo.promotions.field.minstay'),
                <input
                  {...inputProps('minStay')}
                  type="number"
                  inputMode="numeric"
                  required
                  min={PROMOTION_MIN_STAY.inputMin}
                  max={PROMOTION_MIN_STAY.max}
                  step={1}
                  value={form.minStay}
                  onChange={(event) => set({ minStay: event.currentTarget.value })}
                />,
              )
            : null}
        </div>
      ) : null}
      <fieldset className="bo-promo-editor__period">
        <legend>{t('bo.promotions.field.period')}</legend>
        <p className="ui-field__hint">{t('bo.promotions.field.period.hint')}</p>
        <div className="bo-editor__row">
          {field(
            'validFrom',
            t('bo.promotions.field.validfrom'),
            <input
              {...inputProps('validFrom')}
              type="date"
              value={form.validFrom}
              onChange={(event) => set({ validFrom: event.currentTarget.value })}
            />,
          )}
          {field(
            'validTo',
            t('bo.promotions.field.validto'),
            <input
              {...inputProps('validTo')}
              type="date"
              min={form.validFrom || undefined}
              value={form.validTo}
              onChange={(event) => set({ validTo: event.currentTarget.value })}
            />,
          )}
        </div>
        {form.type !== 'BOOK_TODAY' ? (
          <label className="bo-check">
            <input
              type="checkbox"
              checked={form.onArrival}
              onChange={(event) => set({ onArrival: event.currentTarget.checked })}
            />
            {t('bo.promotions.field.onarrival')}
          </label>
        ) : null}
      </fieldset>
    </>
  );
}

/** The rate plans or room types a promotion applies to: all, or the ones ticked. */
export function PromotionChoices(
  props: PartProps & {
    name: 'ratePlanIds' | 'roomTypeIds';
    legend: string;
    list: readonly PromotionChoice[];
    language: Language;
  },
) {
  const { message, form, set, base, t, name, legend, list, language } = props;
  const selected = form[name];
  const error = message(name);
  const errorId = `${idOf(base, name)}-error`;
  return (
    <fieldset
      className="bo-promo-editor__choices"
      data-field={name}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      <label className="bo-check">
        <input
          type="checkbox"
          checked={selected === null}
          onChange={(event) => set({ [name]: event.currentTarget.checked ? null : list.map((c) => c.id) })}
        />
        {t('bo.promotions.field.all')}
      </label>
      {list.map((choice) => (
        <label className="bo-check bo-check--nested" key={choice.id}>
          <input
            type="checkbox"
            disabled={selected === null}
            checked={selected === null || selected.includes(choice.id)}
            onChange={(event) => {
              const current = selected ?? [];
              const next = event.currentTarget.checked
                ? list.map((c) => c.id).filter((id) => id === choice.id || current.includes(id))
                : current.filter((id) => id !== choice.id);
              set({ [name]: next });
            }}
          />
          {choiceName(choice, language)}
        </label>
      ))}
      <p className="ui-field__error" id={errorId} hidden={!error}>
        {error}
      </p>
    </fieldset>
  );
}
