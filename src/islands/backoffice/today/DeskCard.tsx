/**
 * One reservation on the Today screen, as a card (phone first; the desk layout puts the three
 * lists side by side): guest and code, rooms, party, nights, documents, balance, source,
 * requests, the stay state with who and when, and the one action of the day.
 */
import type { FrontDeskItem } from '../../../contracts/secure/front-desk.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatShortDate, LOCALE } from '../../../domain/dates-format.ts';
import { dateTimeFormat } from '../../../domain/intl.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatMoney } from '../../../ui/format.ts';
import { SourceBadge } from '../reservations/SourceBadge.tsx';
import { plural, reservationPath } from '../reservations/texts.ts';
import { partyOf } from './today.ts';

/** '2 adults, 1 infant': the bands with guests, by the plural rules of t's language. */
function partyText(party: ReturnType<typeof partyOf>, t: Translate): string {
  return (['adults', 'children', 'infants'] as const)
    .filter((band) => band === 'adults' || party[band] > 0)
    .map((band) => plural(t, `bo.today.${band}`, party[band]))
    .join(', ');
}

export type DeskCardProps = {
  item: FrontDeskItem;
  today: string;
  timeZone: string;
  language: Language;
  t: Translate;
  colour: string | null;
  busy: boolean;
  onAction: (item: FrontDeskItem, opener: HTMLButtonElement) => void;
};

function localName(name: Record<string, string>, language: string, fallback: string): string {
  return name[language] ?? name.en ?? fallback;
}

function stampText(
  key: 'bo.today.checked.in' | 'bo.today.checked.out',
  stamp: FrontDeskItem['checkedIn'],
  timeZone: string,
  language: Language,
  t: Translate,
): string | null {
  if (!stamp) return null;
  const time = dateTimeFormat(LOCALE[language], {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(stamp.date));
  const name = stamp.by ? `${stamp.by.name} ${stamp.by.surname}`.trim() : '—';
  return t(key, { time, name });
}

export function DeskCard({ item, today, timeZone, language, t, colour, busy, onAction }: DeskCardProps) {
  const guest = `${item.guest.name} ${item.guest.surname}`.trim() || item.code;
  const party = partyOf(item);
  const checkedIn = stampText('bo.today.checked.in', item.checkedIn, timeZone, language, t);
  const checkedOut = stampText('bo.today.checked.out', item.checkedOut, timeZone, language, t);
  const late = item.state === 'EXPECTED' && item.checkin < today;
  return (
    <li className="bo-today__card" data-code={item.code} data-state={item.state}>
      <div className="bo-today__card-head">
        <h3 className="bo-today__guest">
          <a
            href={reservationPath(language, item.code)}
            aria-label={`${guest}, ${t('bo.today.open', { code: item.code })}`}
          >
            {guest}
          </a>
        </h3>
        <span className={`bo-today__state bo-today__state--${item.state}`}>
          {t.text(`bo.stay.${item.state}`)}
        </span>
      </div>
      <p className="bo-today__code">{item.code}</p>
      <ul className="bo-today__rooms">
        {item.rooms.map((room) => (
          <li key={room.id}>
            <strong className={room.room ? 'bo-today__room' : 'bo-today__room bo-today__room--none'}>
              {room.room ?? t('bo.today.room.unassigned')}
            </strong>{' '}
            {localName(room.roomType.name, language, room.roomType.nameKey)}
          </li>
        ))}
      </ul>
      <dl className="bo-today__facts">
        <div>
          <dt className="ui-sr-only">{t('bo.today.stay')}</dt>
          <dd>
            {partyText(party, t)} · {t('bo.today.nights', { count: item.nights })}
            {late ? ` · ${t('bo.today.late', { date: formatShortDate(item.checkin, language) })}` : ''}
            {item.state === 'IN_HOUSE' && item.checkout !== today
              ? ` · ${t('bo.today.leaves', { date: formatShortDate(item.checkout, language) })}`
              : ''}
          </dd>
        </div>
        <div>
          <dt className="ui-sr-only">{t('bo.guests.heading')}</dt>
          <dd className={item.documents.done ? 'bo-today__docs' : 'bo-today__docs bo-today__docs--missing'}>
            {item.documents.done
              ? t('bo.today.documents.done')
              : t('bo.today.documents.missing', {
                  complete: item.documents.complete,
                  count: item.documents.count,
                })}
          </dd>
        </div>
        <div>
          <dt>{t('bo.today.balance')}</dt>
          <dd>{formatMoney(item.balanceDue, language, item.currency)}</dd>
        </div>
        <div>
          <dt>{t('bo.today.source')}</dt>
          <dd>
            <SourceBadge source={item.source} colour={colour} t={t} />
          </dd>
        </div>
        {item.requests ? (
          <div className="bo-today__requests">
            <dt>{t('bo.today.requests')}</dt>
            <dd>{item.requests}</dd>
          </div>
        ) : null}
      </dl>
      {checkedIn || checkedOut ? (
        <p className="bo-today__stamp">{[checkedIn, checkedOut].filter(Boolean).join(' · ')}</p>
      ) : null}
      {item.action ? (
        <button
          type="button"
          className={item.action === 'undo-check-in' ? 'button button--secondary' : 'button'}
          disabled={busy}
          aria-label={`${t.text(`bo.today.action.${item.action}`)}: ${guest}`}
          onClick={(event) => onAction(item, event.currentTarget)}
        >
          {t.text(`bo.today.action.${item.action}`)}
        </button>
      ) : null}
    </li>
  );
}
