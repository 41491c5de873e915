/** The texts of the ratesheet's cells: a disabled reason, a cell's last change (the tooltip). */
import type { LastChange } from '../../../contracts/secure/ratesheet.ts';
import type { RateFieldChange } from '../../../domain/ratesheet.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { DisabledReason } from './ratesheet-cell.ts';
import type { SheetContext } from './ratesheet-grid-types.ts';

export function reasonText(t: Translate, reason: DisabledReason | null): string | null {
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
  ctx: SheetContext,
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
export function changeText(ctx: SheetContext, change: LastChange | null | undefined): string | null {
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

export function info(...lines: (string | null | undefined)[]): string | undefined {
  const text = lines.filter(Boolean).join('\n');
  return text || undefined;
}
