/**
 * The promotion editor: an APG modal dialog (shared Dialog) with the fields of BODATA
 * Promotion. The fields a type does not read are not shown; a failed submission (the shared
 * schema's rules, or the worker's 400) marks the fields and focuses the first invalid one; a
 * failed save keeps the dialog open with what was typed and says why.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { PromotionChoice } from '../../../contracts/secure/promotions.ts';
import type { Language } from '../../../contracts/types.ts';
import '../../../ui/field.css';
import { Dialog } from '../../shared/Dialog.tsx';
import { EditorActions } from '../rooms/EditorParts.tsx';
import '../../shared/islands.css';
import '../app/screen-notices.css';
import type { Translate } from '../../../i18n/translate.ts';
import {
  idOf,
  PromotionChoices,
  PromotionNames,
  PromotionTerms,
  promotionFieldKit,
} from './PromotionEditorParts.tsx';
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
  const kit = promotionFieldKit(base, messages, t);

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
        <PromotionNames {...kit} form={form} set={set} base={base} t={t} />
        <PromotionTerms {...kit} form={form} set={set} currency={currency} base={base} t={t} />
        {kit.field(
          'secretCode',
          t('bo.promotions.field.secret'),
          <input
            {...kit.inputProps('secretCode', true)}
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
          <PromotionChoices
            {...kit}
            name="ratePlanIds"
            legend={t('bo.promotions.field.rateplans')}
            list={props.ratePlans}
            form={form}
            set={set}
            base={base}
            language={language}
            t={t}
          />
          <PromotionChoices
            {...kit}
            name="roomTypeIds"
            legend={t('bo.promotions.field.roomtypes')}
            list={props.roomTypes}
            form={form}
            set={set}
            base={base}
            language={language}
            t={t}
          />
        </div>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={form.enabled}
            onChange={(event) => set({ enabled: event.currentTarget.checked })}
          />
          {t('bo.promotions.field.enabled')}
        </label>
        <EditorActions t={t} texts="promotions" busy={busy} onClose={onClose} />
      </form>
    </Dialog>
  );
}
