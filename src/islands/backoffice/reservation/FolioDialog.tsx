/**
 * The modal form of one folio write (a charge or correction, a payment, a refund, a waiver), with
 * what is true now (balance, paid, penalty due). Each write carries the folio version it was read
 * at; its answer is the new folio, which the panel puts in the cache.
 */
import { type FormEvent, type RefObject, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { folioEndpoints } from '../../../contracts/routes/folio.ts';
import type { FolioView } from '../../../contracts/secure/folio.ts';
import type { Language } from '../../../contracts/types.ts';
import { PAYMENT_METHODS, type PaymentMethod, VAT_CLASSES, type VatClass } from '../../../domain/folio.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { failureText } from '../../shared/request-error.ts';
import { secureApi } from '../app/request.ts';
import { DialogField } from './DialogField.tsx';
import { FormDialog } from './FormDialog.tsx';
import {
  checkFolioDraft,
  type FolioEntryKind,
  type FolioField,
  refusalFields,
  suggestedAmount,
} from './folio-form.ts';
import { cents } from './folio-text.ts';

type Draft = {
  description: string;
  amount: string;
  vatClass: VatClass;
  method: PaymentMethod;
  reference: string;
  reason: string;
};

/** Sends one folio write: its answer is the folio as it now is. */
function sendEntry(
  kind: FolioEntryKind,
  params: { hotelId: number; code: string },
  draft: Draft,
  amountCents: number | null,
  version: number,
): Promise<FolioView> {
  const options = { fallback: 'Error saving the folio' };
  const amount = amountCents ?? 0;
  const { method, vatClass } = draft;
  const reference = draft.reference || null;
  switch (kind) {
    case 'charge': {
      const body = {
        description: draft.description,
        amountCents: amount,
        vatClass,
        reason: draft.reason || null,
        version,
      };
      return secureApi(folioEndpoints.addFolioCharge, { params, body }, options);
    }
    case 'payment':
      return secureApi(
        folioEndpoints.recordFolioPayment,
        { params, body: { amountCents: amount, method, reference, version } },
        options,
      );
    case 'refund':
      return secureApi(
        folioEndpoints.recordFolioRefund,
        { params, body: { amountCents: amount, method, reference, reason: draft.reason, version } },
        options,
      );
    case 'waive':
      // No amount: all of the penalty still owed.
      return secureApi(
        folioEndpoints.waiveFolioPenalty,
        { params, body: { amountCents, reason: draft.reason, version } },
        options,
      );
  }
}

export function FolioDialog({
  kind,
  folio,
  hotelId,
  code,
  language,
  t,
  returnFocus,
  onClose,
  onSaved,
  onConflict,
}: {
  kind: FolioEntryKind;
  folio: FolioView;
  hotelId: number;
  code: string;
  language: Language;
  t: Translate;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  onSaved: (folio: FolioView) => void;
  onConflict: () => void;
}) {
  const money = (amountCents: number) => cents(amountCents, language, folio.currency);
  const [draft, setDraft] = useState<Draft>({
    description: '',
    amount: suggestedAmount(kind, folio),
    vatClass: 'EXTRAS',
    method: 'CASH',
    reference: '',
    reason: '',
  });
  const [errors, setErrors] = useState<Partial<Record<FolioField | 'form', string>>>({});
  const [saving, setSaving] = useState(false);
  const set =
    <K extends keyof Draft>(key: K) =>
    (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [key]: event.target.value as Draft[K] }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkFolioDraft(kind, draft);
    if (!check.ok) {
      setErrors(Object.fromEntries(Object.entries(check.errors).map(([field, key]) => [field, t.text(key)])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      onSaved(await sendEntry(kind, { hotelId, code }, draft, check.amountCents, folio.version));
    } catch (failure) {
      setSaving(false);
      if (failure instanceof ApiRequestError && failure.status === 409) {
        onConflict();
        return;
      }
      const found = refusalFields(failure, (key, fallback) => (t.has(key) ? t.text(key) : fallback));
      setErrors(Object.keys(found).length > 0 ? found : { form: failureText(failure, t, String(failure)) });
    }
  };

  return (
    <FormDialog
      returnFocus={returnFocus}
      title={t.text(`bo.folio.dialog.${kind}`, { code })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      cancelLabel={t('bo.folio.dialog.cancel')}
      submitLabel={saving ? t('bo.folio.saving') : t.text(`bo.folio.dialog.save.${kind}`)}
      submitDisabled={saving}
    >
      <p className="bo-folio-dialog__fact">
        {kind === 'waive'
          ? t('bo.folio.dialog.penalty', { amount: money(folio.penaltyCents) })
          : kind === 'refund'
            ? t('bo.folio.dialog.paid', { amount: money(folio.paidCents) })
            : t('bo.folio.dialog.balance', { amount: money(Math.max(0, folio.balanceCents)) })}
      </p>
      {errors.form && (
        <p className="bo-rsv__error" role="alert">
          {errors.form}
        </p>
      )}
      <FolioFields kind={kind} folio={folio} draft={draft} set={set} errors={errors} t={t} />
    </FormDialog>
  );
}

/** The fields of one kind of entry: what it is, the amount, the VAT class, the method and reference, the reason. */
function FolioFields({
  kind,
  folio,
  draft,
  set,
  errors,
  t,
}: {
  kind: FolioEntryKind;
  folio: FolioView;
  draft: Draft;
  set: <K extends keyof Draft>(key: K) => (event: { target: { value: string } }) => void;
  errors: Partial<Record<FolioField | 'form', string>>;
  t: Translate;
}) {
  return (
    <>
      {kind === 'charge' && (
        <DialogField
          label={t('bo.folio.field.description')}
          error={errors.description}
          hint={t('bo.folio.field.description.hint')}
        >
          {(field) => (
            <input
              {...field}
              value={draft.description}
              maxLength={80}
              required
              onChange={set('description')}
            />
          )}
        </DialogField>
      )}
      <DialogField
        label={t('bo.folio.field.amount', { currency: folio.currency })}
        error={errors.amount}
        hint={
          kind === 'charge'
            ? t('bo.folio.field.amount.charge.hint')
            : kind === 'waive'
              ? t('bo.folio.dialog.waive.hint')
              : null
        }
      >
        {(field) => (
          <input
            {...field}
            inputMode="decimal"
            autoComplete="off"
            value={draft.amount}
            onChange={set('amount')}
          />
        )}
      </DialogField>
      {kind === 'charge' && (
        <DialogField label={t('bo.folio.field.vat')}>
          {(field) => (
            <select {...field} value={draft.vatClass} onChange={set('vatClass')}>
              {VAT_CLASSES.map((value) => (
                <option key={value} value={value}>
                  {t.text(`bo.folio.field.vat.${value}`, {
                    rate: value === 'ACCOMMODATION' ? folio.vatRates.accommodation : folio.vatRates.extras,
                  })}
                </option>
              ))}
            </select>
          )}
        </DialogField>
      )}
      {(kind === 'payment' || kind === 'refund') && (
        <>
          <DialogField label={t('bo.folio.field.method')}>
            {(field) => (
              <select {...field} value={draft.method} onChange={set('method')}>
                {PAYMENT_METHODS.map((value) => (
                  <option key={value} value={value}>
                    {t.text(`folio.method.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </DialogField>
          <DialogField label={t('bo.folio.field.reference')} error={errors.reference}>
            {(field) => (
              <input {...field} value={draft.reference} maxLength={60} onChange={set('reference')} />
            )}
          </DialogField>
        </>
      )}
      {kind !== 'payment' && (
        <DialogField
          label={t(kind === 'charge' ? 'bo.folio.field.reason.optional' : 'bo.folio.field.reason')}
          error={errors.reason}
        >
          {(field) => <input {...field} value={draft.reason} maxLength={200} onChange={set('reason')} />}
        </DialogField>
      )}
    </>
  );
}
