/**
 * The planning screen's overlays: the rates popover of a cell (floating-ui), the 'Move to room…'
 * dialog (the keyboard and single-pointer alternative to dragging, WCAG 2.5.7) and the panel
 * listing several overbookings or stays to assign (opens in 200 ms, BOLIM-1; no animation
 * with prefers-reduced-motion).
 */
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { PlanningEntry, PlanningRoom, PlanningStay } from '../../../contracts/secure/planning.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatLongDate, LOCALE } from '../../../domain/dates-format.ts';
import { numberFormat } from '../../../domain/intl.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { Dialog } from '../../shared/Dialog.tsx';

export function RatesPopover({
  anchor,
  entry,
  roomName,
  currency,
  language,
  t,
  onClose,
}: {
  anchor: HTMLElement;
  entry: PlanningEntry;
  roomName: string;
  currency: string;
  language: Language;
  t: Translate;
  onClose: () => void;
}) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement | null>(null);
  const boxRef = useRef<HTMLDivElement | null>(null);
  const { refs, floatingStyles } = useFloating({
    placement: 'bottom-start',
    strategy: 'fixed',
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
    elements: { reference: anchor },
  });
  useEffect(() => {
    closeRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      if (anchor.isConnected) anchor.focus();
    };
  }, [anchor, onClose]);
  const money = numberFormat(LOCALE[language], { style: 'currency', currency });
  const amount = (rate: PlanningEntry['bestRate']['standard']) =>
    rate ? money.format(rate.amount.finalAmount) : t('bo.planning.rates.none');
  return (
    <div
      ref={(node) => {
        boxRef.current = node;
        refs.setFloating(node);
      }}
      role="dialog"
      aria-labelledby={titleId}
      className="pg-popover"
      style={floatingStyles}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <p id={titleId} className="pg-popover__title">
        {t('bo.planning.rates.title', { room: roomName, date: formatLongDate(entry.date, language) })}
      </p>
      <dl className="pg-popover__rates">
        <dt>{t('bo.planning.rates.standard')}</dt>
        <dd>{amount(entry.bestRate.standard)}</dd>
        <dt>{t('bo.planning.rates.not.refundable')}</dt>
        <dd>{amount(entry.bestRate.notRefundable)}</dd>
      </dl>
      <button
        ref={closeRef}
        type="button"
        className="button button--secondary pg-popover__close"
        onClick={onClose}
      >
        {t('button.close')}
      </button>
    </div>
  );
}

export type StayDescription = { guest: string; code: string; source: string; colour: string };

export function MoveDialog({
  stay,
  describeStay,
  rooms,
  language,
  t,
  busy,
  onMove,
  onClose,
  returnFocus,
  currentRoom,
}: {
  returnFocus?: RefObject<HTMLElement | null>;
  /** The room the stay is in now (null: unassigned). */
  currentRoom: string | null;
  stay: PlanningStay;
  describeStay: (stay: PlanningStay) => StayDescription;
  /** The rooms it may go to (same type, free for the whole stay). */
  rooms: readonly PlanningRoom[];
  language: Language;
  t: Translate;
  busy: boolean;
  onMove: (roomId: number) => void;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const descriptionId = useId();
  const errorId = useId();
  const info = describeStay(stay);
  const current =
    currentRoom === null
      ? t('bo.planning.move.unassigned')
      : t('bo.planning.move.from.room', { room: currentRoom });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('bo.planning.move.title', { guest: info.guest, code: info.code })}
      closeLabel={t('button.close')}
      describedBy={descriptionId}
      returnFocus={returnFocus}
      className="pg-move-dialog"
    >
      <p id={descriptionId}>
        {t('bo.planning.move.description', {
          checkin: formatLongDate(stay.startDate, language),
          checkout: formatLongDate(stay.endDate, language),
        })}{' '}
        {current}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (choice !== null && !busy) onMove(choice);
        }}
      >
        {rooms.length === 0 ? (
          <p className="pg-move-dialog__none">{t('bo.planning.move.none')}</p>
        ) : (
          <fieldset
            className="pg-move-dialog__rooms"
            aria-describedby={tried && choice === null ? errorId : undefined}
          >
            <legend>{t('bo.planning.move.rooms')}</legend>
            {rooms.map((room) => (
              <label key={room.id} className="pg-move-dialog__room">
                <input
                  type="radio"
                  name="room"
                  value={room.id}
                  checked={choice === room.id}
                  onChange={() => setChoice(room.id)}
                />
                <span>
                  {room.name}
                  {room.floor !== null && (
                    <span className="pg-move-dialog__floor">
                      {' '}
                      · {t('bo.planning.move.floor', { floor: room.floor })}
                    </span>
                  )}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {tried && choice === null && rooms.length > 0 && (
          <p id={errorId} className="pg-form-error" role="alert">
            {t('bo.planning.move.choose')}
          </p>
        )}
        <div className="pg-dialog-actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('bo.planning.cancel')}
          </button>
          {rooms.length > 0 && (
            <button type="submit" className="button" aria-disabled={busy ? 'true' : undefined}>
              {t('bo.planning.move.confirm')}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}

export function StaysPanel({
  title,
  stays,
  describeStay,
  language,
  t,
  canMove,
  onOpen,
  onMove,
  onClose,
  returnFocus,
}: {
  returnFocus?: RefObject<HTMLElement | null>;
  title: string;
  stays: readonly PlanningStay[];
  describeStay: (stay: PlanningStay) => StayDescription;
  language: Language;
  t: Translate;
  canMove: (stay: PlanningStay) => boolean;
  onOpen: (code: string) => void;
  onMove: (stay: PlanningStay) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      closeLabel={t('button.close')}
      className="pg-panel"
      returnFocus={returnFocus}
    >
      <ul className="pg-panel__list">
        {stays.map((stay) => {
          const info = describeStay(stay);
          return (
            <li key={stay.roomSoldId} className="pg-panel__item">
              <p className="pg-panel__who">
                <span
                  className="pg-swatch"
                  style={{ '--bar-bg': info.colour } as React.CSSProperties}
                  aria-hidden="true"
                />
                <strong>{info.guest}</strong> · {info.code}
              </p>
              <p className="pg-panel__when">
                {formatLongDate(stay.startDate, language)} – {formatLongDate(stay.endDate, language)} ·{' '}
                {t('bo.planning.panel.people', {
                  count: stay.people.adults + stay.people.boys + stay.people.children + stay.people.kids,
                })}
              </p>
              <div className="pg-panel__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('bo.planning.panel.open', { code: info.code })}
                  onClick={() => onOpen(stay.reservationCode)}
                >
                  {t('bo.planning.menu.open')}
                </button>
                {canMove(stay) && (
                  <button
                    type="button"
                    className="button"
                    aria-label={t('bo.planning.panel.move', { guest: info.guest, code: info.code })}
                    onClick={() => onMove(stay)}
                  >
                    {t('bo.planning.menu.move')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
