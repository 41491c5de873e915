/**
 * The rate plan editor's field markup, one place for every field: a labelled control with its
 * hint and its message, a group of choices as a fieldset with its own message, and the ids that
 * tie them together (an error's field path → the control focused).
 */
import type { ReactNode } from 'react';
import type { Translate } from '../../../i18n/translate.ts';
import { EditorField } from '../rooms/EditorParts.tsx';
import { codeText, type Limits } from '../rooms/setup-errors.ts';

/** The fields a 400 can point at in this form. */
export const RATE_PLAN_FIELDS = [
  'name.en',
  'name.it',
  'type',
  'derivation',
  'derivation.parentId',
  'derivation.kind',
  'derivation.value',
  'includedMealPlans',
  'roomTypeIds',
  'channels',
  'pricingModel',
  'occupantsForBaseRate',
  'cancellationPolicyId',
  'noShowPolicyId',
  'minStay',
  'maxStay',
  'position',
  'enabled',
] as const;

/** The input id of each field a message can point at. */
const ANCHOR: Record<string, string> = {
  'name.en': 'name-en',
  'name.it': 'name-it',
  derivation: 'parent',
  'derivation.parentId': 'parent',
  'derivation.kind': 'kind',
  'derivation.value': 'value',
  includedMealPlans: 'meals',
  roomTypeIds: 'roomtypes',
  channels: 'channels',
  cancellationPolicyId: 'cancellation',
  noShowPolicyId: 'noshow',
};

/** The field a schema or worker error belongs to ('includedMealPlans.0' → 'includedMealPlans'). */
export function fieldOf(path: string): string {
  if ((RATE_PLAN_FIELDS as readonly string[]).includes(path)) return path;
  const head = path.split('.')[0] ?? path;
  return (RATE_PLAN_FIELDS as readonly string[]).includes(head) ? head : path;
}

/** The id of a field's control in the form whose ids start with `base`. */
export const fieldId = (base: string, field: string) =>
  `${base}-${ANCHOR[field] ?? field.replace(/\./g, '-')}`;

/** The markup helpers of one form: its id prefix, its messages by field (codes), its texts. */
export function fieldKit(base: string, errors: Readonly<Record<string, string>>, t: Translate) {
  const idOf = (field: string) => fieldId(base, field);
  const errorText = (field: string, limits: Limits = {}) => {
    const code = errors[field];
    return (
      <p className="ui-field__error" id={`${idOf(field)}-error`} hidden={!code}>
        {code ? codeText(t, code, limits) : null}
      </p>
    );
  };
  const described = (field: string, hint: boolean) =>
    [hint ? `${idOf(field)}-hint` : null, errors[field] ? `${idOf(field)}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  /** The id, invalid state and descriptions of a field's control. */
  const aria = (field: string, hint = false) =>
    ({
      id: idOf(field),
      'aria-invalid': Boolean(errors[field]) || undefined,
      'aria-describedby': described(field, hint),
    }) as const;
  const hintOf = (field: string, hint?: string) =>
    hint ? (
      <p className="ui-field__hint" id={`${idOf(field)}-hint`}>
        {hint}
      </p>
    ) : null;
  /** A labelled control with its hint and its message. */
  const textField = (field: string, label: string, input: ReactNode, limits: Limits = {}, hint?: string) => {
    const code = errors[field];
    return (
      <EditorField
        className="bo-rooms-editor__field"
        id={idOf(field)}
        label={label}
        hint={hint}
        error={code ? codeText(t, code, limits) : null}
      >
        {input}
      </EditorField>
    );
  };
  /** A group of choices (checkboxes or radios) as a fieldset with its own error. */
  const group = (field: string, legend: string, children: ReactNode, hint?: string) => (
    <fieldset
      id={idOf(field)}
      tabIndex={-1}
      aria-invalid={errors[field] ? true : undefined}
      aria-describedby={described(field, Boolean(hint))}
    >
      <legend>{legend}</legend>
      {hintOf(field, hint)}
      {children}
      {errorText(field)}
    </fieldset>
  );
  return { idOf, aria, textField, group };
}

export type FieldKit = ReturnType<typeof fieldKit>;
