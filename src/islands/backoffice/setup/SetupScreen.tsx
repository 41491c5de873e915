/**
 * /secure/setup: the setup checklist of the current hotel (SETUP). An ordered list of the
 * eight steps, each with its state in words (and a mark, never colour alone), why it matters in
 * one line, and links to the screens where it is done; the progress above ("3 of 8 done"). The
 * back office lands here until every step is done (app/Shell.tsx); afterwards the menu reopens it.
 */
import { useId, useState } from 'react';
import type { SetupStepView } from '../../../contracts/secure/setup-checklist.ts';
import type { Language } from '../../../contracts/types.ts';
import { pluralForm } from '../../../domain/plural.ts';
import { setupComplete, setupProgress, stepsBeforeOpening } from '../../../domain/setup-checklist.ts';
import { localePath } from '../../../i18n/paths.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { useQueryClient } from '../app/query.ts';
import { closeHotelForBookings, openHotelForBookings } from '../app/request.ts';
import { setupChecklistKey, useSetupChecklist } from '../app/setup-checklist-query.ts';
import { failureOf } from '../rooms/setup-errors.ts';
import type { ScreenProps } from '../screen.ts';
import { COUNTED_STEPS, STEP_LINKS } from './steps.ts';
import './setup.css';

export default function SetupScreen({ hotel, language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const queryClient = useQueryClient();
  const checklist = useSetupChecklist(hotel.id);
  const data = checklist.data ?? null;
  const loadFailed = checklist.isError ? failureOf(t, checklist.error, t('bo.setup.load.error')).text : null;
  const [opening, setOpening] = useState(false);
  const [openFailed, setOpenFailed] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const titleId = useId();
  const openHintId = useId();
  const progressId = useId();

  const load = async () => {
    await checklist.refetch();
  };

  const progress = data ? setupProgress(data.steps) : null;
  const beforeOpening = data ? stepsBeforeOpening(data.steps) : [];

  /** Opens (true) or closes (false) the hotel for bookings; a refusal is said, then the list reloads. */
  const setOpen = async (open: boolean) => {
    if (opening || (open && beforeOpening.length > 0)) return;
    setConfirmClose(false);
    setOpening(true);
    setOpenFailed(null);
    try {
      // The write answers the checklist: it replaces the cached one (the landing reads it too).
      const answer = await (open ? openHotelForBookings(hotel.id) : closeHotelForBookings(hotel.id));
      queryClient.setQueryData(setupChecklistKey(hotel.id), answer);
    } catch (error) {
      setOpenFailed(failureOf(t, error, t(open ? 'bo.setup.opening.error' : 'bo.setup.closing.error')).text);
      void load();
    } finally {
      setOpening(false);
    }
  };

  return (
    <section className="bo-setup" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('bo.setup.title')}</h1>
      <p className="bo-setup__intro">{t('bo.setup.intro')}</p>
      {loadFailed && !data ? (
        <div className="bo-setup__error" role="alert">
          <p>{loadFailed}</p>
          <button type="button" className="button button--secondary" onClick={() => void load()}>
            {t('bo.setup.retry')}
          </button>
        </div>
      ) : null}
      {!data && !loadFailed ? <p aria-busy="true">{t('bo.setup.loading')}</p> : null}
      {data && progress ? (
        <>
          <div className="bo-setup__progress">
            <p id={progressId} className="bo-setup__progress-text">
              {t('bo.setup.progress', progress)}
            </p>
            <progress
              className="bo-setup__bar"
              max={progress.total}
              value={progress.done}
              aria-labelledby={progressId}
            />
          </div>
          {setupComplete(data.steps) ? <p className="bo-setup__complete">{t('bo.setup.complete')}</p> : null}
          {/* Guests book a registered hotel once it opens: the one decision the checklist asks for. */}
          <div className="bo-setup__opening">
            <p role="status" className="bo-setup__opening-state">
              {data.open ? t('bo.setup.opening.open') : t('bo.setup.opening.closed')}
            </p>
            {data.open ? (
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={opening || undefined}
                onClick={() => setConfirmClose(true)}
              >
                {t('bo.setup.closing.button')}
              </button>
            ) : (
              <>
                <button
                  type="button"
                  className="button"
                  aria-disabled={beforeOpening.length > 0 || opening || undefined}
                  aria-describedby={openHintId}
                  onClick={() => void setOpen(true)}
                >
                  {t('bo.setup.opening.button')}
                </button>
                <p id={openHintId} className="bo-setup__opening-hint">
                  {beforeOpening.length > 0
                    ? t('bo.setup.opening.before', {
                        steps: beforeOpening.map((key) => t.text(`bo.setup.step.${key}.title`)).join(', '),
                      })
                    : t('bo.setup.opening.ready')}
                </p>
              </>
            )}
            {openFailed ? (
              <p role="alert" className="bo-setup__error">
                {openFailed}
              </p>
            ) : null}
          </div>
          <ol className="bo-setup__steps" aria-label={t('bo.setup.list')}>
            {data.steps.map((step) => (
              <SetupStep key={step.key} step={step} language={language} t={t} />
            ))}
          </ol>
        </>
      ) : null}
      <ConfirmDialog
        open={confirmClose}
        title={t('bo.setup.closing.title')}
        text={t('bo.setup.closing.text')}
        confirmLabel={t('bo.setup.closing.button')}
        cancelLabel={t('bo.setup.closing.cancel')}
        onConfirm={() => void setOpen(false)}
        onCancel={() => setConfirmClose(false)}
      />
    </section>
  );
}

/** One step: its state in words and a mark (never colour alone), why it matters, how far it got, where it is done. */
function SetupStep({ step, language, t }: { step: SetupStepView; language: Language; t: Translate }) {
  // A count says how far a step got ('2 rooms'); a zero says nothing the state does not.
  const count =
    step.count !== null && step.count > 0 && COUNTED_STEPS.has(step.key)
      ? t.text(`bo.setup.count.${step.key}.${pluralForm(step.count, language)}`, { count: step.count })
      : null;
  const state = t(step.done ? 'bo.setup.status.done' : 'bo.setup.status.todo');
  return (
    <li
      className={`bo-setup__step ${step.done ? 'bo-setup__step--done' : 'bo-setup__step--todo'}`}
      data-step={step.key}
    >
      <span className="bo-setup__mark" aria-hidden="true">
        {step.done ? '✓' : ''}
      </span>
      <div className="bo-setup__body">
        <h2 className="bo-setup__title">
          {t.text(`bo.setup.step.${step.key}.title`)}
          <span className="bo-setup__state">
            <span className="ui-sr-only">: </span>
            {state}
          </span>
        </h2>
        <p className="bo-setup__why">{t.text(`bo.setup.step.${step.key}.why`)}</p>
        <div className="bo-setup__foot">
          {count ? <p className="bo-setup__count">{count}</p> : null}
          <ul className="bo-setup__links">
            {STEP_LINKS[step.key].map((link) => (
              <li key={link.to}>
                <a href={localePath(language, `/secure${link.to}`)}>
                  {t('bo.setup.open', { screen: t(link.screen) })}
                  <span aria-hidden="true"> →</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}
