/**
 * The promotion editor: an APG modal dialog (shared Dialog) with the fields of BODATA
 * Promotion. The fields a type does not read are not shown; a failed submission (the shared
 * schema's rules, or the worker's 400) marks the fields and focuses the first invalid one; a
 * failed save keeps the dialog open with what was typed and says why.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { PromotionChoice } from '../../../contracts/secure/promotions.ts';
import type { Language } from '../../../contracts/types.ts';
import {
  DAYS_RULES,
  DISCOUNT_MAX,
  PROMOTION_MIN_STAY,
  PROMOTION_TYPES,
  usesMinStay,
} from '../../../domain/promotions.ts';
import '../../../ui/field.css';
import { Dialog } from '../../shared/Dialog.tsx';
import '../../shared/islands.css';
import '../app/screen-notices.css';
import type { Translate } from '../../../i18n/translate.ts';
import {
  type FieldMessage,
  type FormField,
  firstInvalid,
  type PromotionForm,
  validateForm,
} from './promotion-form.ts';

export type EditorProps = {
  open: boolean;
  isNew: boolean;
  initial: PromotionForm;
  currency: string;
  ratePlans: readonly PromotionChoice[];
  roomTypes: readonly PromotionChoice[];
  language: Language;
  t: Translate;
  busy: boolean;
  /** A save's failure text (kept with the typed values). */
  failure: string | null;
  /** The worker's field errors of the last save. */
  serverMessages: Partial<Record<FormField, FieldMessage>>;
  onSave: (form: PromotionForm) => void;
  onClose: () => void;
};

const idOf = (base: string, field: FormField) => `${base}-${field.replace('.', '-')}`;

export const choiceName = (choice: PromotionChoice, language: Language): string =>
  choice.name[language] ?? choice.name.en ?? choice.nameKey;

/** The messages a change of a form value makes stale. */
const CLEARS: Partial<Record<keyof PromotionForm, FormField[]>> = {
  type: ['type', 'days', 'minStay'],
  nameEn: ['name.en'],
  nameIt: ['name.it'],
  discountType: ['discount.amount'],
  amount: ['discount.amount'],
  days: ['days'],
  minStay: ['minStay'],
  validFrom: ['validFrom', 'validTo'],
  validTo: ['validTo'],
  secretCode: ['secretCode'],
  ratePlanIds: ['ratePlanIds'],
  roomTypeIds: ['roomTypeIds'],
};

/** Focuses a field of the form (a list's first checkbox for the rate plans and room types). */
function focusField(form: HTMLFormElement | null, base: string, field: FormField | null): void {
  if (!field || !form) return;
  form.querySelector<HTMLElement>(`#${idOf(base, field)}, [data-field="${field}"] input`)?.focus();
}

export function PromotionEditor(props: EditorProps) {
  const { open, isNew, initial, currency, language, t, busy, failure, onSave, onClose } = props;
  const base = `pe${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [form, setForm] = useState<PromotionForm>(initial);
  const [messages, setMessages] = useState<Partial<Record<FormField, FieldMessage>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  // A new opening starts from its promotion; the worker's refusals mark the fields.
  useEffect(() => {
    if (open) {
      setForm(initial);
      setMessages({});
    }
  }, [open, initial]);
  useEffect(() => {
    setMessages(props.serverMessages);
    focusField(formRef.current, base, firstInvalid(props.serverMessages));
  }, [props.serverMessages, base]);

  const set = (patch: Partial<PromotionForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    // A field's message goes once it is changed (the next submit checks everything again).
    const cleared = Object.keys(patch).flatMap((key) => CLEARS[key as keyof PromotionForm] ?? []);
    if (cleared.some((field) => messages[field])) {
      setMessages((current) => {
        const next = { ...current };
        for (const field of cleared) delete next[field];
        return next;
      });
    }
  };
  const message = (field: FormField): string | null => {
    const found = messages[field];
    return found ? t(found.key, found.params) : null;
  };
  const days = DAYS_RULES[form.type];

  const field = (name: FormField, label: string, input: ReactNode, hint?: string) => {
    const id = idOf(base, name);
    const error = message(name);
    return (
      <div className="ui-field bo-promo-editor__field">
        <label className="ui-field__label" htmlFor={id}>
          {label}
        </label>
        {hint ? (
          <p className="ui-field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
        {input}
        <p className="ui-field__error" id={`${id}-error`} hidden={!error}>
          {error}
        </p>
      </div>
    );
  };
  const inputProps = (name: FormField, hint = false) => {
    const id = idOf(base, name);
    const error = messages[name];
    const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
    return {
      id,
      className: 'ui-input',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described || undefined,
    } as const;
  };

  const choices = (name: 'ratePlanIds' | 'roomTypeIds', legend: string, list: readonly PromotionChoice[]) => {
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
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(isNew ? 'bo.promotions.editor.new' : 'bo.promotions.editor.edit')}
      closeLabel={t('button.close')}
      className="bo-editor"
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = validateForm(form);
          setMessages(found);
          const first = firstInvalid(found);
          if (first) {
            focusField(formRef.current, base, first);
            return;
          }
          onSave(form);
        }}
      >
        <div role="alert" className="bo-editor__alert">
          {failure ? <p className="bo-screen__error">{failure}</p> : null}
        </div>
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
        {field(
          'secretCode',
          t('bo.promotions.field.secret'),
          <input
            {...inputProps('secretCode', true)}
            type="text"
            maxLength={20}
            autoComplete="off"
            spellCheck={false}
            value={form.secretCode}
            onChange={(event) => set({ secretCode: event.currentTarget.value })}
          />,
          t('bo.promotions.field.secret.hint'),
        )}
        <div className="bo-editor__row">
          {choices('ratePlanIds', t('bo.promotions.field.rateplans'), props.ratePlans)}
          {choices('roomTypeIds', t('bo.promotions.field.roomtypes'), props.roomTypes)}
        </div>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={form.enabled}
            onChange={(event) => set({ enabled: event.currentTarget.checked })}
          />
          {t('bo.promotions.field.enabled')}
        </label>
        <div className="bo-editor__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('bo.promotions.cancel')}
          </button>
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {busy ? t('bo.promotions.saving') : t('bo.promotions.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
