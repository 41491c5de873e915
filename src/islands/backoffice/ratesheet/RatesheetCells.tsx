// biome-ignore-all lint/a11y/useSemanticElements: the APG grid is built on rows of divs with ARIA roles (see RatesheetGrid.tsx)
// biome-ignore-all lint/a11y/useFocusableInteractive: cells are containers; focus goes to their buttons through the roving tabindex
/**
 * The ratesheet's cells, each reading its own signals: a date's header, a room type's status and
 * availability, a promotion's night.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import type { PromotionView } from '../../../contracts/secure/promotions.ts';
import { LOCALE } from '../../../domain/dates-format.ts';
import { promotionCoversNight } from '../../../domain/promotions.ts';
import { promotionName } from '../promotions/promotion-text.ts';
import { dayToggleDisabled, roomStatusDisabled } from './ratesheet-cell.ts';
import type { SheetContext } from './ratesheet-grid-types.ts';
import type { RoomTypeMeta } from './ratesheet-store.ts';
import { changeText, info, reasonText } from './ratesheet-texts.ts';

/** Visible text named with its context for assistive technology (the name starts with the context and ends with what is seen, WCAG 2.5.3). */
export function Named({ context, children }: { context: string; children: React.ReactNode }) {
  return (
    <>
      <span className="visually-hidden">{context}: </span>
      {children}
    </>
  );
}

export const Lock = () => (
  <svg className="rs-lock" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
    <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" fill="currentColor" />
  </svg>
);

