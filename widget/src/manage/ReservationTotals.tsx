/**
 * The amounts of a reservation: total (before and after discounts), VAT, city tax and the grand
 * total with its deposit. A cancelled or no-show booking is no longer owed in full: the booked
 * total struck through, the cancellation fee, what was charged and what is due.
 */
import type { ReservationView } from '../../../src/contracts/booking-types.ts';
import { useTranslate } from '../context.tsx';

export function ReservationTotals({
  reservation: r,
  money,
}: {
  reservation: ReservationView;
  money: (amount: number) => string;
}) {
  const { t } = useTranslate();
  const penalty = r.status === 'CANCELLED' ? r.cancelAmount : null;
  const closed = r.status === 'CANCELLED' || r.status === 'NO_SHOW';
  return (
    <div className="summary-totals">
      {r.discount > 0 && (
        <p className="summary-line">
          <span>{t('widget.summary.subtotal')}</span>
          <span className="summary-amount">
            <del>{money(r.initialTotal)}</del>
          </span>
        </p>
      )}
      <p className="summary-line">
        <span>{t('widget.summary.total')}</span>
        <span className="summary-amount">{money(r.total)}</span>
      </p>
      {r.vat > 0 && <p className="summary-hint">{t('widget.manage.vat', { amount: money(r.vat) })}</p>}
      {r.cityTax > 0 && (
        <p className="summary-line">
          <span>{t('widget.summary.city.tax')}</span>
          <span className="summary-amount">{money(r.cityTax)}</span>
        </p>
      )}
      {closed ? (
        <p className="summary-line">
          <span>{t('widget.manage.total.booked')}</span>
          <span className="summary-amount">
            <del>{money(r.grandTotal)}</del>
          </span>
        </p>
      ) : (
        <p className="summary-line summary-grand">
          <span>{t('widget.summary.grand.total')}</span>
          <span className="summary-amount">{money(r.grandTotal)}</span>
        </p>
      )}
      {!closed && r.deposit > 0 && (
        <p className="summary-line">
          <span>{t('widget.summary.deposit')}</span>
          <span className="summary-amount">{money(r.deposit)}</span>
        </p>
      )}
      {penalty !== null && (
        <p className={`summary-line ${penalty > 0 ? 'manage-penalty' : 'manage-free'}`}>
          <span>{penalty > 0 ? t('widget.manage.fee.label') : t('widget.manage.fee.none')}</span>
          {penalty > 0 && <span className="summary-amount">{money(penalty)}</span>}
        </p>
      )}
      {closed && (
        <>
          <p className="summary-line">
            <span>{t('widget.manage.charged')}</span>
            <span className="summary-amount">{money(r.chargedAmount)}</span>
          </p>
          <p className="summary-line summary-grand">
            <span>{t('widget.manage.due')}</span>
            <span className="summary-amount">{money(r.unpaidBalance)}</span>
          </p>
        </>
      )}
    </div>
  );
}
