/**
 * The reservations list's rows: a table on wide screens (code, guest, stay, rooms, source, status,
 * total and balance) and one card per reservation on phones.
 */
import type { ReservationListRow } from '../../../contracts/secure/reservations.ts';
import { roomTypeLabel } from '../../../contracts/secure/reservations.ts';
import { formatShortDate } from '../../../domain/dates-format.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatMoney } from '../../../ui/format.ts';
import { ReservationStatusIcon } from '../../../ui/ReservationStatusIcon.tsx';
import type { ScreenProps } from '../screen.ts';
import { SourceBadge } from './SourceBadge.tsx';
import { balanceText, hotelDay, plural, reservationPath } from './texts.ts';

type RowProps = {
  t: Translate;
  language: ScreenProps['language'];
  colours: ReadonlyMap<string, string>;
};

function guestName(row: ReservationListRow): string {
  return `${row.guest.name} ${row.guest.surname}`.trim() || row.guest.email || '—';
}

/** 'Superior room' for one room, '2 rooms: Double, Single' for several. */
function roomsText(row: ReservationListRow, t: Translate, language: ScreenProps['language']): string {
  const types = row.roomTypes.map((type) => roomTypeLabel(type, language)).join(', ');
  return row.roomsCount === 1 ? types : `${plural(t, 'bo.reservations.rooms', row.roomsCount)}: ${types}`;
}

function assignedText(row: ReservationListRow, t: Translate): string {
  return row.assignedRooms.length > 0
    ? t('bo.reservations.assigned', { rooms: row.assignedRooms.join(', ') })
    : t('bo.reservations.unassigned');
}

export function ReservationTable({
  rows,
  t,
  language,
  hotel,
  colours,
}: RowProps & { rows: readonly ReservationListRow[]; hotel: ScreenProps['hotel'] }) {
  const caption = t('bo.reservations.table.caption', { hotel: hotel.name });
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="bo-res__table-wrap" aria-label={caption} tabIndex={0}>
      <table className="bo-res__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bo.reservations.column.code')}</th>
            <th scope="col">{t('bo.reservations.column.guest')}</th>
            <th scope="col">{t('bo.reservations.column.stay')}</th>
            <th scope="col">{t('bo.reservations.column.rooms')}</th>
            <th scope="col">{t('bo.reservations.column.source')}</th>
            <th scope="col">{t('bo.reservations.column.status')}</th>
            <th scope="col" className="bo-res__num">
              {t('bo.reservations.column.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <th scope="row">
                <a className="bo-res__code" href={reservationPath(language, row.code)}>
                  {row.code}
                </a>
                <span className="bo-res__muted">
                  {t('bo.reservations.booked', {
                    date: formatShortDate(hotelDay(row.createdDate, hotel.timeZone), language),
                  })}
                </span>
              </th>
              <td>
                <span className="bo-res__guest">{guestName(row)}</span>
                <span className="bo-res__muted bo-res__email">{row.guest.email}</span>
              </td>
              <td>
                {/* Each date whole; the pair may break after the arrow so the Total column fits at 1280 px. */}
                <span>
                  <span className="bo-res__nowrap">{formatShortDate(row.checkin, language)} →</span>{' '}
                  <span className="bo-res__nowrap">{formatShortDate(row.checkout, language)}</span>
                </span>
                <span className="bo-res__muted">
                  <span className="bo-res__nowrap">{plural(t, 'bo.reservations.nights', row.nights)} ·</span>{' '}
                  <span className="bo-res__nowrap">
                    {plural(t, 'bo.reservations.guests', row.guestsCount)}
                  </span>
                </span>
              </td>
              <td className="bo-res__rooms">
                <span>{roomsText(row, t, language)}</span>
                <span className="bo-res__muted">{assignedText(row, t)}</span>
              </td>
              <td>
                <SourceBadge source={row.source} colour={colours.get(row.source)} t={t} />
              </td>
              <td className="bo-res__nowrap">
                <ReservationStatusIcon status={row.status} t={t} withLabel />
              </td>
              {/* May wrap between words ('Da saldare' / '289,00 €'); an amount never breaks (Intl's no-break space). */}
              <td className="bo-res__num">
                <span>{formatMoney(row.grandTotal, language, row.currency)}</span>
                <span className={row.unpaidBalance > 0 ? 'bo-res__owed' : 'bo-res__muted'}>
                  {balanceText(row, t, language)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ReservationCard({
  row,
  t,
  language,
  timeZone,
  colours,
}: RowProps & { row: ReservationListRow; timeZone: string }) {
  return (
    <article className="bo-res-card">
      <header className="bo-res-card__head">
        <h2 className="bo-res-card__title">
          <a href={reservationPath(language, row.code)}>
            <span className="bo-res-card__guest">{guestName(row)}</span>
            <span className="bo-res-card__code">{row.code}</span>
          </a>
        </h2>
        <ReservationStatusIcon status={row.status} t={t} withLabel />
      </header>
      <p className="bo-res-card__line">
        {formatShortDate(row.checkin, language)} → {formatShortDate(row.checkout, language)} ·{' '}
        {plural(t, 'bo.reservations.nights', row.nights)} ·{' '}
        {plural(t, 'bo.reservations.guests', row.guestsCount)}
      </p>
      <p className="bo-res-card__line">
        {roomsText(row, t, language)} · {assignedText(row, t)}
      </p>
      <div className="bo-res-card__foot">
        <SourceBadge source={row.source} colour={colours.get(row.source)} t={t} />
        <span>
          {formatMoney(row.grandTotal, language, row.currency)}
          {row.unpaidBalance !== 0 && (
            <span className="bo-res__owed">
              {' · '}
              {balanceText(row, t, language)}
            </span>
          )}
        </span>
      </div>
      <p className="bo-res__muted">
        {t('bo.reservations.booked', {
          date: formatShortDate(hotelDay(row.createdDate, timeZone), language),
        })}
      </p>
    </article>
  );
}
