/**
 * Step 5, the confirmation: the reservation code (large, selectable, with a Copy button), the
 * amounts the server booked, where the e-mail went, the private link to manage or cancel the
 * reservation (our site's /booking/manage, in a new tab), a way to book another stay, and the
 * recap of the stay with 'Add to calendar' (./Recap.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import type { ReservationStatusValue } from '../../../src/contracts/booking-types.ts';
import { formatLongDate } from '../../../src/domain/dates-format.ts';
import { fromCents, toCents } from '../../../src/domain/money.ts';
import { useController, useFlow, useTranslate } from '../context.tsx';
import { findRate } from '../flow/controller.ts';
import { withExtras } from '../guest/extras.ts';
import { summaryFigures } from './figures.ts';
import { Recap } from './Recap.tsx';
import { TotalsCard } from './Totals.tsx';
import './summary.css';
import './texts.ts';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text: the async Clipboard API, else the selection and execCommand; false when both fail. */
export async function copyText(text: string, selectable: HTMLElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied (permissions policy, insecure context): fall back to the selection.
  }
  if (selectable === null) return false;
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(selectable);
  selection?.removeAllRanges();
  selection?.addRange(range);
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
}

export function Confirmation() {
  const controller = useController();
  const state = useFlow();
  const { t, language } = useTranslate();
  const { booking, guest, profile, searched } = state;
  const codeRef = useRef<HTMLElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const created = booking.data;
  const [status, setStatus] = useState<ReservationStatusValue>('CONFIRMED');

  // Cancelled meanwhile (on its manage page, in another tab)? Read the booking again whenever this
  // page comes back into view, so it no longer says 'confirmed'. Failures change nothing.
  useEffect(() => {
    if (created === null) return;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      controller.api.reservation(created.code, created.manageToken).then(
        (view) => setStatus(view.status),
        () => undefined,
      );
    };
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, [controller, created]);
  if (created === null) return null;

  const rate = findRate(state, state.choice);
  // The booked amounts are the server's; the VAT's wording (one rate, or rooms and extras at two)
  // is the summary's, from the same figures with the extras chosen.
  const booked =
    rate && state.search.data && searched
      ? withExtras(summaryFigures(rate, state.search.data.nightDates, searched.rooms), state, rate)
      : null;
  const figures = {
    total: created.total,
    cityTax: created.cityTax,
    grandTotal: created.grandTotal,
    deposit: created.deposit,
    balance: fromCents(Math.max(0, toCents(created.grandTotal) - toCents(created.deposit))),
    vat: created.vat,
    vatRate: booked ? booked.vatRate : null,
    ...(booked?.vatMixed ? { vatMixed: true } : {}),
  };

  const onCopy = async () => {
    setCopy((await copyText(created.code, codeRef.current)) ? 'copied' : 'failed');
  };

  return (
    <div className="confirmation">
      <div className="confirmation-head">
        <span className="confirmation-mark" aria-hidden="true">
          {status === 'CONFIRMED' ? '✓' : '✕'}
        </span>
        <div>
          <h3>
            {status === 'CONFIRMED'
              ? t('widget.confirmation.title')
              : t('widget.confirmation.closed', { status: t(`widget.manage.status.${status}`) })}
          </h3>
          {status === 'CONFIRMED' && guest !== null && profile.data !== null && searched?.checkin && (
            <p>
              {t('widget.confirmation.thanks', {
                name: guest.name,
                hotel: profile.data.hotel.name,
                date: formatLongDate(searched.checkin, language),
              })}
            </p>
          )}
        </div>
      </div>

      <div className="confirmation-grid">
        <div className="confirmation-main summary-main">
          <div className="confirmation-code">
            <span className="confirmation-code-label" id="itaca-confirmation-code">
              {t('widget.confirmation.code')}
            </span>
            <div className="confirmation-code-row">
              <strong className="confirmation-code-value" ref={codeRef}>
                {created.code}
              </strong>
              <button
                type="button"
                className="button secondary"
                aria-label={t('widget.confirmation.copy.label')}
                onClick={() => void onCopy()}
              >
                {t('widget.confirmation.copy')}
              </button>
            </div>
            <p role="status" className="summary-hint">
              {copy === 'copied'
                ? t('widget.confirmation.copied')
                : copy === 'failed'
                  ? t('widget.confirmation.copy.failed')
                  : ''}
            </p>
          </div>

          {guest !== null && <p>{t('widget.confirmation.email', { email: guest.email })}</p>}

          <div className="confirmation-actions">
            <a className="button" href={created.manageUrl} target="_blank" rel="noopener">
              {t('widget.confirmation.manage')}
              <span className="visually-hidden"> {t('widget.confirmation.new.tab')}</span>
            </a>
            <button type="button" className="button secondary" onClick={() => controller.startOver()}>
              {t('widget.confirmation.again')}
            </button>
          </div>
          <p className="summary-hint">{t('widget.confirmation.manage.hint')}</p>
          {rate !== null && booked !== null && (
            <Recap
              state={state}
              rate={rate}
              figures={booked}
              created={created}
              calendar={status === 'CONFIRMED'}
            />
          )}
        </div>
        <aside className="summary-side">
          <TotalsCard figures={figures} />
        </aside>
      </div>
    </div>
  );
}
