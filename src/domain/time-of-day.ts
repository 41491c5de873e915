/**
 * Times of day (BOLIM-9 "Time display HH:mm"; BOCHECK-9 time picker: a required message) and the
 * hotel's check-in and check-out times built on them (INSIGHT-4): pure rules shared by the time
 * picker, the property screen's form, the zod schema the worker runs and the hotel page.
 */

/** 'HH:mm', 00:00–23:59, two digits each (BOLIM-9). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** BOLIM: the time picker's sizes and label positions. */
export const TIME_PICKER_SIZES = ['small', 'medium', 'big'] as const;
export type TimePickerSize = (typeof TIME_PICKER_SIZES)[number];
export const TIME_PICKER_LABEL_POSITIONS = ['top', 'left'] as const;
export type TimePickerLabelPosition = (typeof TIME_PICKER_LABEL_POSITIONS)[number];

/** True for a well-formed 'HH:mm'. */
export const isTime = (value: string): boolean => TIME_PATTERN.test(value);

/** Minutes since midnight of 'HH:mm' (null when malformed): '14:30' → 870. */
export function minutesOf(value: string): number | null {
  if (!isTime(value)) return null;
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
}

/** 'HH:mm' of minutes since midnight, wrapping around the day: 870 → '14:30', -15 → '23:45'. */
export function timeOf(minutes: number): string {
  const m = ((Math.trunc(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * What a person typed, as 'HH:mm' when it can only mean one time (null otherwise): '9' → '09:00',
 * '930' → '09:30', '9.30' → '09:30', '14:5' → null (ambiguous), '24:00' → null.
 */
export function normaliseTime(text: string): string | null {
  const trimmed = text.trim();
  let hours: string;
  let minutes: string;
  const separated = /^(\d{1,2})[:.h](\d{2})$/.exec(trimmed);
  if (separated) {
    hours = separated[1] ?? '';
    minutes = separated[2] ?? '';
  } else if (/^\d{1,2}$/.test(trimmed)) {
    hours = trimmed;
    minutes = '00';
  } else if (/^\d{3,4}$/.test(trimmed)) {
    hours = trimmed.slice(0, -2);
    minutes = trimmed.slice(-2);
  } else return null;
  const time = `${hours.padStart(2, '0')}:${minutes}`;
  return isTime(time) ? time : null;
}

/**
 * The hotel's check-in and check-out times: check-in from (required), check-in until (optional,
 * later than from on the same day), check-out until (optional). Stored in the hotel's policies.
 */
export type CheckinTimes = { checkinFrom: string; checkinTo: string | null; checkoutTo: string | null };

/** The message key of a rule the times break, by field (empty when they are valid). */
export type CheckinTimesProblem = {
  field: 'checkinFrom' | 'checkinTo' | 'checkoutTo';
  code: 'error.required' | 'error.field.generic.invalid' | 'error.checkin.until.before.from';
};

/** The cross-field rule the schema runs after each field's format: until must follow from. */
export function checkinTimesProblems(times: {
  checkinFrom: string | null;
  checkinTo: string | null;
  checkoutTo: string | null;
}): CheckinTimesProblem[] {
  const problems: CheckinTimesProblem[] = [];
  const from = times.checkinFrom ? minutesOf(times.checkinFrom) : null;
  if (!times.checkinFrom) problems.push({ field: 'checkinFrom', code: 'error.required' });
  else if (from === null) problems.push({ field: 'checkinFrom', code: 'error.field.generic.invalid' });
  if (times.checkinTo) {
    const to = minutesOf(times.checkinTo);
    if (to === null) problems.push({ field: 'checkinTo', code: 'error.field.generic.invalid' });
    else if (from !== null && to <= from)
      problems.push({ field: 'checkinTo', code: 'error.checkin.until.before.from' });
  }
  if (times.checkoutTo && minutesOf(times.checkoutTo) === null) {
    problems.push({ field: 'checkoutTo', code: 'error.field.generic.invalid' });
  }
  return problems;
}
