// biome-ignore-all lint/a11y/useSemanticElements: the APG grid is built on CSS-grid rows of divs with ARIA roles; a <table> cannot draw a stay's bar across its night cells nor make rows and the room column sticky in both directions
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and header cells are containers; focus goes to their cells (roving tabindex)
/**
 * The planning's cells, each reading its own signals (planning-store.ts) so that a write repaints
 * the cells it changed only: a room's night, the 'To assign' lane's night, a date's header.
 */

import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import type { PlanningStay } from '../../../contracts/secure/planning.ts';
import { formatLongDate, type IsoDate, LOCALE } from '../../../domain/dates-format.ts';
import type { RoomStatus } from '../../../domain/housekeeping.ts';
import { dateTimeFormat } from '../../../domain/intl.ts';
import { canDragStay, canToggleDay } from '../../../domain/planning.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { CellContext, GridHandlers } from './planning-grid-types.ts';
import { barColours, barSegment, staysOnNight } from './planning-layout.ts';
import { cellKey, type PlanningStore } from './planning-store.ts';
import type { PlanningView } from './planning-view.ts';

export function Lock() {
  return (
    <svg className="pg-lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" fill="currentColor" />
    </svg>
  );
}

export function guestOf(store: PlanningStore, stay: PlanningStay): string {
  const reservation = store.reservations.get(stay.reservationCode);
  return reservation ? reservation.guest.surname || reservation.guest.name : stay.reservationCode;
}

/** Guest and confirmation code, as a stay's bar shows them (a cell's name must contain its visible text). */
export function stayName(store: PlanningStore, stay: PlanningStay): string {
  const reservation = store.reservations.get(stay.reservationCode);
  return `${guestOf(store, stay)} ${reservation?.serial ?? stay.reservationCode}`;
}

/** One piece of a stay's bar in a night's cell. */
export function Bar({
  stay,
  date,
  ctx,
  overbooking,
}: {
  stay: PlanningStay;
  date: IsoDate;
  ctx: CellContext;
  overbooking?: boolean;
}) {
  const segment = barSegment(stay, date, ctx.from, ctx.to);
  const reservation = ctx.store.reservations.get(stay.reservationCode);
  const colours = barColours(ctx.store.sourceColour(reservation?.source));
  const draggable = !overbooking && canDragStay(stay, ctx.today);
  const classes = [
    'pg-bar',
    overbooking ? 'pg-bar--overbooking' : '',
    segment.first && !segment.clippedStart ? 'pg-bar--start' : '',
    segment.last ? 'pg-bar--end' : '',
    draggable ? 'pg-bar--draggable' : '',
    stay.status && stay.status !== 'CONFIRMED' ? 'pg-bar--history' : '',
    // Checked in: a stripe and a door mark besides the colour (the cell's name says it in words).
    reservation?.stayState === 'IN_HOUSE' ? 'pg-bar--in-house' : '',
    reservation?.stayState === 'DEPARTED' ? 'pg-bar--departed' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span
      className={classes}
      aria-hidden="true"
      data-code={stay.reservationCode}
      data-sold={stay.roomSoldId}
      data-drag={draggable ? '1' : undefined}
      style={{ '--bar-bg': colours.background, '--bar-fg': colours.text } as React.CSSProperties}
    >
      {segment.first && (
        <span className="pg-bar__label" style={{ '--span': segment.span } as React.CSSProperties}>
          {reservation?.stayState === 'IN_HOUSE' ? <span className="pg-bar__in">⌂ </span> : null}
          <strong>{guestOf(ctx.store, stay)}</strong> {reservation?.serial ?? stay.reservationCode}
        </span>
      )}
    </span>
  );
}

