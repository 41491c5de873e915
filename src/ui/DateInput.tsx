/**
 * A date typed in the locale's short format (DD/MM/YYYY for en-GB and it-IT), parsed strictly
 * (INPUT, PROPCHECK): an unparseable date makes the field invalid with 'The date is not
 * valid!'; min and max are enforced. The value is a 'YYYY-MM-DD' string or null.
 */
import { useEffect, useState } from 'react';
import { ErrorCode } from '../contracts/error-codes.ts';
import type { Language } from '../contracts/types.ts';
import { formatShortDate, parseShortDate, SHORT_DATE_PATTERN } from '../domain/dates-format.ts';
import { translator } from '../i18n/dictionary.ts';
import type { FieldErrorKey } from './AmountInput.tsx';
import { describedBy, FieldShell, useFieldIds } from './field.tsx';

/** The error of a typed date, or null. */
export function validateDateText(
  text: string,
  language: Language,
  rules: { required?: boolean; min?: string; max?: string },
): FieldErrorKey | null {
  if (text.trim() === '') return rules.required ? { key: ErrorCode.required } : null;
  const date = parseShortDate(text, language);
  if (date === null) return { key: 'error.date.invalid' };
  if (rules.min && date < rules.min)
    return { key: ErrorCode.min, params: { num: formatShortDate(rules.min, language) } };
  if (rules.max && date > rules.max)
    return { key: ErrorCode.max, params: { num: formatShortDate(rules.max, language) } };
  return null;
}

export type DateInputProps = {
  label: string;
  language: Language;
  value: string | null;
  onChange: (value: string | null) => void;
  required?: boolean;
  min?: string;
  max?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  showError?: boolean;
};

export function DateInput(props: DateInputProps) {
  const { label, language, value, onChange, required, min, max, disabled } = props;
  const t = translator(language);
  const ids = useFieldIds(props.id);
  const [text, setText] = useState(value ? formatShortDate(value, language) : '');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (value && parseShortDate(text, language) !== value) setText(formatShortDate(value, language));
  }, [value, language, text]);
  const error = validateDateText(text, language, { required, min, max });
  const shownError = error && (touched || props.showError) ? t(error.key, error.params) : null;
  const hint = t('date.format.hint', { pattern: SHORT_DATE_PATTERN[language] });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={shownError} required={required}>
      <input
        className="ui-input"
        id={ids.inputId}
        name={props.name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={SHORT_DATE_PATTERN[language]}
        value={text}
        disabled={disabled}
        required={required}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy(ids, hint, shownError)}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const valid = validateDateText(next, language, { required, min, max }) === null;
          onChange(valid ? parseShortDate(next, language) : null);
        }}
        onBlur={() => setTouched(true)}
      />
    </FieldShell>
  );
}
