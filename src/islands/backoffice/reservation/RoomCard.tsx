/**
 * One room of the reservation: its type, assigned room, rate, dates and people, the nightly
 * prices, services and extra beds, its promotions, its total and its policy in words with the
 * deadline.
 */
import { useId } from 'react';
import type { StaffReservationRoomView, StaffReservationView } from '../../../contracts/booking-types.ts';
import type { Language } from '../../../contracts/types.ts';
import { AGE_BANDS, type AgeBand } from '../../../domain/booking/types.ts';
import { formatShortDate } from '../../../domain/dates-format.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatMoney } from '../../../ui/format.ts';
import { mealPlanList } from '../../../ui/meal-plans.ts';
import { PolicySummary } from '../../../ui/PolicySummary.tsx';
import { ReservationStatusIcon } from '../../../ui/ReservationStatusIcon.tsx';
import { plural } from '../reservations/texts.ts';
import { policyData } from './actions.ts';
import { Amount, Fact, localized } from './facts.tsx';

type RoomProps = {
  room: StaffReservationRoomView;
  view: StaffReservationView;
  t: Translate;
  language: Language;
};

/** 'Adults: 2, Children: 1': the people of a room or of an extra bed. */
function peopleText(people: Record<AgeBand, number>, t: Translate): string {
  return AGE_BANDS.filter((band) => people[band] > 0)
    .map((band) => t.text(`bo.reservation.people.${band}`, { count: people[band] }))
    .join(', ');
}

export function RoomCard({ room, number, view, t, language }: RoomProps & { number: number }) {
  const money = (amount: number) => formatMoney(amount, language, view.currency);
  const type = localized(room.roomType.name, language, room.roomType.nameKey);
  const headingId = useId();
  return (
    <article className="bo-rsv__room" aria-labelledby={headingId}>
      <header className="bo-rsv__room-head">
        <h3 id={headingId}>{t('bo.reservation.room', { number, type })}</h3>
        <ReservationStatusIcon status={room.status} t={t} withLabel />
      </header>
      <dl className="bo-rsv__facts">
        <Fact term={t('bo.reservation.room.assigned')}>
          {room.assignedRoom ? (
            <strong>{room.assignedRoom.name}</strong>
          ) : (
            <span className="bo-rsv__warn">{t('bo.reservation.room.unassigned')}</span>
          )}
        </Fact>
        <Fact term={t('bo.reservation.room.rate')}>
          {localized(room.ratePlan.name, language, room.ratePlan.nameKey)} ·{' '}
          {t.text(`bo.reservation.room.rate.${room.rateType}`)}
        </Fact>
        <Fact term={t('bo.reservation.room.dates')}>
          {formatShortDate(room.startDate, language)} → {formatShortDate(room.endDate, language)} (
          {plural(t, 'bo.reservations.nights', room.nightly.length)})
        </Fact>
        <Fact term={t('bo.reservation.room.people')}>{peopleText(room.people, t)}</Fact>
        {room.includedMealPlans.length > 0 && (
          <Fact term={t('bo.reservation.room.meals')}>
            {mealPlanList(t, room.includedMealPlans, language)}
          </Fact>
        )}
      </dl>

      <RoomTables room={room} view={view} t={t} language={language} />

      {room.promotions.length > 0 && (
        <div>
          <h4 className="bo-rsv__subhead">{t('bo.reservation.room.promotions')}</h4>
          <ul className="bo-rsv__list">
            {room.promotions.map((promotion) => (
              <li key={promotion.id}>
                {promotion.label}: − {money(promotion.amount)}
              </li>
            ))}
          </ul>
        </div>
      )}

      <dl className="bo-rsv__money">
        <Amount term={t('bo.reservation.room.total')} value={money(room.total)} strong />
        {room.cancelAmount > 0 && (
          <Amount term={t('bo.reservation.room.penalty')} value={money(room.cancelAmount)} />
        )}
      </dl>

      <RoomPolicy room={room} view={view} t={t} language={language} />
    </article>
  );
}

/** The room's nightly prices, services and extra beds, one table each (the last two when there are any). */
function RoomTables({ room, view, t, language }: RoomProps) {
  const money = (amount: number) => formatMoney(amount, language, view.currency);
  return (
    <div className="bo-rsv__room-tables">
      <table className="bo-rsv__table">
        <caption>{t('bo.reservation.room.nightly')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bo.reservation.room.night')}</th>
            <th scope="col" className="bo-rsv__num">
              {t('bo.reservation.room.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {room.nightly.map((night) => (
            <tr key={night.date}>
              <th scope="row">{formatShortDate(night.date, language)}</th>
              <td className="bo-rsv__num">{money(night.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {room.services.length > 0 && (
        <table className="bo-rsv__table">
          <caption>{t('bo.reservation.room.services')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bo.reservation.room.service')}</th>
              <th scope="col" className="bo-rsv__num">
                {t('bo.reservation.room.service.count')}
              </th>
              <th scope="col" className="bo-rsv__num">
                {t('bo.reservation.room.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {room.services.map((service) => (
              <tr key={service.id}>
                <th scope="row">
                  {localized(service.name, language, service.nameKey || String(service.id))}
                </th>
                <td className="bo-rsv__num">{service.count}</td>
                <td className="bo-rsv__num">
                  {service.bookability === 'INCLUDED'
                    ? t('bo.reservation.room.service.included')
                    : money(service.total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {room.beds.length > 0 && (
        <table className="bo-rsv__table">
          <caption>{t('bo.reservation.room.beds')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bo.reservation.room.bed')}</th>
              <th scope="col">{t('bo.reservation.room.people')}</th>
              <th scope="col" className="bo-rsv__num">
                {t('bo.reservation.room.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {room.beds.map((bed) => (
              <tr key={bed.id}>
                <th scope="row">
                  {t.has(`widget.results.bed.${bed.type}`)
                    ? t.text(`widget.results.bed.${bed.type}`)
                    : bed.type}
                </th>
                <td>{peopleText(bed.people, t)}</td>
                <td className="bo-rsv__num">{money(bed.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The room's policy in words, its free-cancellation deadline and its no-show penalty. */
function RoomPolicy({ room, view, t, language }: RoomProps) {
  const policy = room.policy;
  return (
    <div className="bo-rsv__policy">
      <PolicySummary
        summary={policyData(policy)}
        checkin={room.startDate}
        timeZone={view.hotel.timeZone}
        currency={view.currency}
        language={language}
        headingLevel={4}
      />
      <p className="bo-rsv__deadline">
        {policy.deadlineDate && policy.deadlineTime
          ? t('bo.reservation.room.deadline', {
              date: formatShortDate(policy.deadlineDate, language),
              time: policy.deadlineTime,
            })
          : t('bo.reservation.room.deadline.none')}
      </p>
      <p className="bo-rsv__muted">
        {policy.noShowPenalty > 0
          ? t('bo.reservation.room.noshow', {
              amount: formatMoney(policy.noShowPenalty, language, view.currency),
            })
          : t('bo.reservation.room.noshow.none')}
      </p>
    </div>
  );
}