/** A date's column header: a toggle closing or opening every room type that day. */
export const DayHeader = memo(function DayHeader({
  date,
  c,
  ctx,
}: {
  date: string;
  c: number;
  ctx: SheetContext;
}) {
  useSignals();
  const day = ctx.store.day(date).value;
  const busy = ctx.store.closing.value;
  const weekday = new Intl.DateTimeFormat(LOCALE[ctx.language], {
    weekday: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  const month = new Intl.DateTimeFormat(LOCALE[ctx.language], {
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  const closed = day?.roomsClosed ?? false;
  const reason = day
    ? dayToggleDisabled({ pastDate: day.past, hotelClosed: day.hotelClosed }, busy)
    : 'saving';
  const action = closed
    ? ctx.t('bo.ratesheet.day.open', { date: ctx.dateLabel(date) })
    : ctx.t('bo.ratesheet.day.close', { date: ctx.dateLabel(date) });
  const classes = [
    'rs-day',
    day?.today ? 'rs-day--today' : '',
    day?.past ? 'rs-day--past' : '',
    closed ? 'rs-day--closed' : '',
    day?.hotelClosed ? 'rs-day--hotel-closed' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div role="columnheader" className="rs-col" aria-colindex={c + 1}>
      <button
        type="button"
        className={classes}
        tabIndex={-1}
        data-r={0}
        data-c={c}
        data-date={date}
        aria-disabled={reason ? 'true' : undefined}
        data-info={info(action, reasonText(ctx.t, reason))}
        onClick={() => {
          if (!reason) ctx.handlers.current.toggleDay(date);
        }}
      >
        <span className="rs-day__weekday">{weekday}</span>
        <span className="rs-day__number">{Number(date.slice(8))}</span>
        <span className="rs-day__month">{month}</span>
        {(closed || day?.hotelClosed) && <Lock />}
        <span className="visually-hidden">
          , {ctx.dateLabel(date)}
          {closed ? `, ${ctx.t('bo.ratesheet.state.closed')}` : ''}
          {day?.hotelClosed ? `, ${ctx.t('bo.ratesheet.disabled.hotelClosed')}` : ''}: {action}
        </span>
      </button>
    </div>
  );
});

export type CellProps = { roomType: RoomTypeMeta; date: string; r: number; c: number; ctx: SheetContext };

/** The room type's status that night: a toggle closing or opening its sale. */
export const StatusCell = memo(function StatusCell({ roomType, date, r, c, ctx }: CellProps) {
  useSignals();
  const typeDay = ctx.store.typeDay(roomType.id, date).value;
  const day = ctx.store.day(date).value;
  const busy = ctx.store.closing.value;
  if (!typeDay || !day) return <Loading r={r} c={c} ctx={ctx} />;
  const reason = roomStatusDisabled({ pastDate: day.past, hotelClosed: day.hotelClosed }, busy);
  const closed = typeDay.roomClosed;
  const label = ctx.t('bo.ratesheet.cell.status', { roomType: roomType.name, date: ctx.dateLabel(date) });
  return (
    <div role="gridcell" className="rs-cell" aria-colindex={c + 1}>
      <button
        type="button"
        className={`rs-toggle rs-toggle--status${closed ? ' rs-toggle--closed' : ''}${day.past ? ' rs-cell--past' : ''}`}
        tabIndex={-1}
        data-r={r}
        data-c={c}
        aria-pressed={closed}
        aria-disabled={reason ? 'true' : undefined}
        data-info={info(
          closed ? ctx.t('bo.ratesheet.status.open.hint') : ctx.t('bo.ratesheet.status.close.hint'),
          reasonText(ctx.t, reason),
          changeText(ctx, typeDay.lastChange),
        )}
        onClick={() => {
          if (!reason) ctx.handlers.current.toggleRoomType(roomType.id, date);
        }}
      >
        <Named context={label}>
          {closed ? ctx.t('bo.ratesheet.state.closed') : ctx.t('bo.ratesheet.state.open')}
        </Named>
      </button>
    </div>
  );
});

/** Rooms still for sale out of the inventory that night. */
export const AvailabilityCell = memo(function AvailabilityCell({ roomType, date, r, c, ctx }: CellProps) {
  useSignals();
  const typeDay = ctx.store.typeDay(roomType.id, date).value;
  if (!typeDay) return <Loading r={r} c={c} ctx={ctx} />;
  const { actual, total } = typeDay.availability;
  return (
    <div
      role="gridcell"
      className={`rs-cell rs-cell--availability${actual <= 0 ? ' rs-cell--sold-out' : ''}`}
      tabIndex={-1}
      data-r={r}
      data-c={c}
      aria-colindex={c + 1}
    >
      <Named
        context={ctx.t('bo.ratesheet.cell.availability', {
          roomType: roomType.name,
          date: ctx.dateLabel(date),
        })}
      >
        {actual}/{total}
      </Named>
    </div>
  );
});

/**
 * A promotion's night: its discount when a booking made today gets it that night (enabled, in
 * its period, not past), else a dash; what it means in the tooltip. Read-only: the switch is the row's.
 */
export function PromotionCell({
  roomType,
  promotion,
  badge,
  date,
  today,
  r,
  c,
  ctx,
}: {
  roomType: RoomTypeMeta;
  promotion: PromotionView;
  /** The discount as the cell shows it (promotionBadge, once per row). */
  badge: string;
  date: string;
  today: string;
  r: number;
  c: number;
  ctx: SheetContext;
}) {
  const covered = promotionCoversNight(promotion, date, today);
  const past = date < today;
  const reason = !promotion.enabled ? 'off' : past ? 'past' : covered ? 'covers' : 'outside';
  return (
    <div
      role="gridcell"
      className={`rs-cell rs-cell--promotion${covered ? '' : ' rs-cell--muted'}${past ? ' rs-cell--past' : ''}`}
      tabIndex={-1}
      data-r={r}
      data-c={c}
      aria-colindex={c + 1}
      data-info={ctx.t(`bo.ratesheet.promotion.${reason}`)}
    >
      <Named
        context={ctx.t('bo.ratesheet.cell.promotion', {
          promotion: promotionName(promotion, ctx.language),
          roomType: roomType.name,
          date: ctx.dateLabel(date),
        })}
      >
        {covered ? badge : '—'}
      </Named>
    </div>
  );
}

/** A promotion's discount in a night's cell: '−10 %' or '−€15.00'. */
export function promotionBadge(promotion: PromotionView, ctx: SheetContext): string {
  const { type, amount } = promotion.discount;
  return type === 'PERCENTAGE'
    ? `−${new Intl.NumberFormat(LOCALE[ctx.language]).format(amount)} %`
    : `−${ctx.money.format(amount)}`;
}

export function Loading({ r, c, ctx }: { r: number; c: number; ctx: SheetContext }) {
  return (
    <div
      role="gridcell"
      className="rs-cell rs-cell--loading"
      tabIndex={-1}
      data-r={r}
      data-c={c}
      aria-colindex={c + 1}
    >
      <span className="visually-hidden">{ctx.t('generic.loading')}</span>
    </div>
  );
}
