/**
 * The reservation's three cards beside the stay panel: the stay (dates, nights, guests, source,
 * status, when it was made and changed), the guest (contact, nationality, consents, requests) and
 * the money (rooms, services, beds, promotions, VAT, city tax, deposit, penalty, the card).
 */
import type { StaffReservationView } from '../../../contracts/booking-types.ts';
import type { Language } from '../../../contracts/types.ts';
import { countryName } from '../../../domain/countries.ts';
import { formatShortDate } from '../../../domain/dates-format.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { CardView, VirtualCardView } from '../../../ui/CardView.tsx';
import { formatInstant, formatMoney } from '../../../ui/format.ts';
import { sourceLabel } from '../reservations/SourceBadge.tsx';
import { Amount, Fact } from './facts.tsx';

type CardProps = { view: StaffReservationView; language: Language; t: Translate };

export function StayCard({ view, language, t }: CardProps) {
  return (
    <section className="bo-rsv__card" aria-labelledby="bo-rsv-stay">
      <h2 id="bo-rsv-stay">{t('bo.reservation.stay')}</h2>
      <dl className="bo-rsv__facts">
        <Fact term={t('bo.reservation.checkin')}>{formatShortDate(view.checkin, language)}</Fact>
        <Fact term={t('bo.reservation.checkout')}>{formatShortDate(view.checkout, language)}</Fact>
        <Fact term={t('bo.reservation.nights')}>{view.nights}</Fact>
        <Fact term={t('bo.reservation.guests')}>{view.guestsCount}</Fact>
        <Fact term={t('bo.reservation.source')}>{sourceLabel(view.source, t)}</Fact>
        <Fact term={t('bo.reservation.status')}>
          {t.text(`bo.status.${view.status}`)}
          {view.deleteCheckin && (
            <span className="bo-rsv__muted"> · {t('bo.reservation.checkin.deleted')}</span>
          )}
        </Fact>
        <Fact term={t('bo.reservation.created')}>
          {formatInstant(view.createdDate, language, view.hotel.timeZone)}
        </Fact>
        <Fact term={t('bo.reservation.updated')}>
          {formatInstant(view.updatedDate, language, view.hotel.timeZone)}
        </Fact>
        {view.cancelledDate && (
          <Fact term={t('bo.reservation.cancelled')}>
            {formatInstant(view.cancelledDate, language, view.hotel.timeZone)}
          </Fact>
        )}
        <Fact term={t('bo.reservation.language')}>
          {t.has(`bo.reservation.language.${view.language}`)
            ? t.text(`bo.reservation.language.${view.language}`)
            : view.language}
        </Fact>
        {view.promoCode && <Fact term={t('bo.reservation.promo')}>{view.promoCode}</Fact>}
      </dl>
    </section>
  );
}

export function GuestCard({ view, language, t }: CardProps) {
  return (
    <section className="bo-rsv__card" aria-labelledby="bo-rsv-guest">
      <h2 id="bo-rsv-guest">{t('bo.reservation.guest')}</h2>
      <dl className="bo-rsv__facts">
        <Fact term={t('bo.reservation.guest.name')}>
          {`${view.guest.name} ${view.guest.surname}`.trim() || '—'}
        </Fact>
        <Fact term={t('bo.reservation.guest.email')}>
          {view.guest.email ? <a href={`mailto:${view.guest.email}`}>{view.guest.email}</a> : '—'}
        </Fact>
        <Fact term={t('bo.reservation.guest.phone')}>
          {view.guest.phone.number ? (
            <a href={`tel:${view.guest.phone.prefix}${view.guest.phone.number}`}>
              {`${view.guest.phone.prefix} ${view.guest.phone.number}`.trim()}
            </a>
          ) : (
            '—'
          )}
        </Fact>
        <Fact term={t('bo.reservation.guest.nationality')}>
          {view.guest.countryIso
            ? countryName(view.guest.countryIso, language)
            : view.guest.nationality || '—'}
        </Fact>
        {(['MARKETING', 'PROFILING'] as const).map((consent) => (
          <Fact
            key={consent}
            term={`${t('bo.reservation.guest.consents')}: ${t(`bo.reservation.consent.${consent}`)}`}
          >
            {view.guest.consents[consent].value
              ? t('bo.reservation.consent.yes')
              : t('bo.reservation.consent.no')}
          </Fact>
        ))}
      </dl>
      <h3 className="bo-rsv__subhead">{t('bo.reservation.notes')}</h3>
      <p className="bo-rsv__notes">{view.notes?.trim() ? view.notes : t('bo.reservation.notes.none')}</p>
    </section>
  );
}

export function PaymentCard({ view, language, t }: CardProps) {
  const money = (amount: number) => formatMoney(amount, language, view.currency);
  return (
    <section className="bo-rsv__card" aria-labelledby="bo-rsv-payment">
      <h2 id="bo-rsv-payment">{t('bo.reservation.payment')}</h2>
      <dl className="bo-rsv__money">
        <Amount term={t('bo.reservation.amount.rooms')} value={money(view.totalPriceDetails.rooms)} />
        {view.totalPriceDetails.services > 0 && (
          <Amount term={t('bo.reservation.amount.services')} value={money(view.totalPriceDetails.services)} />
        )}
        {view.totalPriceDetails.otherBeds > 0 && (
          <Amount term={t('bo.reservation.amount.beds')} value={money(view.totalPriceDetails.otherBeds)} />
        )}
        {view.totalPriceDetails.discountPromo > 0 && (
          <Amount
            term={t('bo.reservation.amount.promotions')}
            value={`− ${money(view.totalPriceDetails.discountPromo)}`}
          />
        )}
        <Amount term={t('bo.reservation.amount.total')} value={money(view.total)} strong />
        <Amount term={t('bo.reservation.amount.taxable')} value={money(view.taxable)} />
        <Amount term={t('bo.reservation.amount.vat')} value={money(view.vat)} />
        <Amount term={t('bo.reservation.amount.city.tax')} value={money(view.cityTax)} />
        <Amount term={t('bo.reservation.amount.grand.total')} value={money(view.grandTotal)} strong />
        <Amount term={t('bo.reservation.amount.deposit')} value={money(view.deposit)} />
        {view.cancelAmount > 0 && (
          <Amount term={t('bo.reservation.amount.cancel')} value={money(view.cancelAmount)} />
        )}
      </dl>
      <h3 className="bo-rsv__subhead">{t('bo.reservation.card')}</h3>
      {view.card === null ? (
        <p className="bo-rsv__muted">{t('bo.reservation.card.none')}</p>
      ) : view.card.virtual ? (
        <VirtualCardView
          card={{
            channel: view.source,
            last4: view.card.last4,
            expiryMonth: view.card.expiryMonth,
            expiryYear: view.card.expiryYear,
          }}
          channelLabel={sourceLabel(view.source, t)}
          t={t}
          language={language}
        />
      ) : (
        <CardView
          card={{
            circuit: view.card.circuit,
            funding: view.card.type,
            holder: view.card.holder,
            last4: view.card.last4,
            expiryMonth: view.card.expiryMonth,
            expiryYear: view.card.expiryYear,
          }}
          t={t}
        />
      )}
    </section>
  );
}
