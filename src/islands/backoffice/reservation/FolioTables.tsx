/**
 * What the folio shows: its figures (total, paid, deposit, penalty, balance) and its two tables,
 * the lines (date, what, VAT rate, amount) and the payments and refunds.
 */
import type { FolioView } from '../../../contracts/secure/folio.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatShortDate } from '../../../domain/dates-format.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { Amount } from './facts.tsx';
import { balanceWords, cents, folioLineText } from './folio-text.ts';

export function FolioTotals({ folio, language, t }: { folio: FolioView; language: Language; t: Translate }) {
  const money = (amountCents: number) => cents(amountCents, language, folio.currency);
  return (
    <dl className="bo-rsv__money bo-folio__totals">
      <Amount term={t('bo.folio.total')} value={money(folio.chargesCents)} />
      <Amount term={t('bo.folio.paid')} value={money(folio.paidCents)} />
      <Amount
        term={t('bo.folio.deposit')}
        value={
          folio.depositDueCents > 0
            ? t('bo.folio.deposit.value', {
                paid: money(folio.depositPaidCents),
                due: money(folio.depositDueCents),
              })
            : t('bo.folio.deposit.none')
        }
      />
      {folio.penaltyCents > 0 && <Amount term={t('bo.folio.penalty')} value={money(folio.penaltyCents)} />}
      <div
        className={`bo-rsv__amount bo-rsv__amount--strong${folio.balanceCents > 0 ? ' bo-rsv__amount--owed' : ''}`}
      >
        <dt>{t('bo.folio.balance')}</dt>
        <dd data-testid="folio-balance">{balanceWords(folio, t, language)}</dd>
      </div>
    </dl>
  );
}

export function FolioTables({ folio, language, t }: { folio: FolioView; language: Language; t: Translate }) {
  const money = (amountCents: number) => cents(amountCents, language, folio.currency);
  const vat = (rate: number | null) => (rate === null ? '—' : `${rate}%`);
  return (
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
  );
}
