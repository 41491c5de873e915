/**
 * The confirmation's recap of the stay (JOURNEY-2): what the guest keeps from the booking without
 * opening the e-mail: hotel, room and rate, dates with check-in and check-out times, guests, the
 * free-cancellation deadline (its last minute, hotel time; the amounts are in the totals card),
 * the hotel's phone, e-mail and address with a map link, and 'Add to calendar' (an .ics file).
 */
import type { BookingProfile, RateOffer, ReservationCreated } from '../../../src/contracts/booking-types.ts';
import { hotelAddress, hotelContacts, hotelMapLink } from '../../../src/domain/booking/hotel-recap.ts';
import { formatLastMinuteBefore, formatLongDate } from '../../../src/domain/dates-format.ts';
import { useTranslate } from '../context.tsx';
import type { FlowState } from '../flow/controller.ts';
import { useMoney } from '../money.ts';
import { downloadCalendar } from './calendar.ts';
import { ExtrasLines, figureExtras } from './ExtrasLines.tsx';
import type { SummaryFigures } from './figures.ts';
import { localized, nightsText, peopleText } from './format.ts';

type Hotel = BookingProfile['hotel'];

/** The calendar event's description: the code, the dates and times, the manage link. */
function calendarDescription(
  t: ReturnType<typeof useTranslate>['t'],
  created: ReservationCreated,
  hotel: Hotel,
): string {
  const { phone, email } = hotelContacts(hotel.contacts);
  return [
    `${t('widget.confirmation.code')}: ${created.code}`,
    phone ? `${t('widget.recap.phone')}: ${phone}` : null,
    email ? `${t('widget.recap.email')}: ${email}` : null,
    `${t('widget.confirmation.manage')}: ${created.manageUrl}`,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

export function Recap({
  state,
  rate,
  figures,
  created,
  calendar = true,
}: {
  state: FlowState;
  rate: RateOffer;
  /** The summary's figures with the extras chosen: the extras are listed as the summary listed them. */
  figures: SummaryFigures;
  created: ReservationCreated;
  /** Whether to offer 'Add to calendar' (not for a booking cancelled meanwhile). */
  calendar?: boolean;
}) {
  const { t, language } = useTranslate();
  const money = useMoney();
  const { profile, search, searched, choice } = state;
  if (profile.data === null || search.data === null || searched === null) return null;
  const { hotel } = profile.data;
  const room = search.data.results.find((r) => r.roomType.id === choice?.roomTypeId);
  const roomName = room ? localized(room.roomType.name, language, room.roomType.nameKey) : '';
  const { checkinFrom, checkoutTo } = hotel.policies;
  const address = hotelAddress(hotel);
  const map = hotelMapLink(hotel);
  const { phone, email } = hotelContacts(hotel.contacts);
  const deadline = rate.policy.freeNow && rate.policy.deadline ? rate.policy.deadline : null;
  const serviceName = (id: number) => {
    const service = profile.data?.services.find((s) => s.id === id);
    return service ? localized(service.name, language, service.nameKey) : `#${id}`;
  };
  const requests = state.notes.trim();

  return (
    <section className="summary-section recap" aria-labelledby="itaca-recap-title">
      <h3 id="itaca-recap-title">{t('widget.summary.stay')}</h3>
      <dl className="summary-facts">
        <div>
          <dt>{t('widget.summary.hotel')}</dt>
          <dd>
            {hotel.name}
            {address && <span className="recap-line">{address}</span>}
            {map && (
              <a className="link recap-line" href={map} target="_blank" rel="noopener noreferrer">
                {t('widget.recap.map')}
                <span className="visually-hidden"> {t('widget.confirmation.new.tab')}</span>
              </a>
            )}
          </dd>
        </div>
        {(phone || email) && (
          <div>
            <dt>{t('widget.recap.contacts')}</dt>
            <dd>
              {phone && (
                <a className="link recap-line" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                  {phone}
                </a>
              )}
              {email && (
                <a className="link recap-line" href={`mailto:${email}`}>
                  {email}
                </a>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('booking.checkin')}</dt>
          <dd>
            {formatLongDate(search.data.checkin, language)}
            {checkinFrom ? ` · ${t('widget.summary.checkin.from', { time: checkinFrom })}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('booking.checkout')}</dt>
          <dd>
            {formatLongDate(search.data.checkout, language)}
            {checkoutTo ? ` · ${t('widget.summary.checkout.until', { time: checkoutTo })}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('widget.summary.length')}</dt>
          <dd>{nightsText(t, search.data.nights)}</dd>
        </div>
        <div>
          <dt>{t('widget.summary.rooms')}</dt>
          <dd>{t('widget.summary.rooms.value', { count: searched.rooms, name: roomName })}</dd>
        </div>
        <div>
          <dt>{t('widget.summary.rate')}</dt>
          <dd>{localized(rate.name, language, rate.nameKey)}</dd>
        </div>
        <div>
          <dt>{t('booking.guests')}</dt>
          <dd>
            {searched.rooms > 1
              ? t('widget.summary.guests.per.room', { people: peopleText(t, searched.people, language) })
              : peopleText(t, searched.people, language)}
          </dd>
        </div>
        <div>
          <dt>{t('widget.recap.free.cancellation')}</dt>
          <dd>
            {deadline
              ? t('widget.recap.free.until', {
                  date: formatLastMinuteBefore(deadline, language, hotel.timeZone),
                })
              : t('widget.recap.free.none')}
          </dd>
        </div>
        {requests !== '' && (
          <div>
            <dt>{t('widget.summary.notes')}</dt>
            <dd className="summary-break">{requests}</dd>
          </div>
        )}
      </dl>
      <ExtrasLines {...figureExtras(figures, serviceName)} money={money} />
      {calendar && (
        <button
          type="button"
          className="button secondary recap-calendar"
          onClick={() =>
            downloadCalendar({
              code: created.code,
              checkin: search.data?.checkin ?? '',
              checkout: search.data?.checkout ?? '',
              summary: hotel.name,
              location: address,
              description: calendarDescription(t, created, hotel),
              manageUrl: created.manageUrl,
            })
          }
        >
          {t('widget.calendar.add')}
        </button>
      )}
    </section>
  );
}
