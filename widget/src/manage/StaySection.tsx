/**
 * The stay of a guest's reservation: the hotel and its address, the nights, check-in and
 * check-out with the hotel's times, and (while confirmed) the stay for the guest's calendar,
 * with the private link back to this page.
 */
import type { ReservationView } from '../../../src/contracts/booking-types.ts';
import { formatLongDate } from '../../../src/domain/dates-format.ts';
import { useTranslate } from '../context.tsx';
import { downloadCalendar } from '../summary/calendar.ts';
import { nightsText } from '../summary/format.ts';

export function StaySection({ reservation: r, token }: { reservation: ReservationView; token: string }) {
  const { t, language } = useTranslate();
  const { checkinFrom, checkoutTo } = r.hotel.policies;
  const address = r.hotel.addressInfo.formatted_address ?? r.hotel.addressInfo.address ?? '';
  const manageUrl = `${window.location.origin}${window.location.pathname}?code=${encodeURIComponent(r.code)}&token=${encodeURIComponent(token)}`;
  return (
    <section className="summary-section" aria-labelledby="itaca-manage-stay">
      <h3 id="itaca-manage-stay">{t('widget.summary.stay')}</h3>
      <dl className="summary-facts">
        <div>
          <dt>{t('widget.summary.hotel')}</dt>
          <dd>
            {r.hotel.name}
            {address && <span className="manage-address">{address}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('widget.summary.length')}</dt>
          <dd>{nightsText(t, r.nights)}</dd>
        </div>
        <div>
          <dt>{t('booking.checkin')}</dt>
          <dd>
            {formatLongDate(r.checkin, language)}
            {checkinFrom ? ` · ${t('widget.summary.checkin.from', { time: checkinFrom })}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('booking.checkout')}</dt>
          <dd>
            {formatLongDate(r.checkout, language)}
            {checkoutTo ? ` · ${t('widget.summary.checkout.until', { time: checkoutTo })}` : ''}
          </dd>
        </div>
      </dl>
      {r.status === 'CONFIRMED' && (
        <button
          type="button"
          className="button secondary manage-calendar"
          onClick={() =>
            downloadCalendar({
              code: r.code,
              checkin: r.checkin,
              checkout: r.checkout,
              summary: r.hotel.name,
              location: address,
              description: `${t('widget.manage.title', { code: r.code })}\n${manageUrl}`,
              manageUrl,
            })
          }
        >
          {t('widget.calendar.add')}
        </button>
      )}
    </section>
  );
}
