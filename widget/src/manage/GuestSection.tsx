/** The guest of a reservation: name, e-mail, phone, and the card's brand, last digits and expiry. */
import type { ReservationView } from '../../../src/contracts/booking-types.ts';
import { paymentBrandName } from '../../../src/domain/cards.ts';
import { useTranslate } from '../context.tsx';

export function GuestSection({ reservation: r }: { reservation: ReservationView }) {
  const { t } = useTranslate();
  return (
    <section className="summary-section" aria-labelledby="itaca-manage-guest">
      <h3 id="itaca-manage-guest">{t('widget.summary.guest')}</h3>
      <dl className="summary-facts">
        <div>
          <dt>{t('widget.summary.name')}</dt>
          <dd>
            {r.guest.name} {r.guest.surname}
          </dd>
        </div>
        <div>
          <dt>{t('widget.summary.email')}</dt>
          <dd className="summary-break">{r.guest.email}</dd>
        </div>
        {r.guest.phone.number && (
          <div>
            <dt>{t('widget.summary.phone')}</dt>
            <dd>
              {r.guest.phone.prefix} {r.guest.phone.number}
            </dd>
          </div>
        )}
        {r.card !== null && (
          <div>
            <dt>{t('widget.summary.card')}</dt>
            <dd>
              {t('widget.summary.card.value', {
                brand: paymentBrandName(r.card.circuit),
                last4: r.card.last4,
              })}
              ,{' '}
              {t('widget.manage.card.expiry', {
                month: String(r.card.expiryMonth).padStart(2, '0'),
                year: r.card.expiryYear,
              })}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