/** The accessible name of a room cell: room, day (today/past), and what is in it. */
export function roomCellLabel(
  ctx: CellContext,
  roomName: string,
  entry: ReturnType<PlanningStore['entry']>,
  date: IsoDate,
): string {
  const { t } = ctx;
  const parts = [t('bo.planning.cell.room', { room: roomName }), ctx.dayLabel(date)];
  if (!entry) return parts.join(', ');
  if (entry.hotelClosed) parts.push(t('bo.planning.cell.hotel.closed'));
  if (entry.active) {
    const reservation = ctx.store.reservations.get(entry.active.reservationCode);
    parts.push(
      t('bo.planning.cell.stay', {
        guest: guestOf(ctx.store, entry.active),
        code: reservation?.serial ?? entry.active.reservationCode,
        checkin: formatLongDate(entry.active.startDate, ctx.language),
        checkout: formatLongDate(entry.active.endDate, ctx.language),
      }),
    );
    if (reservation?.stayState === 'IN_HOUSE') parts.push(t('bo.planning.stay.inHouse'));
    if (reservation?.stayState === 'DEPARTED') parts.push(t('bo.planning.stay.departed'));
  } else if (entry.roomClosed) parts.push(t('bo.planning.cell.closed'));
  else parts.push(t('bo.planning.cell.free'));
  if (entry.active && entry.roomClosed) parts.push(t('bo.planning.cell.closed'));
  if (entry.overbookings.length > 0) {
    parts.push(
      t('bo.planning.cell.overbookings', {
        count: entry.overbookings.length,
        guests: entry.overbookings.map((stay) => stayName(ctx.store, stay)).join(', '),
      }),
    );
  }
  return parts.join(', ');
}

export type RoomCellProps = {
  roomId: number;
  roomName: string;
  date: IsoDate;
  r: number;
  c: number;
  ctx: CellContext;
  onShowStays: GridHandlers['showStays'];
};

