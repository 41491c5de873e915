// biome-ignore-all lint/a11y/useSemanticElements: the APG grid is built on rows of divs with ARIA roles (see RatesheetGrid.tsx)
// biome-ignore-all lint/a11y/useFocusableInteractive: cells are containers; focus goes to their buttons through the roving tabindex
/** A rate plan's night in the ratesheet: an amount, a stay limit or a closing, edited in place. */
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useId } from 'react';
import type { RatesheetRate } from '../../../contracts/secure/ratesheet.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { type CellProps, Loading, Named } from './RatesheetCells.tsx';
import { type CellEdit, type EditableField, limitFor, rateControlDisabled } from './ratesheet-cell.ts';
import { editKey, type RateFlag, type RateTarget, type SheetContext } from './ratesheet-grid-types.ts';
import { isDerived, type PlanRowKind } from './ratesheet-rows.ts';
import type { PlanMeta } from './ratesheet-store.ts';
import { changeText, info, reasonText } from './ratesheet-texts.ts';

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

type RateCellProps = CellProps & { plan: PlanMeta; kind: PlanRowKind };

export function rowName(t: Translate, kind: PlanRowKind): string {
  return t(`bo.ratesheet.row.${kind}`);
}

/** The displayed value of a rate field. */
function valueText(ctx: SheetContext, rate: RatesheetRate, field: EditableField): string {
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

export const RateCell = memo(function RateCell({ roomType, plan, kind, date, r, c, ctx }: RateCellProps) {
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
          <Named context={context}>{flagText(ctx.t, flag, on)}</Named>
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
  const classes = valueCellClasses({ field, derived, reason, rateClosed: rate.closed, edit, error, past });
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
          <RateEditInput
            ctx={ctx}
            target={target}
            field={field}
            rate={rate}
            draft={edit.draft}
            label={context}
            errorId={error ? errorId : undefined}
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

/** A value cell's field while editing: Enter saves, Escape cancels, Tab and leaving the cell save what changed. */
function RateEditInput({
  ctx,
  target,
  field,
  rate,
  draft,
  label,
  errorId,
}: {
  ctx: SheetContext;
  target: RateTarget;
  field: EditableField;
  rate: RatesheetRate;
  draft: string;
  label: string;
  errorId: string | undefined;
}) {
  return (
    <input
      className="rs-input"
      type="text"
      inputMode={field === 'amount' ? 'decimal' : 'numeric'}
      autoComplete="off"
      aria-label={label}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      value={draft}
      ref={(node) => {
        // Focus follows the edit only when the cell itself has it (never steals it back).
        const cell = node?.closest<HTMLElement>('[role="gridcell"]');
        if (node && cell && (document.activeElement === cell || document.activeElement === document.body))
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
  );
}

/** A flag cell's state in words: a plan's night is open or closed, an arrival or departure closing yes or no. */
function flagText(t: Translate, flag: RateFlag, on: boolean): string {
  if (flag === 'closed') return on ? t('bo.ratesheet.state.closed') : t('bo.ratesheet.state.open');
  return on ? t('bo.ratesheet.state.yes') : t('bo.ratesheet.state.no');
}

/** A value cell's classes: its field, why it is not editable, the plan's closing, the edit's stage. */
function valueCellClasses(cell: {
  field: EditableField;
  derived: boolean;
  reason: string | null;
  rateClosed: boolean;
  edit: CellEdit;
  error: string | null;
  past: string;
}): string {
  return [
    'rs-cell',
    'rs-cell--value',
    cell.field === 'amount' ? 'rs-cell--amount' : '',
    cell.derived ? 'rs-cell--derived' : '',
    cell.reason && cell.reason !== 'saving' ? 'rs-cell--disabled' : '',
    cell.rateClosed && cell.field === 'amount' ? 'rs-cell--rate-closed' : '',
    cell.edit.mode === 'saving' ? 'rs-cell--saving' : '',
    cell.edit.mode === 'saved' ? 'rs-cell--saved' : '',
    cell.error ? 'rs-cell--error' : '',
    cell.past,
  ]
    .filter(Boolean)
    .join(' ');
}
