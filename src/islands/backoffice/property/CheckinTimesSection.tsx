/**
 * The hotel's check-in and check-out times (INSIGHT-4; BOCHECK-9 time picker, BOLIM HH:mm): a
 * read-only view and an edit form of three time pickers behind a disclosure button, saved through
 * …/hotels/{id}/checkin-times (src/contracts/secure/checkin-times.ts, run here before saving). The
 * times are the hotel's policies: the hotel page and the confirmation e-mail show them. The same
 * form sets how many days before arrival the pre-arrival e-mail leaves (0: none).
 */
import { useCallback } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { checkinTimesEndpoints } from '../../../contracts/routes/checkin-times.ts';
import {
  type CheckinTimesView,
  checkinTimesForm,
  PRE_ARRIVAL_DAYS_MAX,
} from '../../../contracts/secure/checkin-times.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { TimePicker } from '../../../ui/TimePicker.tsx';
import { timeoutMessage } from '../../shared/request-error.ts';
import { secureApi } from '../app/request.ts';
import { EditSection, SectionLoadState, useSectionEditor, useSectionValue } from './EditSection.tsx';
import { errorText, SelectInput } from './form.tsx';

type Draft = { checkinFrom: string; checkinTo: string; checkoutTo: string; preArrivalDays: string };
type TimeName = Exclude<keyof Draft, 'preArrivalDays'>;

/** The pre-arrival e-mail's choices: none, or 1 to 14 days before arrival. */
const PRE_ARRIVAL_CHOICES = Array.from({ length: PRE_ARRIVAL_DAYS_MAX + 1 }, (_, days) => days);

export function CheckinTimesSection({ hotelId, t }: { hotelId: number; t: Translate }) {
  const path = `hotels/${hotelId}/checkin-times`;
  const loadFailedText = useCallback(
    (error: unknown) => timeoutMessage(error, t) ?? t('bo.checkin.load.error'),
    [t],
  );
  const times = useSectionValue<CheckinTimesView>(path, 'Error getting the check-in times', loadFailedText);
  const editor = useSectionEditor('checkin', {
    t,
    parse: ({ preArrivalDays, ...draft }: Draft) => {
      const parsed = checkinTimesForm.safeParse(draft);
      return parsed.success
        ? { success: true, data: { ...parsed.data, preArrivalDays: Number(preArrivalDays) } }
        : parsed;
    },
    send: (body) =>
      secureApi(
        checkinTimesEndpoints.saveCheckinTimes,
        { params: { hotelId }, body: { ...body, version: times.value?.version ?? 0 } },
        { fallback: 'Error saving the check-in times' },
      ),
    onSaved: times.setValue,
    savedText: t('bo.checkin.saved'),
    failureText: (error) =>
      error instanceof ApiRequestError && error.status === 409
        ? t('bo.checkin.changed')
        : (timeoutMessage(error, t) ?? t('bo.checkin.save.error')),
    reload: times.load,
  });
  const current = times.value;

  const shown = (value: string | null | undefined) => value ?? t('bo.checkin.none');
  const preArrivalText = (days: number) =>
    days === 0
      ? t('bo.checkin.preArrival.off')
      : days === 1
        ? t('bo.checkin.preArrival.one')
        : t('bo.checkin.preArrival.days', { count: days });
  const field = (draft: Draft, name: TimeName, label: string, required: boolean) => (
    <TimePicker
      id={`${editor.id}-${name}`}
      label={label}
      value={draft[name]}
      required={required}
      labelPosition="left"
      t={t}
      hint={required ? undefined : `${t.text('timepicker.hint')}. ${t('bo.checkin.optional')}`}
      onChange={(value) => editor.setDraft((next) => ({ ...next, [name]: value }))}
      error={errorText(t, editor.errors[name])}
    />
  );

  return (
    <EditSection
      editor={editor}
      t={t}
      heading={t('bo.checkin.heading')}
      editLabel={t('bo.checkin.edit')}
      intro={t('bo.checkin.intro')}
      onEdit={
        current
          ? () =>
              editor.open({
                checkinFrom: current.checkinFrom ?? '',
                checkinTo: current.checkinTo ?? '',
                checkoutTo: current.checkoutTo ?? '',
                preArrivalDays: String(current.preArrivalDays),
              })
          : null
      }
      state={
        <SectionLoadState
          loaded={current !== null}
          loadFailed={times.loadFailed}
          loadingText={t('bo.checkin.loading')}
          retryText={t('bo.checkin.retry')}
          onRetry={() => void times.load()}
        />
      }
      fields={(draft) => (
        <>
          {field(draft, 'checkinFrom', t('bo.checkin.from'), true)}
          {field(draft, 'checkinTo', t('bo.checkin.until'), false)}
          {field(draft, 'checkoutTo', t('bo.checkin.checkout'), false)}
          <SelectInput
            id={`${editor.id}-preArrivalDays`}
            label={t('bo.checkin.preArrival')}
            hint={t('bo.checkin.preArrival.hint')}
            value={draft.preArrivalDays}
            options={PRE_ARRIVAL_CHOICES.map((days) => ({
              value: String(days),
              label: preArrivalText(days),
            }))}
            onChange={(value) => editor.setDraft((next) => ({ ...next, preArrivalDays: value }))}
            error={errorText(t, editor.errors.preArrivalDays)}
          />
        </>
      )}
      view={
        current ? (
          <dl className="bo-property__view">
            <div>
              <dt>{t('bo.checkin.from')}</dt>
              <dd>{shown(current.checkinFrom)}</dd>
            </div>
            <div>
              <dt>{t('bo.checkin.until')}</dt>
              <dd>{shown(current.checkinTo)}</dd>
            </div>
            <div>
              <dt>{t('bo.checkin.checkout')}</dt>
              <dd>{shown(current.checkoutTo)}</dd>
            </div>
            <div>
              <dt>{t('bo.checkin.preArrival')}</dt>
              <dd>{preArrivalText(current.preArrivalDays)}</dd>
            </div>
          </dl>
        ) : null
      }
    />
  );
}
