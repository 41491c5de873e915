/**
 * The widget's shell: the layout (inline, or a button opening a modal dialog in the top layer,
 * above any z-index of the host page), the profile's loading and error states, the step list,
 * and the current step. Later steps are loaded on demand so the first paint stays small.
 * On a step change the focus moves to the step's heading, so keyboard and screen-reader users
 * land on the new content.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { MessageKey } from '../../src/i18n/dictionary.ts';
import { useController, useFlow, useTranslate } from './context.tsx';
import { CurrencyNote } from './currency/CurrencyNote.tsx';
import { STEPS, type Step } from './flow/controller.ts';
import { hotelPageUrl } from './hotel-link.ts';
import type { ManageProps } from './manage/link.ts';
import { SearchPanel } from './search/SearchPanel.tsx';
import './base.css';

const Results = lazy(() => import('./results/Results.tsx').then((m) => ({ default: m.Results })));
const GuestStep = lazy(() => import('./guest/GuestStep.tsx').then((m) => ({ default: m.GuestStep })));
const SummaryStep = lazy(() => import('./summary/SummaryStep.tsx').then((m) => ({ default: m.SummaryStep })));
const Confirmation = lazy(() =>
  import('./summary/Confirmation.tsx').then((m) => ({ default: m.Confirmation })),
);
const ManageReservation = lazy(() =>
  import('./manage/ManageReservation.tsx').then((m) => ({ default: m.ManageReservation })),
);

const STEP_NAME: Record<Step, MessageKey> = {
  search: 'widget.step.search',
  results: 'widget.step.results',
  guest: 'widget.step.guest',
  summary: 'widget.step.summary',
  confirmation: 'widget.step.confirmation',
};

/** `manage`: mode="manage" (a guest's reservation from the manage link) instead of the booking flow. */
export function App({ manage = null }: { manage?: ManageProps | null }) {
  const controller = useController();
  const { config, open } = useFlow();
  const { t } = useTranslate();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  if (manage !== null) {
    return (
      <div className="itaca" data-theme={config.theme} lang={config.language}>
        <Suspense
          fallback={
            <p className="loading" role="status">
              {t('widget.loading')}
            </p>
          }
        >
          <ManageReservation {...manage} />
        </Suspense>
      </div>
    );
  }
  if (config.layout === 'inline') {
    return (
      <div className="itaca" data-theme={config.theme} lang={config.language}>
        <Flow />
      </div>
    );
  }
  return (
    <div className="itaca itaca-launcher" data-theme={config.theme} lang={config.language}>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={() => controller.setOpen(true)}
      >
        {t('widget.open')}
      </button>
      <dialog
        ref={dialog}
        className="itaca-layer"
        aria-label={t('widget.title')}
        onClose={() => controller.setOpen(false)}
      >
        {open && (
          <>
            <div className="layer-head">
              <h2>{t('widget.title')}</h2>
              <button type="button" className="button secondary" onClick={() => controller.setOpen(false)}>
                {t('widget.close')}
              </button>
            </div>
            <div className="itaca" data-theme={config.theme}>
              <Flow />
            </div>
          </>
        )}
      </dialog>
    </div>
  );
}

function Flow() {
  const controller = useController();
  const { profile, step, config } = useFlow();
  const { t } = useTranslate();
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(step);

  useEffect(() => {
    if (previous.current !== step) heading.current?.focus();
    previous.current = step;
    // The guest step is the heaviest (form validation): fetch it while the guest compares rooms.
    if (step === 'results') void import('./guest/GuestStep.tsx');
  }, [step]);

  if (config.hotel === '' || (profile.status === 'error' && profile.data === null)) {
    return (
      <div className="alert" role="alert">
        <span>{t('widget.error.hotel')}</span>
        {config.hotel !== '' && (
          <button type="button" className="button secondary" onClick={() => void controller.loadProfile()}>
            {t('widget.retry')}
          </button>
        )}
      </div>
    );
  }
  if (profile.data === null) {
    return (
      <p className="loading" role="status">
        {t('widget.loading')}
      </p>
    );
  }

  const index = STEPS.indexOf(step);
  return (
    <section className="flow" aria-labelledby="itaca-step-heading">
      <ol className="steps" aria-label={t('widget.steps.label')}>
        {STEPS.map((name, i) => (
          <li key={name} aria-current={i === index ? 'step' : undefined}>
            {i < index && step !== 'confirmation' ? (
              <button type="button" className="link" onClick={() => controller.goTo(name)}>
                {t(STEP_NAME[name])}
              </button>
            ) : (
              t(STEP_NAME[name])
            )}
          </li>
        ))}
      </ol>
      <h2 id="itaca-step-heading" className="visually-hidden" tabIndex={-1} ref={heading}>
        {t('widget.step.current', { number: index + 1, total: STEPS.length, name: t(STEP_NAME[step]) })}
      </h2>
      <CurrencyNote />
      <Suspense
        fallback={
          <p className="loading" role="status">
            {t('widget.loading')}
          </p>
        }
      >
        {(step === 'search' || step === 'results') && <SearchPanel />}
        {step === 'results' && <SiteRefusal />}
        {step === 'results' && <Results />}
        {step === 'guest' && <GuestStep />}
        {step === 'summary' && <SummaryStep />}
        {step === 'confirmation' && <Confirmation />}
      </Suspense>
      <p className="powered">{t('widget.powered')}</p>
    </section>
  );
}

/**
 * Shown when the guest chooses a rate on a page that may not take bookings for the hotel (not one
 * of its sites, EMBED-1): says so plainly and links to the same stay on the hotel's page with us.
 * Focused when it appears, so keyboard and screen-reader users hear it.
 */
function SiteRefusal() {
  const controller = useController();
  const { siteRefused, profile, searched, config } = useFlow();
  const { t } = useTranslate();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (siteRefused) box.current?.focus();
  }, [siteRefused]);
  const hotel = profile.data?.hotel;
  if (!siteRefused || hotel === undefined) return null;
  const href = hotelPageUrl({
    serviceOrigin: controller.serviceOrigin,
    language: config.language,
    hotel,
    stay: searched,
  });
  return (
    <div className="alert site-refused" role="alert" tabIndex={-1} ref={box}>
      <p>
        <strong>{t('widget.site.refused.title')}</strong>
      </p>
      <p>{t('widget.site.refused.text', { hotel: hotel.name })}</p>
      <a className="button" href={href}>
        {t('widget.site.refused.link', { hotel: hotel.name })}
      </a>
    </div>
  );
}
