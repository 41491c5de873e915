/**
 * The front desk's part of a reservation (FRONTDESK-2, decision 047): the stay state (expected, in
 * house, departed) apart from the status, who checked the guests in and out and when, and the
 * desk's action of today. Check-in (rooms and documents) happens on the Today screen; undo acts
 * here; check-out shows its balance (and the early-checkout warning) before it is confirmed.
 */
import { useState } from 'react';
import type { StaffReservationView } from '../../../contracts/booking-types.ts';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { frontDeskEndpoints } from '../../../contracts/routes/front-desk.ts';
import type { CheckOutResult } from '../../../contracts/secure/front-desk.ts';
import type { Language } from '../../../contracts/types.ts';
import { LOCALE } from '../../../domain/dates-format.ts';
import { dateTimeFormat } from '../../../domain/intl.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatMoney } from '../../../ui/format.ts';
import { secureApi } from '../app/request.ts';

type Stay = NonNullable<StaffReservationView['stay']>;

function stamp(
  key: 'bo.today.checked.in' | 'bo.today.checked.out',
  value: Stay['checkedIn'],
  timeZone: string,
  language: Language,
  t: Translate,
) {
  if (!value) return null;
  const time = dateTimeFormat(LOCALE[language], {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(value.date));
  return <p>{t(key, { time, name: value.by ? `${value.by.name} ${value.by.surname}` : '—' })}</p>;
}

export function StayPanel({
  view,
  hotelId,
  timeZone,
  language,
  t,
  navigate,
  onChanged,
}: {
  view: StaffReservationView;
  hotelId: number;
  timeZone: string;
  language: Language;
  t: Translate;
  navigate: (to: string) => void;
  onChanged: () => void;
}) {
  const stay = view.stay;
  const [checkout, setCheckout] = useState<CheckOutResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!stay) return null;
  const params = { hotelId, code: view.code };
  const fallback = { fallback: 'Error at the front desk' };

  /** One front-desk write; null (its refusal shown) when it failed. */
  const call = async <T,>(send: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    setError(null);
    try {
      return await send();
    } catch (failure) {
      const code = failure instanceof ApiRequestError ? failure.errors[0]?.code : undefined;
      setError(code?.startsWith('error.frontdesk.') ? t.text(code) : t('bo.today.action.error'));
      return null;
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bo-rsv__card bo-rsv__stay-state" aria-labelledby="bo-rsv-desk">
      <h2 id="bo-rsv-desk">{t('bo.reservation.stay.heading')}</h2>
      <p>
        <strong className={`bo-rsv__stay bo-rsv__stay--${stay.state}`}>
          {t.text(`bo.stay.${stay.state}`)}
        </strong>
      </p>
      {stamp('bo.today.checked.in', stay.checkedIn, timeZone, language, t)}
      {stamp('bo.today.checked.out', stay.checkedOut, timeZone, language, t)}
      {checkout ? (
        <div className="bo-rsv__desk-confirm">
          <p>
            {t('bo.today.checkout.balance', {
              amount: formatMoney(checkout.balanceDue, language, checkout.currency),
            })}
          </p>
          {checkout.early ? <p>{t('bo.today.checkout.early', { date: view.checkout })}</p> : null}
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={async () => {
              const body = { version: view.version };
              if (await call(() => secureApi(frontDeskEndpoints.checkOut, { params, body }, fallback))) {
                setCheckout(null);
                onChanged();
              }
            }}
          >
            {t('bo.today.checkout.confirm')}
          </button>
        </div>
      ) : null}
      {stay.action === 'check-in' ? (
        <button type="button" className="button" onClick={() => navigate(`/today?date=${view.today}`)}>
          {t('bo.today.action.check-in')}
        </button>
      ) : null}
      {stay.action === 'undo-check-in' ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={async () => {
            const body = { version: view.version };
            if (await call(() => secureApi(frontDeskEndpoints.undoCheckIn, { params, body }, fallback)))
              onChanged();
          }}
        >
          {t('bo.today.action.undo-check-in')}
        </button>
      ) : null}
      {stay.action === 'check-out' && !checkout ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={async () =>
            setCheckout(
              await call(() =>
                secureApi(
                  frontDeskEndpoints.checkOut,
                  { params, body: { version: view.version, preview: true } },
                  fallback,
                ),
              ),
            )
          }
        >
          {t('bo.today.action.check-out')}
        </button>
      ) : null}
      <div role="alert">{error ? <p className="bo-rsv__error">{error}</p> : null}</div>
    </section>
  );
}