export const RoomCell = memo(function RoomCell({
  roomId,
  roomName,
  date,
  r,
  c,
  ctx,
  onShowStays,
}: RoomCellProps) {
  useSignals();
  const key = cellKey(roomId, date);
  const entry = ctx.store.cells.get(key)?.value ?? null;
  const mark = ctx.store.marks.get(key)?.value ?? null;
  const day = ctx.store.days.get(date)?.value;
  if (!entry) return <div role="gridcell" className="pg-cell" tabIndex={-1} data-r={r} data-c={c} />;
  const free = !entry.active && !entry.roomClosed && !entry.hotelClosed;
  const classes = [
    'pg-cell',
    day?.past ? 'pg-cell--past' : '',
    day?.today ? 'pg-cell--today' : '',
    entry.roomClosed ? 'pg-cell--closed' : '',
    entry.hotelClosed ? 'pg-cell--hotel-closed' : '',
    mark ? `pg-cell--${mark}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const rate = entry.bestRate.standard?.amount.finalAmount;
  return (
    <div
      role="gridcell"
      className={classes}
      tabIndex={-1}
      data-r={r}
      data-c={c}
      data-room={roomId}
      data-date={date}
      aria-haspopup="menu"
      aria-label={roomCellLabel(ctx, roomName, entry, date)}
    >
      {entry.active && <Bar stay={entry.active} date={date} ctx={ctx} />}
      {entry.overbookings.length === 1 && entry.overbookings[0] && (
        <Bar stay={entry.overbookings[0]} date={date} ctx={ctx} overbooking />
      )}
      {entry.overbookings.length > 1 && (
        <button
          type="button"
          tabIndex={-1}
          className="pg-count"
          onClick={(event) => {
            event.stopPropagation();
            onShowStays(
              entry.overbookings,
              date,
              event.currentTarget.closest<HTMLElement>('[role="gridcell"]') ?? event.currentTarget,
            );
          }}
        >
          +{entry.overbookings.length}
          <span className="visually-hidden">
            {' '}
            {ctx.t('bo.planning.overbookings.show', { count: entry.overbookings.length })}
          </span>
        </button>
      )}
      {entry.hotelClosed && <Lock />}
      {free && ctx.showBestRates && rate !== undefined && (
        <span className="pg-rate" aria-hidden="true">
          {Math.round(rate)}
        </span>
      )}
    </div>
  );
});

/** A night of the 'To assign' lane: one unassigned stay inline, several as a count. */
export const AssignCell = memo(function AssignCell({
  date,
  r,
  c,
  ctx,
  onShowStays,
}: {
  date: IsoDate;
  r: number;
  c: number;
  ctx: CellContext;
  onShowStays: GridHandlers['showStays'];
}) {
  useSignals();
  const stays = staysOnNight(ctx.store.unassigned.value, date);
  const label = [
    ctx.t('bo.planning.assign.lane'),
    ctx.dayLabel(date),
    stays.length === 0
      ? ctx.t('bo.planning.assign.none')
      : ctx.t('bo.planning.assign.count', {
          count: stays.length,
          guests: stays.map((s) => stayName(ctx.store, s)).join(', '),
        }),
  ].join(', ');
  return (
    <div
      role="gridcell"
      className="pg-cell pg-cell--assign"
      tabIndex={-1}
      data-r={r}
      data-c={c}
      data-assign="1"
      data-date={date}
      aria-haspopup={stays.length ? 'menu' : undefined}
      aria-label={label}
    >
      {stays.length === 1 && stays[0] && <Bar stay={stays[0]} date={date} ctx={ctx} overbooking />}
      {stays.length > 1 && (
        <button
          type="button"
          tabIndex={-1}
          className="pg-count"
          onClick={(event) => {
            event.stopPropagation();
            onShowStays(
              stays,
              date,
              event.currentTarget.closest<HTMLElement>('[role="gridcell"]') ?? event.currentTarget,
            );
          }}
        >
          +{stays.length}
          <span className="visually-hidden">
            {' '}
            {ctx.t('bo.planning.assign.show', { count: stays.length })}
          </span>
        </button>
      )}
    </div>
  );
});

/** A day's column header: a toggle closing or opening every room that day (danger style when closed). */
export const DayHeader = memo(function DayHeader({
  date,
  c,
  ctx,
  busyLabel,
  onToggle,
  view,
}: {
  date: IsoDate;
  c: number;
  ctx: CellContext;
  busyLabel: string;
  onToggle: (date: IsoDate) => void;
  view: PlanningView;
}) {
  useSignals();
  const day = ctx.store.days.get(date)?.value;
  const busy = ctx.store.busy.value;
  const dragDay = ctx.store.dragDay.value;
  // The header reads its column's cells: it repaints when one of them changes, and only then.
  const closed = ctx.store.dayLooksClosed(date, true);
  if (!day) return null;
  const disabled = busy || !canToggleDay(day, ctx.today);
  const weekday = dateTimeFormat(LOCALE[ctx.language], {
    weekday: view === 'M' ? 'narrow' : 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  const action = closed ? ctx.t('bo.planning.day.open') : ctx.t('bo.planning.day.close');
  const state = [
    ctx.dayLabel(date),
    closed ? ctx.t('bo.planning.day.closed') : null,
    day.hotelClosed ? ctx.t('bo.planning.cell.hotel.closed') : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div
      role="columnheader"
      className={`pg-day${day.today ? ' pg-day--today' : ''}${day.past ? ' pg-day--past' : ''}${dragDay === date ? ' pg-day--drag' : ''}`}
      aria-label={ctx.dayLabel(date)}
    >
      <button
        type="button"
        className={`pg-day__toggle${closed ? ' pg-day__toggle--closed' : ''}`}
        tabIndex={-1}
        data-r={0}
        data-c={c}
        aria-disabled={disabled ? 'true' : undefined}
        onClick={() => {
          if (!disabled) onToggle(date);
        }}
      >
        <span className="pg-day__weekday">{weekday}</span>{' '}
        <span className="pg-day__number">{Number(date.slice(8))}</span>
        {closed && <Lock />}
        <span className="visually-hidden">
          , {state}: {disabled && busy ? busyLabel : action}
        </span>
      </button>
    </div>
  );
});

/** A room's housekeeping status today by its number: a short mark, the status in words for screen readers. */
export function HousekeepingBadge({ status, t }: { status: RoomStatus | undefined; t: Translate }) {
  if (!status) return null;
  const label = t('bo.planning.housekeeping.label', { status: t.text(`bo.housekeeping.status.${status}`) });
  return (
    <span className={`pg-hk pg-hk--${status.toLowerCase()}`} title={label}>
      <span aria-hidden="true">{t.text(`bo.planning.housekeeping.short.${status}`)}</span>
      <span className="ui-sr-only">{label}</span>
    </span>
  );
}
