/**
 * "Change your dates" on the guest's manage page (FOLIO-2, decision 059): new check-in and
 * check-out, priced by the engine on the server ("See the new price": nothing changes), then
 * confirmed with the total the guest saw (a price moved meanwhile is refused and priced again).
 * Only a flexible rate before its free-cancellation deadline may change online: otherwise the
 * server's refusal is said with its reason, and the guest is sent to the hotel.
 */
import { type FormEvent, useId, useState } from 'react';
import type { ReservationView } from '../../../src/contracts/booking-types.ts';
import type { ApiClient } from '../../../src/contracts/client/client.ts';
import type { ApiRequestError } from '../../../src/contracts/client/http.ts';
import type { ChangeQuoteView } from '../../../src/contracts/secure/booking-change.ts';
import { formatMoney } from '../../../src/ui/format.ts';
import { useTranslate } from '../context.tsx';
import { errorMessage } from '../errors.ts';

const REFUSALS = {
  'error.change.not.refundable': 'error.change.not.refundable',
  'error.change.deadline.passed': 'error.change.deadline.passed',
  'error.change.price.changed': 'error.change.price.changed',
  'error.change.nothing': 'error.change.nothing',
} as const;

type Props = {
  reservation: ReservationView;
  token: string;
  api: Pick<ApiClient, 'changeReservation'>;
  /** After the change: the reservation is read again. */
  onChanged: () => void;
};

export function ChangeDates({ reservation: r, token, api, onChanged }: Props) {
  const { t, language } = useTranslate();
  const money = (amount: number) => formatMoney(amount, language, r.currency);
  const id = useId();
  const [checkin, setCheckin] = useState(r.checkin);
  const [checkout, setCheckout] = useState(r.checkout);
  const [quote, setQuote] = useState<ChangeQuoteView | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'alert' } | null>(null);
  const [working, setWorking] = useState(false);
  const cents = (value: number) => money(value / 100);

  const refusal = (error: ApiRequestError) => {
    const code = error.errors?.find((e) => e.code in REFUSALS)?.code as keyof typeof REFUSALS | undefined;
    const reason = code ? t(REFUSALS[code]) : error.status === 409 ? error.message : errorMessage(t, error);
    return t('widget.manage.change.refused', { reason });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setWorking(true);
    setMessage(null);
    try {
      if (!quote) {
        setQuote(await api.changeReservation(r.code, { token, checkin, checkout, preview: true }));
      } else {
        const applied = await api.changeReservation(r.code, {
          token,
          checkin,
          checkout,
          newTotalCents: quote.newTotalCents,
        });
        setQuote(null);
        setMessage({
          tone: 'ok',
          text: t('widget.manage.change.done', {
            amount: cents(applied.newTotalCents + applied.cityTaxCents),
          }),
        });
        onChanged();
      }
    } catch (error) {
      setQuote(null);
      setMessage({ tone: 'alert', text: refusal(error as ApiRequestError) });
    } finally {
      setWorking(false);
    }
  };

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setQuote(null);
  };

  return (
    <section id="change-dates" className="summary-section manage-change" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('widget.manage.change.heading')}</h3>
      <form noValidate onSubmit={(event) => void submit(event)} className="manage-change-form">
        <div className="manage-find-field">
          <label htmlFor={`${id}-checkin`}>{t('widget.manage.change.checkin')}</label>
          <input
            id={`${id}-checkin`}
            className="manage-find-input"
            type="date"
            value={checkin}
            onChange={(event) => edit(setCheckin)(event.target.value)}
          />
        </div>
        <div className="manage-find-field">
          <label htmlFor={`${id}-checkout`}>{t('widget.manage.change.checkout')}</label>
          <input
            id={`${id}-checkout`}
            className="manage-find-input"
            type="date"
            value={checkout}
            onChange={(event) => edit(setCheckout)(event.target.value)}
          />
        </div>
        {quote && (
          <p className="summary-line summary-grand manage-change-full" aria-live="polite">
            {t('widget.manage.change.total', {
              amount: cents(quote.newTotalCents + quote.cityTaxCents),
              old: money(r.grandTotal),
            })}
          </p>
        )}
        {message && (
          <p
            className={message.tone === 'ok' ? 'notice' : 'alert'}
            role={message.tone === 'ok' ? 'status' : 'alert'}
          >
            {message.text}
          </p>
        )}
        <button type="submit" className="button manage-change-full" disabled={working}>
          {quote ? t('widget.manage.change.confirm') : t('widget.manage.change.price')}
        </button>
      </form>
    </section>
  );
}
