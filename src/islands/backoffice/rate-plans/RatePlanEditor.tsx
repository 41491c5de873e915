/**
 * The rate plan editor: a modal dialog (shared Dialog) whose values the shared schema judges
 * before the worker does, so the form refuses what the worker would. A derived plan shows a live
 * example of its derivation, computed by the engine's own rule; policies are listed in the words
 * a guest reads (RatePlanEditorSections.tsx). The worker's 400 marks the same fields by their
 * path; a refusal keeps the dialog open with what was typed and says why.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import type { FieldError } from '../../../contracts/error-codes.ts';
import { toFieldErrors } from '../../../contracts/error-codes.ts';
import {
  type RatePlanInput,
  type RatePlansResponse,
  ratePlanInput,
} from '../../../contracts/secure/rate-plans.ts';
import type { Language } from '../../../contracts/types.ts';
import { fromCents } from '../../../domain/money.ts';
import { derivationExample, RATE_PLAN_POSITION_MAX } from '../../../domain/rate-plan-setup.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatMoney } from '../../../ui/format.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { EditorActions, EditorRefusal } from '../rooms/EditorParts.tsx';
import type { Refusal } from '../rooms/setup-errors.ts';
import {
  ChoiceSections,
  NameSection,
  numberInput,
  PolicySections,
  PriceSection,
  type SectionProps,
  StayAndModelSections,
} from './RatePlanEditorSections.tsx';
import { fieldId, fieldKit, fieldOf } from './rate-plan-fields.tsx';
import {
  derivationValue,
  EXAMPLE_NIGHT_CENTS,
  type PolicyContext,
  planBody,
  planName,
  type RatePlanFormValues,
} from './rate-plan-text.ts';

export { RATE_PLAN_FIELDS } from './rate-plan-fields.tsx';

type Props = {
  open: boolean;
  /** The plan edited (null: a new one). */
  planId: number | null;
  initial: RatePlanFormValues;
  data: RatePlansResponse;
  language: Language;
  t: Translate;
  busy: boolean;
  refusal: Refusal | null;
  /** The worker's field errors of the last save, put on their fields. */
  serverErrors: readonly FieldError[];
  onSave: (value: RatePlanInput) => void;
  onClose: () => void;
  /** Opens the room types screen (the per-person supplements live there). */
  onRoomTypes: () => void;
  roomTypesHref: string;
};

export function RatePlanEditor({
  open,
  planId,
  initial,
  data,
  language,
  t,
  busy,
  refusal,
  serverErrors,
  onSave,
  onClose,
  onRoomTypes,
  roomTypesHref,
}: Props) {
  const base = `rp${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [values, setValues] = useState<RatePlanFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [now] = useState(() => Date.now());

  // Each opening starts from its plan; a refusal never resets what was typed.
  useEffect(() => {
    if (open) {
      setValues(initial);
      setErrors({});
    }
  }, [open, initial]);

  /** Marks each field of `list` with its first message and focuses the first marked. */
  const show = useCallback(
    (list: readonly FieldError[]) => {
      const next: Record<string, string> = {};
      for (const error of list) next[fieldOf(error.field)] ??= error.code;
      setErrors(next);
      const first = Object.keys(next)[0];
      if (first) requestAnimationFrame(() => document.getElementById(fieldId(base, first))?.focus());
    },
    [base],
  );
  // Only a new answer of the worker marks fields.
  useEffect(() => {
    if (serverErrors.length > 0) show(serverErrors);
  }, [serverErrors, show]);

  const set = <K extends keyof RatePlanFormValues>(key: K, value: RatePlanFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ratePlanInput.safeParse(planBody(values));
    if (!parsed.success) {
      show(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };

  const ctx: PolicyContext = { currency: data.currency, timeZone: data.timeZone, language, now };
  const money = (cents: number) => formatMoney(fromCents(cents), language, data.currency);
  const parents = data.ratePlans.filter((plan) => plan.derivation === null && plan.id !== planId);
  const parent = parents.find((plan) => String(plan.id) === values.parentId);
  const figure = derivationValue(values);
  const example =
    values.derived && parent && figure !== null && Number.isFinite(figure)
      ? t('bo.rateplans.example', {
          parent: planName(parent, language),
          from: money(EXAMPLE_NIGHT_CENTS),
          to: money(derivationExample(EXAMPLE_NIGHT_CENTS, { kind: values.kind, value: figure })),
        })
      : t('bo.rateplans.example.none');
  const kit = fieldKit(base, errors, t);
  const section: SectionProps = { kit, base, values, set, setValues, data, language, t };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(planId === null ? 'bo.rateplans.editor.new' : 'bo.rateplans.editor.edit')}
      closeLabel={t('button.close')}
      className="bo-editor bo-rateplans-editor"
    >
      <form noValidate onSubmit={submit}>
        <EditorRefusal refusal={refusal} />
        <NameSection {...section} />
        <PriceSection {...section} parents={parents} example={example} />
        <ChoiceSections {...section} />
        <StayAndModelSections
          {...section}
          money={money}
          roomTypesHref={roomTypesHref}
          onRoomTypes={onRoomTypes}
        />
        <PolicySections {...section} ctx={ctx} />
        <div className="bo-editor__row">
          {kit.textField(
            'position',
            t('bo.rateplans.field.position'),
            numberInput(section, 'position', 'position', 0, RATE_PLAN_POSITION_MAX),
            { min: 0, max: RATE_PLAN_POSITION_MAX },
            t('bo.rateplans.field.position.hint'),
          )}
        </div>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={values.enabled}
            onChange={(event) => set('enabled', event.currentTarget.checked)}
          />
          {t('bo.rateplans.field.enabled')}
        </label>
        <EditorActions t={t} busy={busy} onClose={onClose} />
      </form>
    </Dialog>
  );
}
