/**
 * The bulk-edit dialog (BODATA-6 bulk-edit form, BOFLOW 'a failed bulk edit shows the error flag
 * and message in the dialog and keeps it open', BOCHECK; RATES 'Bulk edit'): an APG modal dialog
 * (src/islands/shared/Dialog.tsx) over a react-hook-form form checked by the request's zod schema
 * and the period rule (bulk-edit.ts). Period, ISO weekdays, room types, rate plans, the channels
 * linked to both a chosen room type and plan (the channel manager list), and the target values:
 * an empty field keeps each day's current value. A refused submission focuses the first invalid
 * field; a failed save keeps the dialog and what was typed, with the reason.
 */
import { type RefObject, useId } from 'react';
import type { BulkEditResult, RatesheetResponse } from '../../../contracts/secure/ratesheet.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatLongDate, LOCALE } from '../../../domain/dates-format.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { BulkChannels, BulkChecks, BulkInput, BulkTarget, bulkFieldKit } from './BulkEditFields.tsx';
import { ALL_WEEKDAYS, type BulkForm, bulkDateBounds, bulkMessageNumber } from './bulk-edit.ts';
import type { RoomTypeMeta } from './ratesheet-store.ts';
import { useBulkEdit } from './useBulkEdit.ts';

export type BulkEditDialogProps = {
  hotelId: number;
  today: string;
  roomTypes: readonly RoomTypeMeta[];
  /** The hotel's channel settings (BODATA-6), from the sheet. */
  channels: RatesheetResponse['channels'];
  defaults: BulkForm;
  /** The rates version the sheet was read at (sent as the guard against changes meanwhile). */
  ratesVersion: number | undefined;
  t: Translate;
  language: Language;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  onSaved: (result: BulkEditResult) => void;
  /** A 409: the screen reads the sheet again (a newer version), the dialog stays open. */
  onConflict: () => void;
  errorText: (error: unknown) => string;
};

/** An ISO weekday's name in the page's language ('1' → Monday). */
function weekdayName(day: string, language: Language): string {
  // 2024-01-01 was a Monday (ISO 1).
  const monday = new Date(Date.UTC(2024, 0, Number(day)));
  return new Intl.DateTimeFormat(LOCALE[language], { weekday: 'long', timeZone: 'UTC' }).format(monday);
}

export function BulkEditDialog({
  channels: channelSettings,
  t,
  language,
  returnFocus,
  onClose,
  ...options
}: BulkEditDialogProps) {
  const id = useId();
  const { form, formRef, failure, submit, sellable, plans, channels } = useBulkEdit({
    ...options,
    channelSettings,
    t,
  });
  const { errors, isSubmitting } = form.formState;
  const dateInput = { type: 'date' as const, ...bulkDateBounds(options.today) };
  const kit = bulkFieldKit(id, form.register, errors, (field, code) =>
    t.has(code)
      ? t.text(code, {
          num: bulkMessageNumber(field, code, form.getValues(), options.today, (date) =>
            formatLongDate(date, language),
          ),
        })
      : code,
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('bo.ratesheet.bulk.title')}
      closeLabel={t('button.close')}
      returnFocus={returnFocus}
      className="rs-bulk"
    >
      <form
        ref={formRef}
        className="rs-form"
        noValidate
        onSubmit={submit}
        aria-describedby={failure ? `${id}-failure` : undefined}
      >
        {failure && (
          <div id={`${id}-failure`} className="rs-alert rs-alert--form" role="alert">
            <p>
              <strong>{t('bo.ratesheet.bulk.failed')}</strong> {failure}
            </p>
          </div>
        )}
        <fieldset className="rs-form__group">
          <legend>{t('bo.ratesheet.bulk.period')}</legend>
          <div className="rs-form__row">
            <BulkInput label={t('bo.ratesheet.bulk.start')} field="startDate" input={dateInput} kit={kit} />
            <BulkInput label={t('bo.ratesheet.bulk.end')} field="endDate" input={dateInput} kit={kit} />
          </div>
        </fieldset>
        <BulkChecks
          legend={t('bo.ratesheet.bulk.weekdays')}
          field="weekdays"
          options={ALL_WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day, language) }))}
          className="rs-form__checks rs-form__checks--days"
          kit={kit}
        />
        <BulkChecks
          legend={t('bo.ratesheet.bulk.roomtypes')}
          field="roomTypes"
          options={sellable.map((roomType) => ({ value: String(roomType.id), label: roomType.name }))}
          kit={kit}
        />
        <BulkChecks
          legend={t('bo.ratesheet.bulk.plans')}
          field="ratePlans"
          options={plans.map((plan) => ({ value: String(plan.id), label: plan.name }))}
          kit={kit}
        />
        <BulkChannels channels={channels} hintId={`${id}-channels-hint`} kit={kit} t={t} />
        <BulkTarget hintId={`${id}-target-hint`} kit={kit} t={t} />
        <div className="rs-form__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('bo.ratesheet.cancel')}
          </button>
          <button
            type="submit"
            className="button"
            disabled={isSubmitting}
            aria-disabled={isSubmitting || undefined}
          >
            {isSubmitting ? t('bo.ratesheet.bulk.saving') : t('bo.ratesheet.bulk.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
