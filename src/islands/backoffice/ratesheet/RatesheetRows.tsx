// biome-ignore-all lint/a11y/useSemanticElements: the APG grid is built on rows of divs with ARIA roles (see RatesheetGrid.tsx)
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and spanning headers are containers; focus goes to their cells (roving tabindex)
/**
 * The ratesheet's rows, one render function per kind of row (room type, warning, rate plan,
 * promotion, and the rows of date cells). Plain functions, not components: the grid renders the
 * rows of its window as it always did, each cell a memoised component reading its own signals.
 */
import { addDays } from '../../../domain/dates-format.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { discountText, promotionName } from '../promotions/promotion-text.ts';
import { RateCell, rowName } from './RateCell.tsx';
import { AvailabilityCell, Named, PromotionCell, promotionBadge, StatusCell } from './RatesheetCells.tsx';
import type { SheetContext } from './ratesheet-grid-types.ts';
import type { SheetRow } from './ratesheet-rows.ts';
import type { PlanMeta } from './ratesheet-store.ts';
import { info } from './ratesheet-texts.ts';

/** What every row of the rendered window shares. */
export type RowFrame = {
  ctx: SheetContext;
  /** The sheet's first date, and the hotel's today. */
  from: string;
  today: string;
  /** The rendered date columns (0-based), and the width of the columns not rendered either side. */
  columns: number[];
  before: number;
  after: number;
  currency: string;
  planNames: ReadonlyMap<number, string>;
  promotionsSaving: ReadonlySet<number>;
  /** The rate plans screen, where the 'no primary rate plan' warning leads. */
  ratePlans?: { href: string; open: () => void };
};

type RowOf<K extends SheetRow['kind']> = Extract<SheetRow, { kind: K }>;

/** The width of the date columns not rendered, kept so the scroll position means the same date. */
export function spacer(width: number, key: string) {
  return width > 0 ? (
    <div key={key} className="rs-spacer" aria-hidden="true" style={{ width: `${width}px` }} />
  ) : null;
}

/** Row `index` of the sheet's rows (the date header is row 0, so its cells say r = index + 1). */
export function renderSheetRow(row: SheetRow, index: number, frame: RowFrame) {
  const r = index + 1;
  switch (row.kind) {
    case 'type':
      return typeRow(row, r, frame);
    case 'warning':
      return warningRow(row, r, frame);
    case 'plan':
      return planRow(row, r, frame);
    case 'promotion':
      return promotionRow(row, r, frame);
    default:
      return dateCellsRow(row, r, frame);
  }
}

function typeRow(row: RowOf<'type'>, r: number, { ctx }: RowFrame) {
  const rowIndex = r + 1;
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
            onClick={() => ctx.store.toggleCollapsed(roomType.id)}
          >
            <span className="rs-disclosure__icon" aria-hidden="true">
              {row.collapsed ? '▸' : '▾'}
            </span>
            {roomType.name}
            <span className="rs-typeheader__meta">
              {ctx.t('bo.ratesheet.type.rooms', { count: roomType.totalRooms })}
            </span>
          </button>
        ) : (
          <span className="rs-typeheader__disabled" tabIndex={-1} data-r={r} data-c={0}>
            {roomType.name} <span className="rs-badge">{ctx.t('bo.ratesheet.type.disabled')}</span>
          </span>
        )}
      </div>
    </div>
  );
}

function warningRow(row: RowOf<'warning'>, r: number, { ctx, ratePlans }: RowFrame) {
  const rowIndex = r + 1;
  return (
    <div
      role="row"
      key={`warn-${row.roomType.id}`}
      className="rs-row rs-row--warning"
      aria-rowindex={rowIndex}
    >
      <div role="gridcell" className="rs-warning" aria-colindex={1} tabIndex={-1} data-r={r} data-c={0}>
        <span aria-hidden="true">⚠ </span>
        {ctx.t('bo.ratesheet.no.primary', { roomType: row.roomType.name })}
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
              {ctx.t('bo.ratesheet.no.primary.link')}
            </a>
          </>
        ) : null}
      </div>
    </div>
  );
}

function planRow(row: RowOf<'plan'>, r: number, { ctx, planNames }: RowFrame) {
  const rowIndex = r + 1;
  const notes = planNote(
    ctx.t,
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
      <div role="rowheader" className="rs-planheader" aria-colindex={1} tabIndex={-1} data-r={r} data-c={0}>
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

function promotionRow(
  row: RowOf<'promotion'>,
  r: number,
  { ctx, from, today, columns, before, after, currency, promotionsSaving }: RowFrame,
) {
  const rowIndex = r + 1;
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
            `${ctx.t(`bo.promotions.type.${promotion.type}`)} · ${discountText(promotion, currency, ctx.language, ctx.t)}`,
            promotion.secretCode
              ? ctx.t('bo.ratesheet.promotion.secret', { code: promotion.secretCode })
              : null,
            ctx.t('bo.ratesheet.promotion.hint'),
          )}
          onClick={() => {
            if (!saving) ctx.handlers.current.togglePromotion(promotion.id);
          }}
        >
          <span className="rs-promo-switch__track" aria-hidden="true" />
          <Named context={ctx.t('bo.ratesheet.promotion.context', { roomType: roomType.name })}>
            {promotionName(promotion, ctx.language)}
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
            today={today}
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

function dateCellsRow(
  row: Exclude<SheetRow, { kind: 'type' | 'warning' | 'plan' | 'promotion' }>,
  r: number,
  { ctx, from, columns, before, after }: RowFrame,
) {
  const rowIndex = r + 1;
  const label =
    row.kind === 'status'
      ? ctx.t('bo.ratesheet.row.status')
      : row.kind === 'availability'
        ? ctx.t('bo.ratesheet.row.availability')
        : rowName(ctx.t, row.kind);
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
}

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
