/** One room of the new reservation: its rate among the room types offered, a specific free room, and its extras. */
import type { StaffAvailability, StaffQuote } from '../../../contracts/secure/staff-booking.ts';
import { formatShortDate } from '../../../domain/dates-format.ts';
import { pluralForm } from '../../../domain/plural.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatMoney } from '../../../ui/format.ts';
import type { ScreenProps } from '../screen.ts';
import { type ExtraProblem, type RoomDraft, withoutExtras } from './new-reservation.ts';
import { RoomExtras } from './RoomExtras.tsx';

/** The room types and rates of one room: a radio group per room, the free rooms of the choice. */
export function RoomChoice({
  id,
  index,
  draft,
  availability,
  t,
  language,
  onChange,
  problems,
  quoted,
}: {
  id: string;
  index: number;
  draft: RoomDraft;
  availability: StaffAvailability | null;
  t: Translate;
  language: ScreenProps['language'];
  onChange: (draft: RoomDraft) => void;
  problems: readonly ExtraProblem[];
  quoted: StaffQuote['rooms'][number] | null;
}) {
  if (!availability) return null;
  const money = (amount: number) => formatMoney(amount, language, availability.currency);
  const chosenType = availability.results.find((r) => r.roomType.id === draft.choice?.roomTypeId);
  return (
    <fieldset className="bo-new__choice">
      <legend>{t('bo.booking.room.choose', { num: index + 1 })}</legend>
      {availability.results.length === 0 && (
        <p className="bo-new__warn" role="status">
          {t('bo.booking.rooms.none')}
        </p>
      )}
      {availability.results.map((result) => (
        <div className="bo-new__type" key={result.roomType.id}>
          <h3 className="bo-new__type-name">
            {result.roomType.name}{' '}
            <span className={result.roomsLeft > 0 ? 'bo-new__left' : 'bo-new__left bo-new__left--none'}>
              {result.roomsLeft > 0
                ? t.text(`bo.booking.rooms.left.${pluralForm(result.roomsLeft, language)}`, {
                    count: result.roomsLeft,
                  })
                : t('bo.booking.rooms.soldout')}
            </span>
          </h3>
          <ul className="bo-new__rates">
            {result.rates.map((rate) => {
              const radioId = `${id}-${result.roomType.id}-${rate.ratePlanId}`;
              const checked =
                draft.choice?.roomTypeId === result.roomType.id &&
                draft.choice.ratePlanId === rate.ratePlanId;
              return (
                <li key={rate.ratePlanId} className="bo-new__rate">
                  <input
                    type="radio"
                    id={radioId}
                    name={`${id}-rate`}
                    checked={checked}
                    aria-describedby={`${radioId}-details`}
                    onChange={() => {
                      const sameType = draft.choice?.roomTypeId === result.roomType.id;
                      onChange({
                        ...(sameType ? draft : withoutExtras(draft)),
                        choice: { roomTypeId: result.roomType.id, ratePlanId: rate.ratePlanId },
                        roomId: sameType ? draft.roomId : null,
                      });
                    }}
                  />
                  <label htmlFor={radioId}>
                    <span className="bo-new__rate-name">{rate.name}</span>
                    <span className="bo-new__rate-price">{money(rate.finalAmount)}</span>
                  </label>
                  <p className="bo-new__hint" id={`${radioId}-details`}>
                    {t('bo.booking.rate.taxes', { vat: rate.vatRate, citytax: money(rate.cityTax) })}
                    {rate.initialAmount > rate.finalAmount && (
                      <> · {t('bo.booking.rate.before', { amount: money(rate.initialAmount) })}</>
                    )}
                    {rate.overrides.map((o) => (
                      <span key={`${o.code}-${o.date ?? ''}`} className="bo-new__override">
                        {' · '}
                        {t.text(`bo.booking.override.${o.code}`, {
                          date: o.date ? formatShortDate(o.date, language) : '',
                          num: o.limit ?? '',
                        })}
                      </span>
                    ))}
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {chosenType && (
        <div className="field bo-new__room-select">
          <label htmlFor={`${id}-physical`}>{t('bo.booking.room.physical')}</label>
          <select
            id={`${id}-physical`}
            value={draft.roomId ?? ''}
            onChange={(event) =>
              onChange({ ...draft, roomId: event.target.value === '' ? null : Number(event.target.value) })
            }
          >
            <option value="">
              {chosenType.freeRooms.length > 0
                ? t('bo.booking.room.physical.auto')
                : t('bo.booking.room.physical.none')}
            </option>
            {chosenType.freeRooms.map((room) => (
              <option key={room.id} value={room.id}>
                {room.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {chosenType && (chosenType.services.length > 0 || chosenType.extraBeds.length > 0) && (
        <RoomExtras
          id={`${id}-extras`}
          draft={draft}
          offers={chosenType}
          money={money}
          t={t}
          onChange={onChange}
          problems={problems}
          quoted={quoted}
        />
      )}
    </fieldset>
  );
}
