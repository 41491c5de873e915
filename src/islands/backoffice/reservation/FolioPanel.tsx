/**
 * The folio of the reservation (FOLIO-1, decision 052): every line with its VAT rate, the
 * payments and refunds, the total, what was paid, the deposit and the balance ("Paid" when it is
 * zero), and the four dialogs that change it: add a charge (or a correction), record a payment,
 * refund, waive the penalty; "Print receipt" opens the receipt page. Every write carries the
 * folio version it was read at: a 409 (another desk wrote first) reloads and says so.
 */
import { type FormEvent, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { folioEndpoints } from '../../../contracts/routes/folio.ts';
import type { FolioLineView, FolioView } from '../../../contracts/secure/folio.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatShortDate } from '../../../domain/dates-format.ts';
import { PAYMENT_METHODS, type PaymentMethod, VAT_CLASSES, type VatClass } from '../../../domain/folio.ts';
import { toCents } from '../../../domain/money.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { parseAmount } from '../../../ui/AmountInput.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { secureApi } from '../app/request.ts';
import { FormDialog } from './FormDialog.tsx';

type DialogKind = 'charge' | 'payment' | 'refund' | 'waive';

type Props = {
  /** `hotels/{id}/reservations/{code}`: the printable receipt's address is under it. */
  path: string;
  hotelId: number;
  code: string;
  language: Language;
  t: Translate;
  /** Called after a write, so the reservation (and its history) is read again. */
  onChanged: () => void;
};

const cents = (amountCents: number, language: Language, currency: string) =>
  formatMoney(amountCents / 100, language, currency);

/** A line in words, as the receipt says it: "Room 1 · Night of 01/05/2026", "Parking". */
export function folioLineText(line: FolioLineView, t: Translate, language: Language): string {
  const room = line.room !== null ? `${t('folio.line.room', { number: line.room })} · ` : '';
  switch (line.kind) {
    case 'ACCOMMODATION':
      return `${room}${t('folio.line.night', { date: formatShortDate(line.date, language) })}`;
    case 'EXTRA': {
      const name = line.itemName ? (line.itemName[language] ?? line.itemName.en ?? null) : null;
      const bed =
        line.bedType && t.has(`widget.results.bed.${line.bedType}`)
          ? t.text(`widget.results.bed.${line.bedType}`)
          : null;
      return `${room}${name ?? bed ?? t('folio.line.extras')}`;
    }
    case 'CITY_TAX':
      return `${room}${t('folio.line.city.tax')}`;
    case 'PENALTY':
      return `${room}${t('folio.line.penalty')}`;
    case 'WAIVER':
      return `${t('folio.line.waiver')}${line.reason ? `: ${line.reason}` : ''}`;
    default:
      return `${line.description ?? ''}${line.reason ? ` (${line.reason})` : ''}`;
  }
}

/** The balance in words: "Paid", "€120.00", "To refund: €30.00". */
export function balanceWords(
  folio: Pick<FolioView, 'balanceCents' | 'currency'>,
  t: Translate,
  language: Language,
) {
  if (folio.balanceCents === 0) return t('bo.folio.balance.paid');
  const amount = cents(Math.abs(folio.balanceCents), language, folio.currency);
  return folio.balanceCents < 0 ? t('bo.folio.balance.credit', { amount }) : amount;
}

export function FolioPanel({ path, hotelId, code, language, t, onChanged }: Props) {
  const [folio, setFolio] = useState<FolioView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'ok' | 'warn' } | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const read = useCallback(async () => {
    try {
      setFolio(
        await secureApi(
          folioEndpoints.getFolio,
          { params: { hotelId, code } },
          { fallback: 'Error getting the folio' },
        ),
      );
      setError(null);
    } catch (failure) {
      setError(timeoutMessage(failure, t) ?? t('bo.folio.error'));
    }
  }, [hotelId, code, t]);

  useEffect(() => {
    void read();
  }, [read]);

  if (!folio) {
    return (
      <section className="bo-rsv__card bo-folio" aria-labelledby="bo-folio-heading">
        <h2 id="bo-folio-heading">{t('bo.folio.heading')}</h2>
        {error ? (
          <>
            <p role="alert" className="bo-rsv__error">
              {error}
            </p>
            <button type="button" className="button" onClick={() => void read()}>
              {t('bo.folio.retry')}
            </button>
          </>
        ) : (
          <p role="status">{t('bo.folio.loading')}</p>
        )}
      </section>
    );
  }

  const money = (amountCents: number) => cents(amountCents, language, folio.currency);
  const vat = (rate: number | null) => (rate === null ? '—' : `${rate}%`);
  const open = (kind: DialogKind) => (event: { currentTarget: HTMLElement }) => {
    opener.current = event.currentTarget;
    setNotice(null);
    setDialog(kind);
  };
  const receiptUrl = `/api/rs/secure/${path}/receipt`;
  /** A secondary action of the folio, off while one of its dialogs is open. */
  const secondary = (label: string, onClick: (event: { currentTarget: HTMLElement }) => void) => (
    <button type="button" className="button button--secondary" disabled={dialog !== null} onClick={onClick}>
      {label}
    </button>
  );
  const issue = async () => {
    setNotice(null);
    try {
      const receipt = await secureApi(
        folioEndpoints.issueReceiptNumber,
        { params: { hotelId, code } },
        { fallback: 'Error issuing the receipt' },
      );
      setNotice({ tone: 'ok', text: t('bo.folio.issued', { number: `${receipt.year}/${receipt.number}` }) });
      await read();
    } catch (failure) {
      setNotice({ tone: 'warn', text: timeoutMessage(failure, t) ?? t('bo.folio.error') });
    }
  };
  const numbers = folio.receipts.map((receipt) => {
    const number = `${receipt.year}/${receipt.number}`;
    return receipt.voided ? t('bo.folio.receipt.void', { number }) : number;
  });

  return (
    <section className="bo-rsv__card bo-folio" aria-labelledby="bo-folio-heading">
      <h2 id="bo-folio-heading">{t('bo.folio.heading')}</h2>
      {notice && (
        <p
          className={`bo-rsv__notice bo-rsv__notice--${notice.tone}`}
          role={notice.tone === 'warn' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      <dl className="bo-rsv__money bo-folio__totals">
        <div className="bo-rsv__amount">
          <dt>{t('bo.folio.total')}</dt>
          <dd>{money(folio.chargesCents)}</dd>
        </div>
        <div className="bo-rsv__amount">
          <dt>{t('bo.folio.paid')}</dt>
          <dd>{money(folio.paidCents)}</dd>
        </div>
        <div className="bo-rsv__amount">
          <dt>{t('bo.folio.deposit')}</dt>
          <dd>
            {folio.depositDueCents > 0
              ? t('bo.folio.deposit.value', {
                  paid: money(folio.depositPaidCents),
                  due: money(folio.depositDueCents),
                })
              : t('bo.folio.deposit.none')}
          </dd>
        </div>
        {folio.penaltyCents > 0 && (
          <div className="bo-rsv__amount">
            <dt>{t('bo.folio.penalty')}</dt>
            <dd>{money(folio.penaltyCents)}</dd>
          </div>
        )}
        <div
          className={`bo-rsv__amount bo-rsv__amount--strong${folio.balanceCents > 0 ? ' bo-rsv__amount--owed' : ''}`}
        >
          <dt>{t('bo.folio.balance')}</dt>
          <dd data-testid="folio-balance">{balanceWords(folio, t, language)}</dd>
        </div>
      </dl>

      <div className="bo-rsv__action-row">
        <button type="button" className="button" disabled={dialog !== null} onClick={open('payment')}>
          {t('bo.folio.action.payment')}
        </button>
        {secondary(t('bo.folio.action.charge'), open('charge'))}
        {folio.paidCents > 0 && secondary(t('bo.folio.action.refund'), open('refund'))}
        {folio.penaltyCents > 0 && secondary(t('bo.folio.action.waive'), open('waive'))}
        {secondary(t('bo.folio.action.issue'), () => void issue())}
        <a className="button button--secondary" href={receiptUrl} target="_blank" rel="noopener">
          {t('bo.folio.action.receipt')}
        </a>
      </div>
      {numbers.length > 0 && (
        <p className="bo-rsv__muted">{t('bo.folio.receipts', { numbers: numbers.join(', ') })}</p>
      )}

      <div className="bo-folio__tables">
        <table className="bo-rsv__table bo-folio__table">
          <caption>{t('bo.folio.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bo.folio.col.date')}</th>
              <th scope="col">{t('bo.folio.col.description')}</th>
              <th scope="col" className="bo-rsv__num">
                {t('bo.folio.col.vat')}
              </th>
              <th scope="col" className="bo-rsv__num">
                {t('bo.folio.col.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {folio.lines.map((line) => (
              <tr key={line.id}>
                <td className="bo-folio__date">{formatShortDate(line.date, language)}</td>
                <th scope="row">
                  {folioLineText(line, t, language)}
                  {line.by && (
                    <span className="bo-rsv__muted bo-folio__by">
                      {' '}
                      · {[line.by.name, line.by.surname].filter(Boolean).join(' ')}
                    </span>
                  )}
                </th>
                <td className="bo-rsv__num">{vat(line.vatRate)}</td>
                <td className="bo-rsv__num">{money(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <table className="bo-rsv__table bo-folio__table">
          <caption>{t('bo.folio.payments')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bo.folio.col.date')}</th>
              <th scope="col">{t('bo.folio.col.method')}</th>
              <th scope="col" className="bo-rsv__num">
                {t('bo.folio.col.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {folio.payments.length === 0 ? (
              <tr>
                <td colSpan={3} className="bo-rsv__muted">
                  {t('bo.folio.payments.none')}
                </td>
              </tr>
            ) : (
              folio.payments.map((payment) => (
                <tr key={payment.id}>
                  <td className="bo-folio__date">{formatShortDate(payment.date, language)}</td>
                  <th scope="row">
                    {t(payment.kind === 'PAYMENT' ? 'bo.folio.payment' : 'bo.folio.refund')} ·{' '}
                    {t.text(`folio.method.${payment.method}`)}
                    {payment.reference && <span className="bo-rsv__muted"> · {payment.reference}</span>}
                  </th>
                  <td className="bo-rsv__num">
                    {money(payment.kind === 'PAYMENT' ? payment.amountCents : -payment.amountCents)}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      {dialog && (
        <FolioDialog
          kind={dialog}
          folio={folio}
          hotelId={hotelId}
          code={code}
          language={language}
          t={t}
          returnFocus={opener}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setFolio(saved);
            setNotice({ tone: 'ok', text: t.text(`bo.folio.saved.${dialog}`) });
            setDialog(null);
            onChanged();
          }}
          onConflict={() => {
            setDialog(null);
            setNotice({ tone: 'warn', text: t('bo.folio.conflict') });
            void read();
          }}
        />
      )}
    </section>
  );
}

type FieldErrors = Partial<Record<'description' | 'amount' | 'reason' | 'reference' | 'form', string>>;

/** The modal form of one folio write, with what is true now (balance, paid, penalty due). */
function FolioDialog({
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
  kind: DialogKind;
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
  const ids = {
    description: useId(),
    amount: useId(),
    vat: useId(),
    method: useId(),
    reference: useId(),
    reason: useId(),
  };
  const money = (amountCents: number) => cents(amountCents, language, folio.currency);
  const suggested =
    kind === 'payment' ? Math.max(0, folio.balanceCents) : kind === 'waive' ? folio.penaltyCents : 0;
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState(suggested > 0 ? (suggested / 100).toFixed(2) : '');
  const [vatClass, setVatClass] = useState<VatClass>('EXTRAS');
  const [method, setMethod] = useState<PaymentMethod>('CASH');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = amount.trim() === '' ? null : parseAmount(amount, kind === 'charge');
    const found: FieldErrors = {};
    if (kind === 'charge' && description.trim() === '') found.description = t.text('error.required');
    if (value === null && !(kind === 'waive' && amount.trim() === ''))
      found.amount = t('bo.folio.amount.invalid');
    if (
      (kind === 'refund' || kind === 'waive' || (kind === 'charge' && (value ?? 0) < 0)) &&
      reason.trim() === ''
    ) {
      found.reason = t.text('error.required');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const amountCents = value === null ? null : toCents(value);
    const params = { hotelId, code };
    const options = { fallback: 'Error saving the folio' };
    const { version } = folio;
    const send = () => {
      switch (kind) {
        case 'charge':
          return secureApi(
            folioEndpoints.addFolioCharge,
            {
              params,
              body: { description, amountCents: amountCents ?? 0, vatClass, reason: reason || null, version },
            },
            options,
          );
        case 'payment':
          return secureApi(
            folioEndpoints.recordFolioPayment,
            {
              params,
              body: { amountCents: amountCents ?? 0, method, reference: reference || null, version },
            },
            options,
          );
        case 'refund':
          return secureApi(
            folioEndpoints.recordFolioRefund,
            {
              params,
              body: { amountCents: amountCents ?? 0, method, reference: reference || null, reason, version },
            },
            options,
          );
        case 'waive':
          // No amount: all of the penalty still owed.
          return secureApi(
            folioEndpoints.waiveFolioPenalty,
            { params, body: { amountCents, reason, version } },
            options,
          );
      }
    };
    setSaving(true);
    try {
      onSaved(await send());
    } catch (failure) {
      setSaving(false);
      if (failure instanceof ApiRequestError && failure.status === 409) {
        onConflict();
        return;
      }
      const fieldErrors: FieldErrors = {};
      if (failure instanceof ApiRequestError) {
        for (const error of failure.errors) {
          const text = t.has(error.code) ? t.text(error.code) : failure.message;
          if (error.field === 'amountCents') fieldErrors.amount = text;
          else if (error.field === 'reason') fieldErrors.reason = text;
          else if (error.field === 'description') fieldErrors.description = text;
          else if (error.field === 'reference') fieldErrors.reference = text;
          else fieldErrors.form = text;
        }
      }
      if (Object.keys(fieldErrors).length === 0) {
        fieldErrors.form =
          timeoutMessage(failure, t) ?? (failure instanceof Error ? failure.message : String(failure));
      }
      setErrors(fieldErrors);
    }
  };

  const fieldError = (name: keyof FieldErrors, id: string) =>
    errors[name] ? (
      <p id={`${id}-error`} className="bo-folio__field-error">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: keyof FieldErrors, id: string, hint?: string) =>
    [errors[name] ? `${id}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined;

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
      {kind === 'charge' && (
        <div className="bo-folio-dialog__field">
          <label htmlFor={ids.description}>{t('bo.folio.field.description')}</label>
          <input
            id={ids.description}
            value={description}
            maxLength={80}
            required
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={described('description', ids.description, `${ids.description}-hint`)}
            onChange={(event) => setDescription(event.target.value)}
          />
          <p id={`${ids.description}-hint`} className="bo-rsv__muted">
            {t('bo.folio.field.description.hint')}
          </p>
          {fieldError('description', ids.description)}
        </div>
      )}
      <div className="bo-folio-dialog__field">
        <label htmlFor={ids.amount}>{t('bo.folio.field.amount', { currency: folio.currency })}</label>
        <input
          id={ids.amount}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={described(
            'amount',
            ids.amount,
            kind === 'charge' || kind === 'waive' ? `${ids.amount}-hint` : undefined,
          )}
          onChange={(event) => setAmount(event.target.value)}
        />
        {(kind === 'charge' || kind === 'waive') && (
          <p id={`${ids.amount}-hint`} className="bo-rsv__muted">
            {t(kind === 'charge' ? 'bo.folio.field.amount.charge.hint' : 'bo.folio.dialog.waive.hint')}
          </p>
        )}
        {fieldError('amount', ids.amount)}
      </div>
      {kind === 'charge' && (
        <div className="bo-folio-dialog__field">
          <label htmlFor={ids.vat}>{t('bo.folio.field.vat')}</label>
          <select
            id={ids.vat}
            value={vatClass}
            onChange={(event) => setVatClass(event.target.value as VatClass)}
          >
            {VAT_CLASSES.map((value) => (
              <option key={value} value={value}>
                {t.text(`bo.folio.field.vat.${value}`, {
                  rate: value === 'ACCOMMODATION' ? folio.vatRates.accommodation : folio.vatRates.extras,
                })}
              </option>
            ))}
          </select>
        </div>
      )}
      {(kind === 'payment' || kind === 'refund') && (
        <>
          <div className="bo-folio-dialog__field">
            <label htmlFor={ids.method}>{t('bo.folio.field.method')}</label>
            <select
              id={ids.method}
              value={method}
              onChange={(event) => setMethod(event.target.value as PaymentMethod)}
            >
              {PAYMENT_METHODS.map((value) => (
                <option key={value} value={value}>
                  {t.text(`folio.method.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="bo-folio-dialog__field">
            <label htmlFor={ids.reference}>{t('bo.folio.field.reference')}</label>
            <input
              id={ids.reference}
              value={reference}
              maxLength={60}
              aria-invalid={errors.reference ? true : undefined}
              aria-describedby={described('reference', ids.reference)}
              onChange={(event) => setReference(event.target.value)}
            />
            {fieldError('reference', ids.reference)}
          </div>
        </>
      )}
      {kind !== 'payment' && (
        <div className="bo-folio-dialog__field">
          <label htmlFor={ids.reason}>
            {t(kind === 'charge' ? 'bo.folio.field.reason.optional' : 'bo.folio.field.reason')}
          </label>
          <input
            id={ids.reason}
            value={reason}
            maxLength={200}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={described('reason', ids.reason)}
            onChange={(event) => setReason(event.target.value)}
          />
          {fieldError('reason', ids.reason)}
        </div>
      )}
    </FormDialog>
  );
}
