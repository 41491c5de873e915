// biome-ignore-all lint/a11y/useSemanticElements: the APG grid is built on rows of divs with ARIA roles, so that only the columns near the viewport are rendered (a year of dates) while the date header and the row labels stay sticky
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and spanning headers are containers; focus goes to their cells (roving tabindex)
/**
 * The ratesheet grid (WAI-ARIA APG grid): room-type blocks × a year of dates. One element is in
 * the Tab order (roving tabindex); arrows move, Home/End go to the row's ends (Ctrl: the grid's),
 * PageUp/PageDown move a window of dates; Enter or F2 opens an amount's menu or edits a stay,
 * a digit starts editing with it, Shift+F10 opens the cell menu, Escape cancels an edit; Space or
 * Enter presses a toggle. Only the columns near the viewport are rendered (ratesheet-window.ts);
 * each cell reads its own signals (ratesheet-store.ts). A cell's disabled reason, its last change
 * and a day's open/close action show in one tooltip on hover or focus.
 */
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { useSignals } from '@preact/signals-react/runtime';
import {
  type KeyboardEvent,
  memo,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { PromotionView } from '../../../contracts/secure/promotions.ts';
import type { LastChange, RatesheetRate } from '../../../contracts/secure/ratesheet.ts';
import type { Language } from '../../../contracts/types.ts';
import { addDays, formatLongDate, LOCALE } from '../../../domain/dates-format.ts';
import { promotionCoversNight } from '../../../domain/promotions.ts';
import type { RateFieldChange } from '../../../domain/ratesheet.ts';
import { localePath } from '../../../i18n/paths.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { discountText, promotionName } from '../promotions/promotion-text.ts';
import {
  type CellEdit,
  type DisabledReason,
  dayToggleDisabled,
  type EditableField,
  limitFor,
  rateControlDisabled,
  roomStatusDisabled,
} from './ratesheet-cell.ts';
import { hasDateCells, isDerived, type PlanRowKind, type SheetRow, sheetRows } from './ratesheet-rows.ts';
import { type PlanMeta, type RatesheetStore, type RoomTypeMeta, rateKey } from './ratesheet-store.ts';
import { scrollToColumn, visibleColumns } from './ratesheet-window.ts';

export type RateTarget = { roomTypeId: number; ratePlanId: number; date: string };
export type RateFlag = 'closed' | 'closedToArrival' | 'closedToDeparture';

export type SheetHandlers = {
  openMenu: (target: RateTarget, anchor: HTMLElement) => void;
  toggleDay: (date: string) => void;
  toggleRoomType: (roomTypeId: number, date: string) => void;
  toggleRate: (target: RateTarget, flag: RateFlag) => void;
  /** The promotion's switch (enabled on every night: the promotion is the hotel's). */
  togglePromotion: (promotionId: number) => void;
  startEdit: (target: RateTarget, field: EditableField, value?: string) => void;
  typeEdit: (target: RateTarget, field: EditableField, value: string) => void;
  submitEdit: (target: RateTarget, field: EditableField) => void;
  cancelEdit: (target: RateTarget, field: EditableField) => void;
};

export type GridControl = {
  /** Scrolls so that date column `index` (0-based) is the first shown. */
  showColumn: (index: number) => void;
  /** The first date column fully in view. */
  firstShown: () => number;
};

export const editKey = (target: RateTarget, field: EditableField) =>
  `${rateKey(target.roomTypeId, target.ratePlanId, target.date)}|${field}`;

const FIELD_OF: Partial<Record<PlanRowKind, EditableField>> = {
  amount: 'amount',
  minStay: 'minStay',
  maxStay: 'maxStay',
};
const FLAG_OF: Partial<Record<PlanRowKind, RateFlag>> = {
  planStatus: 'closed',
  cta: 'closedToArrival',
  ctd: 'closedToDeparture',
};

/** What every cell shares (built once per render of the grid). */
type Ctx = {
  store: RatesheetStore;
  t: Translate;
  language: Language;
  dateLabel: (date: string) => string;
  money: Intl.NumberFormat;
  /** When a change was made (date and time, the manager's locale). */
  changeTime: Intl.DateTimeFormat;
  handlers: RefObject<SheetHandlers>;
};

function reasonText(t: Translate, reason: DisabledReason | null): string | null {
  return reason ? t(`bo.ratesheet.disabled.${reason}`) : null;
}

/** The row each changed field is shown in (its label in the hint). */
const ROW_OF_FIELD: Record<RateFieldChange['field'], string> = {
  amount: 'amount',
  minLOS: 'minStay',
  maxLOS: 'maxStay',
  closed: 'planStatus',
  closedToArrival: 'cta',
  closedToDeparture: 'ctd',
  roomClosed: 'status',
};

/** A value of a changed field as the sheet shows it: a price, a number of nights, open/closed, yes/no. */
function changedValueText(
  ctx: Ctx,
  field: RateFieldChange['field'],
  value: RateFieldChange['before'],
): string {
  if (value === null) return '—';
  if (typeof value === 'number') return field === 'amount' ? ctx.money.format(value) : String(value);
  if (field === 'closed' || field === 'roomClosed') {
    return ctx.t(value ? 'bo.ratesheet.state.closed' : 'bo.ratesheet.state.open');
  }
  return ctx.t(value ? 'bo.ratesheet.state.yes' : 'bo.ratesheet.state.no');
}

/** The last-change hint: who and when, then each value it changed. */
function changeText(ctx: Ctx, change: LastChange | null | undefined): string | null {
  if (!change) return null;
  const heading = ctx.t('bo.ratesheet.change', {
    who: change.by ?? ctx.t('bo.ratesheet.change.unknown'),
    when: ctx.changeTime.format(new Date(change.at)),
    action: ctx.t(`bo.ratesheet.change.${change.action}`),
  });
  // A bulk edit says what it set; a cell edit and a closing say what it was before, too.
  const values = change.changes.map((value) => {
    const field = ctx.t(`bo.ratesheet.row.${ROW_OF_FIELD[value.field]}`);
    const after = changedValueText(ctx, value.field, value.after);
    return value.before === undefined
      ? ctx.t('bo.ratesheet.change.set', { field, after })
      : ctx.t('bo.ratesheet.change.value', {
          field,
          before: changedValueText(ctx, value.field, value.before),
          after,
        });
  });
  return [heading, ...values].join('\n');
}

function info(...lines: (string | null | undefined)[]): string | undefined {
  const text = lines.filter(Boolean).join('\n');
  return text || undefined;
}

/** Visible text named with its context for assistive technology (the name starts with the context and ends with what is seen, WCAG 2.5.3). */
function Named({ context, children }: { context: string; children: React.ReactNode }) {
  return (
    <>
      <span className="visually-hidden">{context}: </span>
      {children}
    </>
  );
}

const Lock = () => (
  <svg className="rs-lock" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
    <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" fill="currentColor" />
  </svg>
);

/** A date's column header: a toggle closing or opening every room type that day. */
const DayHeader = memo(function DayHeader({ date, c, ctx }: { date: string; c: number; ctx: Ctx }) {
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

type CellProps = { roomType: RoomTypeMeta; date: string; r: number; c: number; ctx: Ctx };

/** The room type's status that night: a toggle closing or opening its sale. */
const StatusCell = memo(function StatusCell({ roomType, date, r, c, ctx }: CellProps) {
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
const AvailabilityCell = memo(function AvailabilityCell({ roomType, date, r, c, ctx }: CellProps) {
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
function PromotionCell({
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
  ctx: Ctx;
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
function promotionBadge(promotion: PromotionView, ctx: Ctx): string {
  const { type, amount } = promotion.discount;
  return type === 'PERCENTAGE'
    ? `−${new Intl.NumberFormat(LOCALE[ctx.language]).format(amount)} %`
    : `−${ctx.money.format(amount)}`;
}

function Loading({ r, c, ctx }: { r: number; c: number; ctx: Ctx }) {
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

type RateCellProps = CellProps & { plan: PlanMeta; kind: PlanRowKind };

function rowName(t: Translate, kind: PlanRowKind): string {
  return t(`bo.ratesheet.row.${kind}`);
}

/** The displayed value of a rate field. */
function valueText(ctx: Ctx, rate: RatesheetRate, field: EditableField): string {
  if (field === 'amount') return rate.amount === null ? '—' : ctx.money.format(rate.amount);
  const value = field === 'minStay' ? rate.minLOS : rate.maxLOS;
  return value === null ? '—' : String(value);
}

/** The draft a cell starts editing from. */
export function draftOf(rate: RatesheetRate, field: EditableField): string {
  const value = field === 'amount' ? rate.amount : field === 'minStay' ? rate.minLOS : rate.maxLOS;
  if (value === null) return '';
  return field === 'amount' ? value.toFixed(2) : String(value);
}

const RateCell = memo(function RateCell({ roomType, plan, kind, date, r, c, ctx }: RateCellProps) {
  useSignals();
  const rate = ctx.store.rate(roomType.id, plan.id, date).value;
  const field = FIELD_OF[kind];
  const flag = FLAG_OF[kind];
  const target: RateTarget = { roomTypeId: roomType.id, ratePlanId: plan.id, date };
  const edit: CellEdit = field ? ctx.store.edit(editKey(target, field)).value : { mode: 'view' };
  const errorId = useId();
  if (!rate) return <Loading r={r} c={c} ctx={ctx} />;
  const derived = isDerived(plan);
  const reason = rateControlDisabled(rate, edit.mode === 'saving');
  const context = ctx.t('bo.ratesheet.cell.context', {
    row: rowName(ctx.t, kind),
    plan: plan.name,
    roomType: roomType.name,
    date: ctx.dateLabel(date),
  });
  const lastChange = changeText(ctx, rate.lastChange);
  const past = rate.pastDate ? ' rs-cell--past' : '';

  if (flag) {
    const on = rate[flag];
    const readOnly = derived ? ctx.t('bo.ratesheet.derived.readonly') : null;
    const blocked = reason ?? (derived ? 'derived' : null);
    return (
      <div role="gridcell" className="rs-cell" aria-colindex={c + 1}>
        <button
          type="button"
          className={`rs-toggle${on ? ' rs-toggle--on' : ''}${flag === 'closed' && on ? ' rs-toggle--closed' : ''}${past}`}
          tabIndex={-1}
          data-r={r}
          data-c={c}
          data-row={kind}
          data-rt={roomType.id}
          data-plan={plan.id}
          data-date={date}
          aria-pressed={on}
          aria-disabled={blocked ? 'true' : undefined}
          data-info={info(reasonText(ctx.t, reason), readOnly, lastChange)}
          onClick={() => {
            if (!blocked) ctx.handlers.current.toggleRate(target, flag);
          }}
        >
          <Named context={context}>
            {flag === 'closed'
              ? on
                ? ctx.t('bo.ratesheet.state.closed')
                : ctx.t('bo.ratesheet.state.open')
              : on
                ? ctx.t('bo.ratesheet.state.yes')
                : ctx.t('bo.ratesheet.state.no')}
          </Named>
        </button>
      </div>
    );
  }
  if (!field) return null;

  const editable = !derived && !reason;
  const value = valueText(ctx, rate, field);
  const error = edit.mode === 'edit' ? edit.error : null;
  const errorMessage = error
    ? ctx.t.has(error)
      ? ctx.t.text(error, { num: limitFor(rate, field, error) })
      : error
    : null;
  const classes = [
    'rs-cell',
    'rs-cell--value',
    field === 'amount' ? 'rs-cell--amount' : '',
    derived ? 'rs-cell--derived' : '',
    reason && reason !== 'saving' ? 'rs-cell--disabled' : '',
    rate.closed && field === 'amount' ? 'rs-cell--rate-closed' : '',
    edit.mode === 'saving' ? 'rs-cell--saving' : '',
    edit.mode === 'saved' ? 'rs-cell--saved' : '',
    error ? 'rs-cell--error' : '',
    past,
  ]
    .filter(Boolean)
    .join(' ');
  const hasMenu = field === 'amount' && !derived;
  return (
    <div
      role="gridcell"
      className={classes}
      tabIndex={-1}
      data-r={r}
      data-c={c}
      aria-colindex={c + 1}
      data-row={kind}
      data-edit={editable ? field : undefined}
      data-menu={hasMenu ? '1' : undefined}
      data-rt={roomType.id}
      data-plan={plan.id}
      data-date={date}
      aria-haspopup={hasMenu ? 'menu' : undefined}
      aria-readonly={!editable || undefined}
      aria-busy={edit.mode === 'saving' || undefined}
      data-info={info(
        reasonText(ctx.t, reason),
        derived ? ctx.t('bo.ratesheet.derived.readonly') : null,
        edit.mode === 'saved' ? ctx.t('bo.ratesheet.cell.saved') : null,
        lastChange,
      )}
    >
      {edit.mode === 'edit' ? (
        <>
          <input
            className="rs-input"
            type="text"
            inputMode={field === 'amount' ? 'decimal' : 'numeric'}
            autoComplete="off"
            aria-label={context}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={edit.draft}
            ref={(node) => {
              // Focus follows the edit only when the cell itself has it (never steals it back).
              const cell = node?.closest<HTMLElement>('[role="gridcell"]');
              if (
                node &&
                cell &&
                (document.activeElement === cell || document.activeElement === document.body)
              )
                node.focus();
            }}
            onChange={(event) => ctx.handlers.current.typeEdit(target, field, event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                event.stopPropagation();
                ctx.handlers.current.submitEdit(target, field);
                event.currentTarget.closest<HTMLElement>('[role="gridcell"]')?.focus();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                event.stopPropagation();
                const cell = event.currentTarget.closest<HTMLElement>('[role="gridcell"]');
                ctx.handlers.current.cancelEdit(target, field);
                cell?.focus();
              } else if (event.key === 'Tab') {
                ctx.handlers.current.submitEdit(target, field);
              }
            }}
            onBlur={(event) => {
              const cell = event.currentTarget.closest<HTMLElement>('[role="gridcell"]');
              if (cell?.contains(event.relatedTarget as Node | null)) return;
              if (event.currentTarget.value.trim() === draftOf(rate, field))
                ctx.handlers.current.cancelEdit(target, field);
              else ctx.handlers.current.submitEdit(target, field);
            }}
          />
          {errorMessage && (
            <span id={errorId} className="rs-cell__error">
              {errorMessage}
            </span>
          )}
        </>
      ) : (
        <span className="rs-cell__value">
          <Named context={context}>{edit.mode === 'saving' ? edit.draft : value}</Named>
          {edit.mode === 'saving' && <span className="rs-spinner" aria-hidden="true" />}
          {edit.mode === 'saved' && (
            <span className="rs-saved" aria-hidden="true">
              ✓
            </span>
          )}
        </span>
      )}
    </div>
  );
});

function planNote(t: Translate, plan: PlanMeta, parentName: string | undefined): string[] {
  const notes: string[] = [];
  const derivation = plan.parentRatePlanDerivation;
  if (derivation) {
    const value =
      derivation.kind === 'PERCENTAGE'
        ? `${derivation.value > 0 ? '+' : ''}${derivation.value} %`
        : `${derivation.value > 0 ? '+' : ''}${derivation.value.toFixed(2)}`;
    notes.push(t('bo.ratesheet.plan.derived', { parent: parentName ?? '', value }));
  }
  if (plan.pricingModel === 'OCCUPANCY_BASED_PRICING' && plan.occupantsForBaseRate !== null)
    notes.push(t('bo.ratesheet.plan.occupants', { count: plan.occupantsForBaseRate }));
  // The plan's own limits, which the engine applies on the nights whose cells set none (—).
  if (plan.defaultMinStay !== null)
    notes.push(t('bo.ratesheet.plan.stay.min', { count: plan.defaultMinStay }));
  if (plan.defaultMaxStay !== null)
    notes.push(t('bo.ratesheet.plan.stay.max', { count: plan.defaultMaxStay }));
  if (!plan.enabled) notes.push(t('bo.ratesheet.plan.disabled'));
  return notes;
}

export type RatesheetGridProps = {
  store: RatesheetStore;
  t: Translate;
  language: Language;
  hotelName: string;
  from: string;
  days: number;
  currency: string;
  handlers: SheetHandlers;
  control: RefObject<GridControl | null>;
  /** The rendered columns changed (the screen reads their windows) and the ones fully shown. */
  onRange: (rendered: { first: number; last: number }, shown: { first: number; last: number }) => void;
  /** PageUp/PageDown and the toolbar move by this many dates. */
  pageSize: number;
  /** The rate plans screen, where the 'no primary rate plan' warning leads. */
  ratePlans?: { href: string; open: () => void };
};

export const RatesheetGrid = memo(function RatesheetGrid({
  store,
  t,
  language,
  hotelName,
  from,
  days,
  currency,
  handlers,
  control,
  onRange,
  pageSize,
  ratePlans,
}: RatesheetGridProps) {
  useSignals();
  const structure = store.structure.value;
  const collapsed = store.collapsed.value;
  const promotions = store.promotions.value;
  const promotionsSaving = store.promotionsSaving.value;
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const gridRef = useRef<HTMLDivElement | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const onRangeRef = useRef(onRange);
  onRangeRef.current = onRange;
  const [range, setRange] = useState({ first: 0, last: Math.min(days - 1, 14) });
  const metrics = useRef({ col: 76, label: 176 });
  const position = useRef({ r: 1, c: 1 });
  const pendingFocus = useRef<{ r: number; c: number } | null>(null);
  /** The focus is in the grid (kept when the focused cell is re-rendered away). */
  const hadFocus = useRef(false);
  const tooltipId = useId();
  const [tip, setTip] = useState<{ anchor: HTMLElement; text: string } | null>(null);
  const tipAnchor = useRef<HTMLElement | null>(null);

  const rows = useMemo(
    () => (structure ? sheetRows(structure.roomTypes, collapsed, promotions) : []),
    [structure, collapsed, promotions],
  );
  const planNames = useMemo(() => {
    const names = new Map<number, string>();
    for (const roomType of structure?.roomTypes ?? [])
      for (const plan of roomType.ratePlans) names.set(plan.id, plan.name);
    return names;
  }, [structure]);

  const dateFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(LOCALE[language], {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    [language],
  );
  const ctx = useMemo<Ctx>(
    () => ({
      store,
      t,
      language,
      dateLabel: (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`)),
      money: new Intl.NumberFormat(LOCALE[language], {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
      }),
      changeTime: new Intl.DateTimeFormat(LOCALE[language], {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
      handlers: handlersRef,
    }),
    [store, t, language, dateFormat, currency],
  );

  // The rendered columns follow the scroll position (and the viewport's width).
  const measure = useCallback(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const probe = scroller.querySelector<HTMLElement>('.rs-col');
    const label = scroller.querySelector<HTMLElement>('.rs-corner');
    if (probe) metrics.current.col = probe.getBoundingClientRect().width || metrics.current.col;
    if (label) metrics.current.label = label.getBoundingClientRect().width || metrics.current.label;
    const viewport = scroller.clientWidth - metrics.current.label;
    // Spanning rows (room type, plan, warning) are as wide as what is visible of the grid.
    scroller.style.setProperty('--rs-viewport', `${scroller.clientWidth}px`);
    const next = visibleColumns(scroller.scrollLeft, viewport, metrics.current.col, days);
    const col = metrics.current.col;
    const shown = {
      first: Math.min(days - 1, Math.ceil(scroller.scrollLeft / col - 0.05)),
      last: Math.max(0, Math.min(days - 1, Math.floor((scroller.scrollLeft + viewport) / col + 0.05) - 1)),
    };
    setRange((current) => (current.first === next.first && current.last === next.last ? current : next));
    onRangeRef.current(next, shown);
  }, [days]);

  // `structure`: the scroller exists only once the first window is read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    measure();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(onScroll);
    observer.observe(scroller);
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [measure, structure]);

  // A new first date starts at the left edge.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new sheet only
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (scroller) scroller.scrollLeft = 0;
    position.current = { r: position.current.r, c: 1 };
    measure();
  }, [from]);

  useImperativeHandle(
    control,
    () => ({
      showColumn: (index: number) => {
        const scroller = scrollRef.current;
        if (!scroller) return;
        const target = Math.max(0, Math.min(days - 1, index)) * metrics.current.col;
        scroller.scrollTo({ left: target, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      },
      firstShown: () => {
        const scroller = scrollRef.current;
        if (!scroller) return 0;
        return Math.ceil(scroller.scrollLeft / metrics.current.col - 0.05);
      },
    }),
    [days],
  );

  const targetAt = useCallback((r: number, c: number): HTMLElement | null => {
    return gridRef.current?.querySelector<HTMLElement>(`[data-r="${r}"][data-c="${c}"]`) ?? null;
  }, []);

  const focusAt = useCallback(
    (r: number, c: number): boolean => {
      const element = targetAt(r, c);
      if (!element) return false;
      for (const other of gridRef.current?.querySelectorAll<HTMLElement>('[data-r][tabindex="0"]') ?? []) {
        if (other !== element) other.tabIndex = -1;
      }
      element.tabIndex = 0;
      element.focus({ preventScroll: c === 0 });
      // The column is remembered across the spanning rows (room type, plan, warning).
      position.current = { r, c: c === 0 ? position.current.c : c };
      return true;
    },
    [targetAt],
  );

  /** Brings column c (1-based; 0 = the row labels) into view, then focuses (r, c). */
  const move = (r: number, c: number) => {
    const row = Math.max(0, Math.min(rows.length, r));
    const rowDef = row === 0 ? null : rows[row - 1];
    const col = rowDef && !hasDateCells(rowDef) ? 0 : Math.max(0, Math.min(days, c));
    const scroller = scrollRef.current;
    if (col > 0 && scroller) {
      const viewport = scroller.clientWidth - metrics.current.label;
      const left = scrollToColumn(col - 1, scroller.scrollLeft, viewport, metrics.current.col);
      if (left !== null) {
        scroller.scrollLeft = left;
        measure();
      }
    }
    if (!focusAt(row, col)) pendingFocus.current = { r: row, c: col };
  };

  // After a render: a pending focus (its column was not rendered yet), and one Tab stop always.
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (pending && focusAt(pending.r, pending.c)) {
      pendingFocus.current = null;
      return;
    }
    const grid = gridRef.current;
    if (!grid || grid.querySelector('[data-r][tabindex="0"]')) return;
    const first =
      targetAt(position.current.r, position.current.c) ??
      grid.querySelector<HTMLElement>('[data-r="0"][data-c]');
    if (first) first.tabIndex = 0;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = event.target as HTMLElement;
    if (element.tagName === 'INPUT') return;
    const current = element.closest<HTMLElement>('[data-r]');
    if (!current) return;
    const r = Number(current.dataset.r);
    const c = Number(current.dataset.c);
    // A spanning row (room type, plan, warning) keeps the column the focus came from.
    const rowDef = r > 0 ? rows[r - 1] : undefined;
    const spanning = rowDef !== undefined && !hasDateCells(rowDef);
    const rateTarget = (): RateTarget | null =>
      current.dataset.rt && current.dataset.plan && current.dataset.date
        ? {
            roomTypeId: Number(current.dataset.rt),
            ratePlanId: Number(current.dataset.plan),
            date: current.dataset.date,
          }
        : null;
    switch (event.key) {
      case 'ArrowRight':
        move(r, c + 1);
        break;
      case 'ArrowLeft':
        move(r, c - 1);
        break;
      case 'ArrowDown':
        move(r + 1, spanning ? position.current.c : c);
        break;
      case 'ArrowUp':
        move(r - 1, spanning ? position.current.c : c);
        break;
      case 'Home':
        move(event.ctrlKey ? 0 : r, 0);
        break;
      case 'End':
        move(event.ctrlKey ? rows.length : r, days);
        break;
      case 'PageDown':
        move(r, c + pageSize);
        break;
      case 'PageUp':
        move(r, Math.max(1, c - pageSize));
        break;
      case 'Enter':
      case 'F2': {
        const target = rateTarget();
        if (!target) return;
        if (current.dataset.menu) handlersRef.current.openMenu(target, current);
        else if (current.dataset.edit)
          handlersRef.current.startEdit(target, current.dataset.edit as EditableField);
        else return;
        break;
      }
      case 'F10':
      case 'ContextMenu': {
        if (event.key === 'F10' && !event.shiftKey) return;
        const target = rateTarget();
        if (!target) return;
        handlersRef.current.openMenu(target, current);
        break;
      }
      default: {
        const target = rateTarget();
        if (
          target &&
          current.dataset.edit &&
          /^[0-9]$/.test(event.key) &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey
        ) {
          handlersRef.current.startEdit(target, current.dataset.edit as EditableField, event.key);
          break;
        }
        return;
      }
    }
    event.preventDefault();
  };

  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const element = event.target as HTMLElement;
    if (element.tagName === 'INPUT') return;
    const current = element.closest<HTMLElement>('[data-r]');
    if (!current) return;
    const r = Number(current.dataset.r);
    const c = Number(current.dataset.c);
    if (current.tabIndex !== 0) focusAt(r, c);
    position.current = { r, c: c === 0 ? position.current.c : c };
    if (!current.dataset.rt || !current.dataset.plan || !current.dataset.date) return;
    const target = {
      roomTypeId: Number(current.dataset.rt),
      ratePlanId: Number(current.dataset.plan),
      date: current.dataset.date,
    };
    if (current.dataset.menu) handlersRef.current.openMenu(target, current);
    else if (current.dataset.edit)
      handlersRef.current.startEdit(target, current.dataset.edit as EditableField);
  };

  // The tooltip: a cell's disabled reason, last change or a day's action, on hover or focus.
  const showTip = (element: HTMLElement | null) => {
    const anchor = element?.closest<HTMLElement>('[data-info]') ?? null;
    const text = anchor?.dataset.info;
    tipAnchor.current = anchor && text ? anchor : null;
    setTip((current) => {
      if (current?.anchor && current.anchor !== anchor) current.anchor.removeAttribute('aria-describedby');
      if (!anchor || !text) return null;
      if (!anchor.getAttribute('aria-describedby')) anchor.setAttribute('aria-describedby', tooltipId);
      return current?.anchor === anchor && current.text === text ? current : { anchor, text };
    });
  };

  const focusAtRef = useRef(focusAt);
  focusAtRef.current = focusAt;
  // A write changes what the focused cell's tooltip says (saved, its last change): show it anew.
  const showTipRef = useRef(showTip);
  showTipRef.current = showTip;
  // `structure`: the grid element exists once the first window is read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const observer = new MutationObserver(() => {
      const active = document.activeElement as HTMLElement | null;
      const hovered = tipAnchor.current;
      if (hovered?.isConnected && hovered !== active) showTipRef.current(hovered);
      else if (active && grid.contains(active)) showTipRef.current(active);
      // A cell that had the focus was replaced (its window was read, it was saved): the focus
      // goes back to the same place instead of being lost to the page.
      else if (hadFocus.current && (!active || active === document.body)) {
        const { r, c } = position.current;
        focusAtRef.current(r, c);
      }
    });
    observer.observe(grid, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-info'],
    });
    return () => observer.disconnect();
  }, [structure]);

  if (!structure) return null;

  const columns: number[] = [];
  for (let i = range.first; i <= range.last; i++) columns.push(i);
  const before = range.first * metrics.current.col;
  const after = Math.max(0, (days - 1 - range.last) * metrics.current.col);
  const spacer = (width: number, key: string) =>
    width > 0 ? (
      <div key={key} className="rs-spacer" aria-hidden="true" style={{ width: `${width}px` }} />
    ) : null;

  const renderRow = (row: SheetRow, index: number) => {
    const r = index + 1;
    const rowIndex = r + 1;
    if (row.kind === 'type') {
      const { roomType } = row;
      return (
        <div role="row" key={`type-${roomType.id}`} className="rs-row rs-row--type" aria-rowindex={rowIndex}>
          <div role="rowheader" className="rs-typeheader" aria-colindex={1}>
            {roomType.enabled ? (
              <button
                type="button"
                className="rs-disclosure"
                tabIndex={-1}
                data-r={r}
                data-c={0}
                aria-expanded={!row.collapsed}
                onClick={() => store.toggleCollapsed(roomType.id)}
              >
                <span className="rs-disclosure__icon" aria-hidden="true">
                  {row.collapsed ? '▸' : '▾'}
                </span>
                {roomType.name}
                <span className="rs-typeheader__meta">
                  {t('bo.ratesheet.type.rooms', { count: roomType.totalRooms })}
                </span>
              </button>
            ) : (
              <span className="rs-typeheader__disabled" tabIndex={-1} data-r={r} data-c={0}>
                {roomType.name} <span className="rs-badge">{t('bo.ratesheet.type.disabled')}</span>
              </span>
            )}
          </div>
        </div>
      );
    }
    if (row.kind === 'warning') {
      return (
        <div
          role="row"
          key={`warn-${row.roomType.id}`}
          className="rs-row rs-row--warning"
          aria-rowindex={rowIndex}
        >
          <div role="gridcell" className="rs-warning" aria-colindex={1} tabIndex={-1} data-r={r} data-c={0}>
            <span aria-hidden="true">⚠ </span>
            {t('bo.ratesheet.no.primary', { roomType: row.roomType.name })}
            {ratePlans ? (
              <>
                {' '}
                <a
                  href={ratePlans.href}
                  onClick={(event) => {
                    event.preventDefault();
                    ratePlans.open();
                  }}
                >
                  {t('bo.ratesheet.no.primary.link')}
                </a>
              </>
            ) : null}
          </div>
        </div>
      );
    }
    if (row.kind === 'plan') {
      const notes = planNote(
        t,
        row.plan,
        row.plan.parentRatePlanDerivation
          ? planNames.get(row.plan.parentRatePlanDerivation.parentRatePlanId)
          : undefined,
      );
      return (
        <div
          role="row"
          key={`plan-${row.roomType.id}-${row.plan.id}`}
          className="rs-row rs-row--plan"
          aria-rowindex={rowIndex}
        >
          <div
            role="rowheader"
            className="rs-planheader"
            aria-colindex={1}
            tabIndex={-1}
            data-r={r}
            data-c={0}
          >
            <strong>{row.plan.name}</strong>
            {notes.map((note) => (
              <span key={note} className="rs-planheader__note">
                {note}
              </span>
            ))}
          </div>
        </div>
      );
    }
    if (row.kind === 'promotion') {
      const { promotion, roomType } = row;
      const saving = promotionsSaving.has(promotion.id);
      const badge = promotionBadge(promotion, ctx);
      return (
        <div
          role="row"
          key={`promotion-${roomType.id}-${promotion.id}`}
          className="rs-row rs-row--promotion"
          aria-rowindex={rowIndex}
        >
          <div role="rowheader" className="rs-rowheader rs-promoheader" aria-colindex={1}>
            <button
              type="button"
              role="switch"
              className="rs-promo-switch"
              tabIndex={-1}
              data-r={r}
              data-c={0}
              aria-checked={promotion.enabled}
              aria-disabled={saving ? 'true' : undefined}
              data-info={info(
                `${t(`bo.promotions.type.${promotion.type}`)} · ${discountText(promotion, currency, language, t)}`,
                promotion.secretCode
                  ? t('bo.ratesheet.promotion.secret', { code: promotion.secretCode })
                  : null,
                t('bo.ratesheet.promotion.hint'),
              )}
              onClick={() => {
                if (!saving) handlersRef.current.togglePromotion(promotion.id);
              }}
            >
              <span className="rs-promo-switch__track" aria-hidden="true" />
              <Named context={t('bo.ratesheet.promotion.context', { roomType: roomType.name })}>
                {promotionName(promotion, language)}
              </Named>
            </button>
          </div>
          {spacer(before, 'before')}
          {columns.map((i) => {
            const date = addDays(from, i);
            return (
              <PromotionCell
                key={date}
                roomType={roomType}
                promotion={promotion}
                badge={badge}
                date={date}
                today={structure.today}
                r={r}
                c={i + 1}
                ctx={ctx}
              />
            );
          })}
          {spacer(after, 'after')}
        </div>
      );
    }
    const label =
      row.kind === 'status'
        ? t('bo.ratesheet.row.status')
        : row.kind === 'availability'
          ? t('bo.ratesheet.row.availability')
          : rowName(t, row.kind);
    const key =
      row.kind === 'status' || row.kind === 'availability'
        ? `${row.kind}-${row.roomType.id}`
        : `${row.kind}-${row.roomType.id}-${row.plan.id}`;
    return (
      <div role="row" key={key} className={`rs-row rs-row--${row.kind}`} aria-rowindex={rowIndex}>
        <div role="rowheader" className="rs-rowheader" aria-colindex={1} tabIndex={-1} data-r={r} data-c={0}>
          {label}
        </div>
        {spacer(before, 'before')}
        {columns.map((i) => {
          const date = addDays(from, i);
          const c = i + 1;
          if (row.kind === 'status')
            return <StatusCell key={date} roomType={row.roomType} date={date} r={r} c={c} ctx={ctx} />;
          if (row.kind === 'availability')
            return <AvailabilityCell key={date} roomType={row.roomType} date={date} r={r} c={c} ctx={ctx} />;
          return (
            <RateCell
              key={date}
              roomType={row.roomType}
              plan={row.plan}
              kind={row.kind}
              date={date}
              r={r}
              c={c}
              ctx={ctx}
            />
          );
        })}
        {spacer(after, 'after')}
      </div>
    );
  };

  return (
    <div className="rs-scroll" ref={scrollRef}>
      <div
        ref={gridRef}
        role="grid"
        className="rs-grid"
        aria-label={t('bo.ratesheet.grid.label', {
          hotel: hotelName,
          from: formatLongDate(from, language),
          to: formatLongDate(addDays(from, days - 1), language),
        })}
        aria-rowcount={rows.length + 1}
        aria-colcount={days + 1}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onFocus={(event) => {
          const target = event.target as HTMLElement;
          const cell = target.closest<HTMLElement>('[data-r]');
          if (cell?.dataset.r) {
            const c = Number(cell.dataset.c);
            position.current = { r: Number(cell.dataset.r), c: c === 0 ? position.current.c : c };
          }
          hadFocus.current = true;
          showTip(target);
        }}
        onBlur={(event) => {
          const next = event.relatedTarget as Node | null;
          if (!gridRef.current?.contains(next)) showTip(null);
          // Focus moved out of the grid on purpose (not a cell replaced under it).
          if (next ? !gridRef.current?.contains(next) : (event.target as HTMLElement).isConnected)
            hadFocus.current = false;
        }}
        onMouseOver={(event) => showTip(event.target as HTMLElement)}
        onMouseLeave={() => {
          const focused = document.activeElement as HTMLElement | null;
          showTip(gridRef.current?.contains(focused) ? focused : null);
        }}
      >
        <div role="rowgroup" className="rs-head">
          <div role="row" className="rs-row rs-row--head" aria-rowindex={1}>
            <div role="columnheader" className="rs-corner" aria-colindex={1}>
              {t('bo.ratesheet.column.roomtype')}
            </div>
            {spacer(before, 'before')}
            {columns.map((i) => (
              <DayHeader key={addDays(from, i)} date={addDays(from, i)} c={i + 1} ctx={ctx} />
            ))}
            {spacer(after, 'after')}
          </div>
        </div>
        <div role="rowgroup" className="rs-body">
          {rows.map(renderRow)}
        </div>
      </div>
      {structure.roomTypes.length === 0 && (
        <p className="rs-empty">
          {t('bo.ratesheet.empty')}{' '}
          <a href={localePath(language, '/secure/setup')}>{t('bo.ratesheet.empty.setup')}</a>
        </p>
      )}
      {tip && <Tooltip id={tooltipId} anchor={tip.anchor} text={tip.text} />}
    </div>
  );
});

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function Tooltip({ id, anchor, text }: { id: string; anchor: HTMLElement; text: string }) {
  const { refs, floatingStyles } = useFloating({
    placement: 'bottom',
    strategy: 'fixed',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
    elements: { reference: anchor },
  });
  useEffect(() => () => anchor.removeAttribute('aria-describedby'), [anchor]);
  return (
    <div ref={refs.setFloating} id={id} role="tooltip" className="rs-tooltip" style={floatingStyles}>
      {text.split('\n').map((line) => (
        <span key={line}>{line}</span>
      ))}
    </div>
  );
}
