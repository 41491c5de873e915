/**
 * The hotel's check-in and check-out times (issue 13; spec 002 §5 time picker, §9 HH:mm): a
 * read-only view and an edit form of three time pickers behind a disclosure button, saved through
 * …/hotels/{id}/checkin-times (src/contracts/secure/checkin-times.ts, run here before saving). A
 * 409 reloads the times underneath and keeps what was typed, so saving again replaces the other
 * change. The times are the hotel's policies: the hotel page and the confirmation e-mail show them.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import {
  type CheckinTimesView,
  checkinTimesForm,
  PRE_ARRIVAL_DAYS_MAX,
} from '../../../contracts/secure/checkin-times.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { TimePicker } from '../../../ui/TimePicker.tsx';
import { timeoutMessage } from '../../shared/request-error.ts';
import { secureRequest } from '../app/request.ts';
import {
  errorsOfIssues,
  errorsOfResponse,
  errorText,
  type FieldErrors,
  firstField,
  firstInvalid,
  Notices,
  SelectInput,
  useFocusAfterRender,
} from './form.tsx';

type Draft = { checkinFrom: string; checkinTo: string; checkoutTo: string; preArrivalDays: string };
type TimeName = Exclude<keyof Draft, 'preArrivalDays'>;

const draftOf = (times: CheckinTimesView): Draft => ({
  checkinFrom: times.checkinFrom ?? '',
  checkinTo: times.checkinTo ?? '',
  checkoutTo: times.checkoutTo ?? '',
  preArrivalDays: String(times.preArrivalDays),
});

/** The pre-arrival e-mail's choices: none, or 1 to 14 days before arrival. */
const PRE_ARRIVAL_CHOICES = Array.from({ length: PRE_ARRIVAL_DAYS_MAX + 1 }, (_, days) => days);

export function CheckinTimesSection({ hotelId, t }: { hotelId: number; t: Translate }) {
  const id = `checkin${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const path = `hotels/${hotelId}/checkin-times`;
  const formRef = useRef<HTMLFormElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const [times, setTimes] = useState<CheckinTimesView | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusLater = useFocusAfterRender();

  const load = useCallback(async () => {
    try {
      setTimes(await secureRequest<CheckinTimesView>(path, { fallback: 'Error getting the check-in times' }));
      setLoadFailed(null);
    } catch (error) {
      setLoadFailed(timeoutMessage(error, t) ?? t('bo.checkin.load.error'));
    }
  }, [path, t]);

  useEffect(() => {
    setTimes(null);
    void load();
  }, [load]);

  const open = () => {
    if (!times) return;
    setDraft(draftOf(times));
    setErrors({});
    setStatus(null);
    setAlert(null);
    focusLater(firstField(formRef));
  };
  const close = () => {
    setDraft(null);
    setErrors({});
    focusLater(() => editRef.current);
  };

  const save = async () => {
    if (!draft || !times || busy) return;
    const { preArrivalDays, ...timesDraft } = draft;
    const parsed = checkinTimesForm.safeParse(timesDraft);
    if (!parsed.success) {
      setErrors(errorsOfIssues(parsed.error.issues));
      setAlert(t.text('error.validation.fields.text'));
      focusLater(firstInvalid(formRef));
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const saved = await secureRequest<CheckinTimesView>(path, {
        method: 'PUT',
        body: { ...parsed.data, preArrivalDays: Number(preArrivalDays), version: times.version },
        fallback: 'Error saving the check-in times',
      });
      setTimes(saved);
      setStatus(t('bo.checkin.saved'));
      setBusy(false);
      close();
    } catch (error) {
      setErrors(errorsOfResponse(error));
      if (error instanceof ApiRequestError && error.status === 409) {
        setAlert(t('bo.checkin.changed'));
        await load();
      } else setAlert(timeoutMessage(error, t) ?? t('bo.checkin.save.error'));
    } finally {
      setBusy(false);
    }
  };

  const shown = (value: string | null | undefined) => value ?? t('bo.checkin.none');
  const preArrivalText = (days: number) =>
    days === 0
      ? t('bo.checkin.preArrival.off')
      : days === 1
        ? t('bo.checkin.preArrival.one')
        : t('bo.checkin.preArrival.days', { count: days });
  const field = (name: TimeName, label: string, required: boolean) =>
    draft ? (
      <TimePicker
        id={`${id}-${name}`}
        label={label}
        value={draft[name]}
        required={required}
        labelPosition="left"
        t={t}
        hint={required ? undefined : `${t.text('timepicker.hint')}. ${t('bo.checkin.optional')}`}
        onChange={(value) => setDraft((current) => (current ? { ...current, [name]: value } : current))}
        error={errorText(t, errors[name])}
      />
    ) : null;

  return (
    <section className="bo-property__section" aria-labelledby={`${id}-h`}>
      <div className="bo-property__head">
        <h2 id={`${id}-h`}>{t('bo.checkin.heading')}</h2>
        {times ? (
          <button
            ref={editRef}
            type="button"
            className="button button--secondary"
            aria-expanded={draft !== null}
            aria-controls={`${id}-form`}
            onClick={draft ? close : open}
            disabled={busy}
          >
            {t('bo.checkin.edit')}
          </button>
        ) : null}
      </div>
      <p className="bo-property__muted">{t('bo.checkin.intro')}</p>
      <Notices status={status} error={alert} />
      {loadFailed && !times ? (
        <div className="bo-property__error">
          <p>{loadFailed}</p>
          <button type="button" className="button button--secondary" onClick={() => void load()}>
            {t('bo.checkin.retry')}
          </button>
        </div>
      ) : null}
      {!times && !loadFailed ? <p aria-busy="true">{t('bo.checkin.loading')}</p> : null}
      {draft ? (
        <form
          id={`${id}-form`}
          ref={formRef}
          className="bo-property__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {field('checkinFrom', t('bo.checkin.from'), true)}
          {field('checkinTo', t('bo.checkin.until'), false)}
          {field('checkoutTo', t('bo.checkin.checkout'), false)}
          <SelectInput
            id={`${id}-preArrivalDays`}
            label={t('bo.checkin.preArrival')}
            hint={t('bo.checkin.preArrival.hint')}
            value={draft.preArrivalDays}
            options={PRE_ARRIVAL_CHOICES.map((days) => ({
              value: String(days),
              label: preArrivalText(days),
            }))}
            onChange={(value) =>
              setDraft((current) => (current ? { ...current, preArrivalDays: value } : current))
            }
            error={errorText(t, errors.preArrivalDays)}
          />
          <div className="bo-property__actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? t('bo.property.saving') : t('bo.property.save')}
            </button>
            <button type="button" className="button button--secondary" onClick={close} disabled={busy}>
              {t('bo.property.cancel')}
            </button>
          </div>
        </form>
      ) : times ? (
        <dl className="bo-property__view">
          <div>
            <dt>{t('bo.checkin.from')}</dt>
            <dd>{shown(times.checkinFrom)}</dd>
          </div>
          <div>
            <dt>{t('bo.checkin.until')}</dt>
            <dd>{shown(times.checkinTo)}</dd>
          </div>
          <div>
            <dt>{t('bo.checkin.checkout')}</dt>
            <dd>{shown(times.checkoutTo)}</dd>
          </div>
          <div>
            <dt>{t('bo.checkin.preArrival')}</dt>
            <dd>{preArrivalText(times.preArrivalDays)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
