// biome-ignore-all lint/a11y/useSemanticElements: the APG grid is built on CSS-grid rows of divs with ARIA roles (see PlanningGrid.tsx)
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and header cells are containers; focus goes to their cells (roving tabindex)
/**
 * The planning grid's rows: the dates' header, the 'To assign' lane, a room type's spanning
 * header, and a room with its nights. Rows re-render with the grid; their cells are memoised and
 * repaint from their own signals only.
 */
import type { PlanningStay } from '../../../contracts/secure/planning.ts';
import type { IsoDate } from '../../../domain/dates-format.ts';
import type { RoomStatus } from '../../../domain/housekeeping.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { AssignCell, DayHeader, HousekeepingBadge, RoomCell } from './PlanningCells.tsx';
import type { CellContext, PlanningRow } from './planning-grid-types.ts';
import type { PlanningView } from './planning-view.ts';

type ShowStays = (stays: PlanningStay[], date: IsoDate, anchor: HTMLElement) => void;

export function PlanningHeadRow({
  dates,
  ctx,
  view,
  onToggleDay,
}: {
  dates: readonly IsoDate[];
  ctx: CellContext;
  view: PlanningView;
  onToggleDay: (date: IsoDate) => void;
}) {
  const { t } = ctx;
  return (
    <div role="rowgroup" className="pg-head">
      <div role="row" className="pg-row" aria-rowindex={1}>
        <div role="columnheader" className="pg-corner" tabIndex={-1} data-r={0} data-c={0}>
          {t('bo.planning.rooms')}
        </div>
        {dates.map((date, i) => (
          <DayHeader
            key={date}
            date={date}
            c={i + 1}
            ctx={ctx}
            view={view}
            busyLabel={t('bo.planning.busy')}
            onToggle={onToggleDay}
          />
        ))}
      </div>
    </div>
  );
}

/** A row's key among the body's rows (the header row is not one of them). */
export function bodyRowKey(row: Exclude<PlanningRow, { kind: 'head' }>): string | number {
  if (row.kind === 'assign') return 'assign';
  if (row.kind === 'type') return `type-${row.key}`;
  return row.id;
}

type BodyRowProps = {
  row: Exclude<PlanningRow, { kind: 'head' }>;
  r: number;
  dates: readonly IsoDate[];
  ctx: CellContext;
  onShowStays: ShowStays;
  /** The room's housekeeping status today (rooms only). */
  roomStatus: RoomStatus | undefined;
  /** Rooms listed by name show their type under the name. */
  showRoomType: boolean;
};

export function PlanningBodyRow({ row, r, dates, ctx, onShowStays, roomStatus, showRoomType }: BodyRowProps) {
  const { t } = ctx;
  if (row.kind === 'assign') {
    return (
      <div role="row" className="pg-row pg-row--assign" aria-rowindex={r + 1}>
        <div role="rowheader" className="pg-rowheader" tabIndex={-1} data-r={r} data-c={0}>
          {t('bo.planning.assign.lane')}
        </div>
        {dates.map((date, i) => (
          <AssignCell key={date} date={date} r={r} c={i + 1} ctx={ctx} onShowStays={onShowStays} />
        ))}
      </div>
    );
  }
  if (row.kind === 'type') {
    return (
      <div role="row" className="pg-row pg-row--type" aria-rowindex={r + 1}>
        <div
          role="rowheader"
          className="pg-typeheader"
          aria-colspan={dates.length + 1}
          tabIndex={-1}
          data-r={r}
          data-c={0}
        >
          {row.name}{' '}
          <span className="pg-typeheader__count">{t('bo.planning.type.rooms', { count: row.count })}</span>
        </div>
      </div>
    );
  }
  return (
    <div role="row" className="pg-row" aria-rowindex={r + 1} data-row-room={row.id}>
      <div role="rowheader" className="pg-rowheader" tabIndex={-1} data-r={r} data-c={0} title={row.typeName}>
        <span className="pg-rowheader__name">
          {row.name}
          <HousekeepingBadge status={roomStatus} t={t} />
        </span>
        {showRoomType && <span className="pg-rowheader__type">{row.typeName}</span>}
      </div>
      {dates.map((date, i) => (
        <RoomCell
          key={date}
          roomId={row.id}
          roomName={row.name}
          date={date}
          r={r}
          c={i + 1}
          ctx={ctx}
          onShowStays={onShowStays}
        />
      ))}
    </div>
  );
}

/** How many rooms are shown, and the button rendering the next page (scrolling renders it too). */
export function PlanningPaging({
  t,
  lastPage,
  shownRooms,
  totalRooms,
  onMore,
}: {
  t: Translate;
  lastPage: boolean;
  shownRooms: number;
  totalRooms: number;
  onMore: () => void;
}) {
  return (
    <>
      <p className="pg-paging" role="status">
        {lastPage
          ? t('bo.planning.paging.last', { count: totalRooms })
          : t('bo.planning.paging.shown', { shown: shownRooms, count: totalRooms })}
      </p>
      {!lastPage && (
        <button type="button" className="pg-more" onClick={onMore}>
          {t('bo.planning.paging.more')}
        </button>
      )}
    </>
  );
}
