/**
 * The ratesheet cell of BOFLOW-5: when a control may be used, and the life of one edit
 * (view → edit → saving → saved, or back to edit with the typed value and the reason it failed).
 * Pure, so the screen and its tests share one set of rules.
 *
 * Which controls a condition disables (BOFLOW 'controls are disabled for past dates, a closed hotel,
 * a closed room, or no availability; cells are also disabled while saving'):
 * - the room type's status toggle (its sale closing that night) is disabled for past dates, a
 *   closed hotel and while saving; a closed room does NOT disable it (it is what reopens the
 *   room), and neither does a night without rooms (closing it is still the manager's choice);
 * - every rate control (the rate's status, amount, min stay, max stay, CTA, CTD) is disabled for
 *   past dates, a closed hotel, a closed room, a night without rooms of the type (inventory total
 *   0: nothing can be sold) and while saving; amounts of derived plans are read-only (computed
 *   from their parent).
 */
import type { RateValues } from '../../../contracts/secure/ratesheet.ts';
import {
  amountIssue,
  applyRateChanges,
  maxStayBounds,
  minStayBounds,
  stayIssues,
} from '../../../domain/ratesheet.ts';

/** What a cell's controls read of a ratesheet rate (BODATA-6; the API's rate fits it). */
export type CellConditions = {
  pastDate: boolean;
  hotelClosed: boolean;
  roomClosed: boolean;
  availability: { actual: number; total: number };
};

export type DisabledReason = 'past' | 'hotelClosed' | 'roomClosed' | 'noAvailability' | 'saving';

/** The first reason a rate control is disabled, or null when it can be used. */
export function rateControlDisabled(rate: CellConditions, saving = false): DisabledReason | null {
  if (rate.pastDate) return 'past';
  if (rate.hotelClosed) return 'hotelClosed';
  if (rate.roomClosed) return 'roomClosed';
  if (rate.availability.total <= 0) return 'noAvailability';
  if (saving) return 'saving';
  return null;
}

/** The first reason the room type's status toggle of a night is disabled, or null. */
export function roomStatusDisabled(
  day: Pick<CellConditions, 'pastDate' | 'hotelClosed'>,
  saving = false,
): DisabledReason | null {
  if (day.pastDate) return 'past';
  if (day.hotelClosed) return 'hotelClosed';
  if (saving) return 'saving';
  return null;
}

/** A date header's toggle (close or open all rooms that day): past and hotel-closed days cannot. */
export function dayToggleDisabled(
  day: Pick<CellConditions, 'pastDate' | 'hotelClosed'>,
  saving = false,
): DisabledReason | null {
  return roomStatusDisabled(day, saving);
}

/**
 * The number a field message names ({num} of error.field.min / error.field.max): the bound the
 * value broke (BOCHECK: min stay 1..max stay or 30, max stay min stay or 3..30); '' for amounts.
 */
export function limitFor(
  values: { minLOS: number | null; maxLOS: number | null },
  field: EditableField,
  code: string,
): string {
  if (field === 'amount') return '';
  const bounds = field === 'minStay' ? minStayBounds(values.maxLOS) : maxStayBounds(values.minLOS);
  return String(code === 'error.field.max' ? bounds.max : bounds.min);
}

/** The editable fields of a rate cell. */
export type EditableField = 'amount' | 'minStay' | 'maxStay';

/**
 * One cell's edit (BOFLOW): `view` shows the value; `edit` holds what is typed (and the reason the
 * last attempt failed, if any); `saving` keeps the typed value while the write runs (the cell is
 * disabled); `saved` shows the new value with a saved mark until `settle`.
 */
export type CellEdit =
  | { mode: 'view' }
  | { mode: 'edit'; draft: string; error: string | null }
  | { mode: 'saving'; draft: string }
  | { mode: 'saved' };

export type CellEvent =
  /** The cell menu's 'edit', Enter or F2, or typing a digit: starts from the current value. */
  | { type: 'edit'; value: string }
  | { type: 'type'; value: string }
  | { type: 'cancel' }
  /** Submit refused by the bounds (nothing sent): stays in edit with the message key. */
  | { type: 'invalid'; error: string }
  | { type: 'submit' }
  | { type: 'saved' }
  /** The write failed: back to edit with the typed value and why (BOFLOW: a failed save keeps it). */
  | { type: 'failed'; error: string }
  /** 409: someone else changed it; the cell shows the reloaded value (the screen says why). */
  | { type: 'conflict' }
  /** The saved mark has been shown long enough. */
  | { type: 'settle' };

export const VIEW: CellEdit = { mode: 'view' };

/** How long the saved mark stays (ms). */
export const SAVED_MARK_MS = 2000;

/** The next state of a cell's edit; events that do not apply to the current mode change nothing. */
export function cellTransition(state: CellEdit, event: CellEvent): CellEdit {
  switch (event.type) {
    case 'edit':
      return state.mode === 'saving' ? state : { mode: 'edit', draft: event.value, error: null };
    case 'type':
      return state.mode === 'edit' ? { ...state, draft: event.value } : state;
    case 'cancel':
      return state.mode === 'edit' ? VIEW : state;
    case 'invalid':
      return state.mode === 'edit' ? { ...state, error: event.error } : state;
    case 'submit':
      return state.mode === 'edit' && state.error === null ? { mode: 'saving', draft: state.draft } : state;
    case 'saved':
      return state.mode === 'saving' ? { mode: 'saved' } : state;
    case 'failed':
      return state.mode === 'saving' ? { mode: 'edit', draft: state.draft, error: event.error } : state;
    case 'conflict':
      return state.mode === 'saving' || state.mode === 'edit' ? VIEW : state;
    case 'settle':
      return state.mode === 'saved' ? VIEW : state;
  }
}

/**
 * The typed text of a number field as the API takes it: trimmed, a decimal comma accepted (an
 * Italian keyboard types '89,50'); '' stays '' (required).
 */
export function normaliseNumberText(text: string): string {
  return text.trim().replace(',', '.');
}

/** What an edited amount or stay limit changes, and the message key of what is wrong with it (domain rules), or null. */
export function editedChanges(
  current: RateValues,
  field: EditableField,
  value: number | null,
): { changes: Partial<RateValues>; problem: string | null } {
  if (field === 'amount') {
    return {
      changes: { amount: value },
      problem: amountIssue('amount', value, { required: true })?.code ?? null,
    };
  }
  const name = field === 'minStay' ? 'minLOS' : 'maxLOS';
  const changes = { [name]: value };
  if (value !== null && !Number.isFinite(value)) return { changes, problem: 'error.field.generic.invalid' };
  const issue = stayIssues(applyRateChanges(current, changes)).find((found) => found.field === name);
  return { changes, problem: issue?.code ?? null };
}
