/**
 * Amount input (INPUT, SITELIM; BOCHECK): a PRICE (currency, EUR by default, step 0.01) or
 * a PERCENTAGE (0..100, or -100..100 with negatives, step 1). Minimum 0 unless `allowNegative`.
 * The text must match the shared price pattern (PRICE, or PRICE_NON_STRICT with negatives);
 * a comma is accepted as the decimal separator. Errors: 'error.required',
 * 'error.field.generic.invalid', 'error.field.min' / 'error.field.max' with {num}.
 */
import { useState } from 'react';
import { ErrorCode } from '../contracts/error-codes.ts';
import type { Language } from '../contracts/types.ts';
import { PRICE, PRICE_NON_STRICT } from '../domain/formats.ts';
import { translator } from '../i18n/dictionary.ts';
import { describedBy, FieldShell, useFieldIds } from './field.tsx';
import { currencySymbol, DEFAULT_CURRENCY } from './format.ts';
import './AmountInput.css';

export type AmountType = 'PRICE' | 'PERCENTAGE';

export type AmountRules = {
  type: AmountType;
  allowNegative?: boolean;
  required?: boolean;
  /** Overrides the type's minimum (never below it). */
  min?: number;
  /** Overrides the type's maximum (never above it). */
  max?: number;
};

export type FieldErrorKey = { key: string; params?: Record<string, string | number> };

/** Minimum, maximum and step of an amount type (INPUT). */
export function amountLimits(rules: AmountRules): {
  min: number | undefined;
  max: number | undefined;
  step: number;
} {
  const percentage = rules.type === 'PERCENTAGE';
  const baseMin = rules.allowNegative ? (percentage ? -100 : undefined) : 0;
  const baseMax = percentage ? 100 : undefined;
  const min =
    rules.min === undefined ? baseMin : baseMin === undefined ? rules.min : Math.max(baseMin, rules.min);
  const max =
    rules.max === undefined ? baseMax : baseMax === undefined ? rules.max : Math.min(baseMax, rules.max);
  return { min, max, step: percentage ? 1 : 0.01 };
}

/** The number a text stands for ('12,5' → 12.5), or null when it does not match the pattern. */
export function parseAmount(text: string, allowNegative = false): number | null {
  const normalized = text.trim().replace(',', '.');
  const pattern = allowNegative ? PRICE_NON_STRICT : PRICE;
  return pattern.test(normalized) ? Number(normalized) : null;
}

/** The error of an amount text, or null when valid (an empty optional amount is valid). */
export function validateAmount(text: string, rules: AmountRules): FieldErrorKey | null {
  if (text.trim() === '') return rules.required ? { key: ErrorCode.required } : null;
  const value = parseAmount(text, rules.allowNegative);
  if (value === null) return { key: ErrorCode.invalid };
  const { min, max, step } = amountLimits(rules);
  if (step === 1 && !Number.isInteger(value)) return { key: ErrorCode.invalid };
  if (min !== undefined && value < min) return { key: ErrorCode.min, params: { num: min } };
  if (max !== undefined && value > max) return { key: ErrorCode.max, params: { num: max } };
  return null;
}

export type AmountInputProps = AmountRules & {
  label: string;
  language: Language;
  /** The typed text (controlled). */
  value: string;
  /** Called on every change with the text and its number (null when empty or invalid). */
  onChange: (text: string, amount: number | null) => void;
  /** ISO 4217 code of a PRICE; EUR by default (USD shows '$'). */
  currency?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  hint?: string;
  /** Show the error even before the field is left (e.g. after a submit). */
  showError?: boolean;
  onBlur?: () => void;
};

export function AmountInput(props: AmountInputProps) {
  const { label, language, value, onChange, type, currency = DEFAULT_CURRENCY, disabled, hint } = props;
  const t = translator(language);
  const ids = useFieldIds(props.id);
  const [touched, setTouched] = useState(false);
  const { min, max, step } = amountLimits(props);
  const error = validateAmount(value, props);
  const shownError = error && (touched || props.showError) ? t(error.key, error.params) : null;
  const percentage = type === 'PERCENTAGE';
  const symbol = percentage ? '%' : currencySymbol(language, currency);
  const affixId = `${ids.inputId}-affix`;
  const affixText = percentage
    ? t('amount.percentage.hint', { min: min ?? 0, max: max ?? 100 })
    : t('amount.currency.symbol.hint', { currency });

  return (
    <FieldShell ids={ids} label={label} hint={hint} error={shownError} required={props.required}>
      <div className={`ui-amount ui-amount--${percentage ? 'percentage' : 'price'}`}>
        <span className="ui-amount__affix" aria-hidden="true">
          {symbol}
        </span>
        <span className="ui-sr-only" id={affixId}>
          {affixText}
        </span>
        <input
          className="ui-input ui-amount__input"
          id={ids.inputId}
          name={props.name}
          type="text"
          inputMode={props.allowNegative ? 'text' : 'decimal'}
          autoComplete="off"
          value={value}
          disabled={disabled}
          required={props.required}
          aria-required={props.required || undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(ids, hint, shownError, affixId)}
          data-min={min}
          data-max={max}
          data-step={step}
          onChange={(event) => {
            const text = event.target.value;
            onChange(
              text,
              validateAmount(text, props) === null ? parseAmount(text, props.allowNegative) : null,
            );
          }}
          onBlur={() => {
            setTouched(true);
            props.onBlur?.();
          }}
        />
      </div>
    </FieldShell>
  );
}
