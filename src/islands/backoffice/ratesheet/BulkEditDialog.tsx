/**
 * The bulk-edit dialog (BODATA-6 bulk-edit form, BOFLOW 'a failed bulk edit shows the error flag
 * and message in the dialog and keeps it open', BOCHECK; RATES 'Bulk edit'): an APG modal dialog
 * (src/islands/shared/Dialog.tsx) over a react-hook-form form checked by the request's zod schema
 * and the period rule (bulk-edit.ts). Period, ISO weekdays, room types, rate plans, the channels
 * linked to both a chosen room type and plan (the channel manager list), and the target values:
 * an empty field keeps each day's current value. A refused submission focuses the first invalid
 * field; a failed save keeps the dialog and what was typed, with the reason.
 */
import { type RefObject, useId, useMemo, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { ratesheetEndpoints } from '../../../contracts/routes/ratesheet.ts';
import type { BulkEditResult, RatesheetResponse } from '../../../contracts/secure/ratesheet.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatLongDate, LOCALE } from '../../../domain/dates-format.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { useFocusFirstInvalid } from '../../../ui/focus.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { secureApi } from '../app/request.ts';
import {
  ALL_WEEKDAYS,
  type BulkField,
  type BulkForm,
  bulkDateBounds,
  bulkIssues,
  bulkRequest,
  formField,
  offeredChannels,
  parseNumber,
} from './bulk-edit.ts';
import { limitFor } from './ratesheet-cell.ts';
import { isDerived } from './ratesheet-rows.ts';
import type { RoomTypeMeta } from './ratesheet-store.ts';

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

export function BulkEditDialog({
  hotelId,
  today,
  roomTypes,
  channels: channelSettings,
  defaults,
  ratesVersion,
  t,
  language,
  returnFocus,
  onClose,
  onSaved,
  onConflict,
  errorText,
}: BulkEditDialogProps) {
  const id = useId();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver: Resolver<BulkForm> = async (values) => {
    const issues = bulkIssues(values, today);
    const entries = Object.entries(issues);
    if (entries.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        entries.map(([field, code]) => [field, { type: 'validate', message: code }]),
      ),
    };
  };
  const {
    register,
    handleSubmit,
    control,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<BulkForm>({ defaultValues: defaults, resolver, shouldFocusError: false });

  const chosenTypes = useWatch({ control, name: 'roomTypes' });
  const chosenPlans = useWatch({ control, name: 'ratePlans' });
  const sellable = roomTypes.filter((roomType) => roomType.enabled);
  const plans = useMemo(() => {
    const seen = new Map<number, string>();
    for (const roomType of sellable)
      for (const plan of roomType.ratePlans)
        if (!isDerived(plan) && !seen.has(plan.id)) seen.set(plan.id, plan.name);
    return [...seen].map(([planId, name]) => ({ id: planId, name }));
  }, [sellable]);
  const links = useMemo(
    () => ({
      channels: channelSettings,
      roomTypes,
      ratePlans: roomTypes.flatMap((roomType) => roomType.ratePlans),
    }),
    [channelSettings, roomTypes],
  );
  const channels = offeredChannels(links, (chosenTypes ?? []).map(Number), (chosenPlans ?? []).map(Number));
  const bounds = bulkDateBounds(today);
  const weekdayName = (day: string) =>
    new Intl.DateTimeFormat(LOCALE[language], {
      weekday: 'long',
      timeZone: 'UTC',
    }).format(
      // 2024-01-01 was a Monday (ISO 1).
      new Date(Date.UTC(2024, 0, Number(day))),
    );

  const message = (field: BulkField): string | undefined => {
    const code = errors[field]?.message;
    if (!code) return undefined;
    if (!t.has(code)) return code;
    const values = getValues();
    let num = '';
    if (field === 'minLOS' || field === 'maxLOS') {
      const pair = { minLOS: parseNumber(values.minLOS), maxLOS: parseNumber(values.maxLOS) };
      num = limitFor(
        {
          minLOS: Number.isFinite(pair.minLOS) ? pair.minLOS : null,
          maxLOS: Number.isFinite(pair.maxLOS) ? pair.maxLOS : null,
        },
        field === 'minLOS' ? 'minStay' : 'maxStay',
        code,
      );
    } else if (field === 'startDate' || field === 'endDate') {
      num = formatLongDate(code === 'error.field.max' ? bounds.max : bounds.min, language);
    }
    return t.text(code, { num });
  };
  const errorId = (field: BulkField) => `${id}-${field}-error`;
  const invalid = (field: BulkField) => (errors[field] ? true : undefined);
  const described = (field: BulkField, hint?: string) =>
    [hint, errors[field] ? errorId(field) : undefined].filter(Boolean).join(' ') || undefined;
  const errorFor = (field: BulkField) => {
    const text = message(field);
    return text ? (
      <p id={errorId(field)} className="rs-form__error">
        {text}
      </p>
    ) : null;
  };

  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      const offered = new Set(channels);
      const form = { ...values, channels: values.channels.filter((channel) => offered.has(channel)) };
      try {
        const result = await secureApi(
          ratesheetEndpoints.bulkEditRatesheet,
          { params: { hotelId }, body: bulkRequest(form, ratesVersion) },
          { fallback: t('bo.ratesheet.error.save') },
        );
        onSaved(result);
      } catch (error) {
        setFailure(errorText(error));
        if (error instanceof ApiRequestError && error.status === 400) {
          for (const problem of error.errors) {
            const field = formField(problem.field);
            if (field) setError(field, { type: 'server', message: problem.code });
          }
          focusFirstInvalid();
        } else if (error instanceof ApiRequestError && error.status === 409) {
          onConflict();
        }
      }
    },
    () => focusFirstInvalid(),
  );

  const hintId = `${id}-target-hint`;
  const channelsHint = `${id}-channels-hint`;
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
            <label className="rs-form__field">
              <span>{t('bo.ratesheet.bulk.start')}</span>
              <input
                type="date"
                min={bounds.min}
                max={bounds.max}
                aria-invalid={invalid('startDate')}
                aria-describedby={described('startDate')}
                {...register('startDate')}
              />
              {errorFor('startDate')}
            </label>
            <label className="rs-form__field">
              <span>{t('bo.ratesheet.bulk.end')}</span>
              <input
                type="date"
                min={bounds.min}
                max={bounds.max}
                aria-invalid={invalid('endDate')}
                aria-describedby={described('endDate')}
                {...register('endDate')}
              />
              {errorFor('endDate')}
            </label>
          </div>
        </fieldset>

        <fieldset className="rs-form__group" aria-describedby={described('weekdays')}>
          <legend>{t('bo.ratesheet.bulk.weekdays')}</legend>
          <div className="rs-form__checks rs-form__checks--days">
            {ALL_WEEKDAYS.map((day, index) => (
              <label key={day} className="rs-check">
                <input
                  type="checkbox"
                  value={day}
                  aria-invalid={index === 0 ? invalid('weekdays') : undefined}
                  {...register('weekdays')}
                />
                <span>{weekdayName(day)}</span>
              </label>
            ))}
          </div>
          {errorFor('weekdays')}
        </fieldset>

        <fieldset className="rs-form__group" aria-describedby={described('roomTypes')}>
          <legend>{t('bo.ratesheet.bulk.roomtypes')}</legend>
          <div className="rs-form__checks">
            {sellable.map((roomType, index) => (
              <label key={roomType.id} className="rs-check">
                <input
                  type="checkbox"
                  value={String(roomType.id)}
                  aria-invalid={index === 0 ? invalid('roomTypes') : undefined}
                  {...register('roomTypes')}
                />
                <span>{roomType.name}</span>
              </label>
            ))}
          </div>
          {errorFor('roomTypes')}
        </fieldset>

        <fieldset className="rs-form__group" aria-describedby={described('ratePlans')}>
          <legend>{t('bo.ratesheet.bulk.plans')}</legend>
          <div className="rs-form__checks">
            {plans.map((plan, index) => (
              <label key={plan.id} className="rs-check">
                <input
                  type="checkbox"
                  value={String(plan.id)}
                  aria-invalid={index === 0 ? invalid('ratePlans') : undefined}
                  {...register('ratePlans')}
                />
                <span>{plan.name}</span>
              </label>
            ))}
          </div>
          {errorFor('ratePlans')}
        </fieldset>

        <fieldset className="rs-form__group" aria-describedby={described('channels', channelsHint)}>
          <legend>{t('bo.ratesheet.bulk.channels')}</legend>
          <p id={channelsHint} className="rs-form__hint">
            {channels.length === 0
              ? t('bo.ratesheet.bulk.channels.none')
              : t('bo.ratesheet.bulk.channels.hint')}
          </p>
          {channels.length > 0 && (
            <div className="rs-form__checks">
              {channels.map((channel) => (
                <label key={channel} className="rs-check">
                  <input type="checkbox" value={channel} {...register('channels')} />
                  <span>{channelName(t, channel)}</span>
                </label>
              ))}
            </div>
          )}
          {errorFor('channels')}
        </fieldset>

        <fieldset className="rs-form__group" aria-describedby={hintId}>
          <legend>{t('bo.ratesheet.bulk.target')}</legend>
          <p id={hintId} className="rs-form__hint">
            {t('bo.ratesheet.bulk.target.hint')}
          </p>
          <div className="rs-form__row">
            <label className="rs-form__field">
              <span>{t('bo.ratesheet.row.amount')}</span>
              <input
                type="text"
                inputMode="decimal"
                autoComplete="off"
                aria-invalid={invalid('amount')}
                aria-describedby={described('amount')}
                {...register('amount')}
              />
              {errorFor('amount')}
            </label>
            <label className="rs-form__field">
              <span>{t('bo.ratesheet.row.minStay')}</span>
              <input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                aria-invalid={invalid('minLOS')}
                aria-describedby={described('minLOS')}
                {...register('minLOS')}
              />
              {errorFor('minLOS')}
            </label>
            <label className="rs-form__field">
              <span>{t('bo.ratesheet.row.maxStay')}</span>
              <input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                aria-invalid={invalid('maxLOS')}
                aria-describedby={described('maxLOS')}
                {...register('maxLOS')}
              />
              {errorFor('maxLOS')}
            </label>
          </div>
          <div className="rs-form__row">
            {(['closedToArrival', 'closedToDeparture'] as const).map((flag) => (
              <label key={flag} className="rs-form__field">
                <span>{t(`bo.ratesheet.row.${flag === 'closedToArrival' ? 'cta' : 'ctd'}`)}</span>
                <select aria-invalid={invalid(flag)} aria-describedby={described(flag)} {...register(flag)}>
                  <option value="keep">{t('bo.ratesheet.bulk.keep')}</option>
                  <option value="on">{t('bo.ratesheet.bulk.flag.on')}</option>
                  <option value="off">{t('bo.ratesheet.bulk.flag.off')}</option>
                </select>
                {errorFor(flag)}
              </label>
            ))}
          </div>
        </fieldset>

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

/** A channel's name: ours, a reservation source's (Booking.com…), else its code. */
function channelName(t: Translate, channel: string): string {
  for (const key of [`bo.ratesheet.channel.${channel}`, `bo.planning.source.${channel}`])
    if (t.has(key)) return t.text(key);
  return channel;
}
