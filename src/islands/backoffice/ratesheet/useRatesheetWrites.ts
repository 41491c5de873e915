/**
 * The ratesheet's writes: a day's or a room type's closing, a rate's flag, an edited amount or
 * stay limit (checked first with the domain's rules), a promotion's switch. Each is shown at once
 * and settled by the answer (only the cells it changed repaint); the cached windows are then
 * marked stale (read again when next shown) with the planning's and the new reservation's reads;
 * a refused one (409) shows why and reads the sheet anew. A promotion's switch: usePromotionSwitch.
 */

import { ApiRequestError } from '../../../contracts/client/http.ts';
import { ratesheetEndpoints } from '../../../contracts/routes/ratesheet.ts';
import type { RatesheetRate, RateValues } from '../../../contracts/secure/ratesheet.ts';
import { formatLongDate } from '../../../domain/dates-format.ts';
import { useQueryClient } from '../app/query.ts';
import { secureApi } from '../app/request.ts';
import { parseNumber } from './bulk-edit.ts';
import { draftOf } from './RateCell.tsx';
import {
  type EditableField,
  editedChanges,
  limitFor,
  normaliseNumberText,
  rateControlDisabled,
  SAVED_MARK_MS,
} from './ratesheet-cell.ts';
import { errorText } from './ratesheet-errors.ts';
import { editKey, type RateFlag, type RateTarget, type SheetWriteOptions } from './ratesheet-grid-types.ts';
import { isDerived } from './ratesheet-rows.ts';
import { markRatesWritten } from './usePromotionSwitch.ts';

function valuesOf(rate: RatesheetRate): RateValues {
  return {
    amount: rate.amount,
    minLOS: rate.minLOS,
    maxLOS: rate.maxLOS,
    closed: rate.closed,
    closedToArrival: rate.closedToArrival,
    closedToDeparture: rate.closedToDeparture,
  };
}

export function useRatesheetWrites({
  hotel,
  language,
  t,
  store,
  setAlert,
  setStatus,
  reload,
}: SheetWriteOptions) {
  const client = useQueryClient();
  const dateText = (date: string) => formatLongDate(date, language);

  /** A closing (a day, or a room type's day): the grid is patched from the answer. */
  const closeDay = async (body: { date: string; closed: boolean; roomTypeId?: number }, done: string) => {
    store.closing.value = true;
    setAlert('');
    setStatus('');
    try {
      const change = await secureApi(
        ratesheetEndpoints.setRatesheetDayClosing,
        { params: { hotelId: hotel.id }, body },
        { fallback: t('bo.ratesheet.error.save') },
      );
      store.apply(change.changed);
      markRatesWritten(client);
      setStatus(done);
    } catch (error) {
      setAlert(errorText(error, t, t('bo.ratesheet.error.save')));
      reload();
    } finally {
      store.closing.value = false;
    }
  };

  /** One cell write (`changes` over what the cell showed); true when saved. */
  const writeCell = async (target: RateTarget, rate: RatesheetRate, changes: Partial<RateValues>) => {
    const change = await secureApi(
      ratesheetEndpoints.updateRatesheetCells,
      { params: { hotelId: hotel.id }, body: { cells: [{ ...target, expected: valuesOf(rate), changes }] } },
      { fallback: t('bo.ratesheet.error.save') },
    );
    store.apply(change.changed);
    markRatesWritten(client);
  };

  const describeTarget = (target: RateTarget) => {
    const roomType = store.roomType(target.roomTypeId);
    const plan = store.plan(target.roomTypeId, target.ratePlanId);
    return { roomType: roomType?.name ?? '', plan: plan?.name ?? '', date: dateText(target.date) };
  };

  const usable = (target: RateTarget): RatesheetRate | null => {
    const rate = store.rate(target.roomTypeId, target.ratePlanId, target.date).peek();
    const plan = store.plan(target.roomTypeId, target.ratePlanId);
    if (!rate || !plan || isDerived(plan)) return null;
    const reason = rateControlDisabled(rate);
    if (reason) {
      setStatus(t(`bo.ratesheet.disabled.${reason}`));
      return null;
    }
    return rate;
  };

  const toggleRate = async (target: RateTarget, flag: RateFlag) => {
    const rate = usable(target);
    if (!rate) return;
    const key = editKey(target, 'amount');
    if (store.edit(key).peek().mode === 'saving') return;
    const value = !rate[flag];
    // Shown at once; the answer (or the reload after a failure) settles it.
    store.rate(target.roomTypeId, target.ratePlanId, target.date).value = { ...rate, [flag]: value };
    setAlert('');
    try {
      await writeCell(target, rate, { [flag]: value });
      setStatus(
        t('bo.ratesheet.done.flag', {
          what: t(`bo.ratesheet.flag.${flag}.${value ? 'on' : 'off'}`),
          ...describeTarget(target),
        }),
      );
    } catch (error) {
      store.rate(target.roomTypeId, target.ratePlanId, target.date).value = rate;
      setAlert(errorText(error, t, t('bo.ratesheet.error.save')));
      if (error instanceof ApiRequestError && error.status === 409) reload();
    }
  };

  const submitEdit = async (target: RateTarget, field: EditableField) => {
    const key = editKey(target, field);
    const state = store.edit(key).peek();
    const rate = store.rate(target.roomTypeId, target.ratePlanId, target.date).peek();
    if (state.mode !== 'edit' || !rate) return;
    const text = normaliseNumberText(state.draft);
    if (text === draftOf(rate, field)) {
      store.send(key, { type: 'cancel' });
      return;
    }
    const { changes, problem } = editedChanges(valuesOf(rate), field, parseNumber(text));
    if (problem) {
      store.send(key, { type: 'invalid', error: problem });
      setStatus(t.text(problem, { num: limitFor(rate, field, problem) }));
      return;
    }
    store.send(key, { type: 'submit' });
    setAlert('');
    try {
      await writeCell(target, rate, changes);
      store.send(key, { type: 'saved' });
      setStatus(
        t('bo.ratesheet.done.saved', { what: t(`bo.ratesheet.row.${field}`), ...describeTarget(target) }),
      );
      window.setTimeout(() => store.send(key, { type: 'settle' }), SAVED_MARK_MS);
    } catch (error) {
      const message = errorText(error, t, t('bo.ratesheet.error.save'));
      if (error instanceof ApiRequestError && error.status === 409) {
        store.send(key, { type: 'conflict' });
        setAlert(message);
        reload();
        return;
      }
      const code =
        error instanceof ApiRequestError && error.status === 400 ? error.errors[0]?.code : undefined;
      store.send(key, { type: 'failed', error: code && t.has(code) ? code : message });
      setAlert(message);
    }
  };

  return { closeDay, toggleRate, submitEdit, usable };
}
