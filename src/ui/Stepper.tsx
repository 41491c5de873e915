/**
 * Stepper (BOSCREENS "stepper in horizontal, vertical and mobile modes", BODATA Step, BOFLOW-8 Stepper):
 * an ordered list of steps, each future (its number), current (pencil), done (check) or in error
 * (!), with its status in words for assistive technologies and `aria-current="step"` on the
 * current one; steps that goto may enter are buttons. The rules live in src/domain/stepper.ts;
 * this component only renders a state and reports the user's choices. `StepperActions` is the
 * button row: Back, Skip (optional steps only), Next, or Confirm on the last step.
 */
import type { ReactNode } from 'react';
import { canGoTo, isLastStep, type StepperState, type StepStatus, stepStatus } from '../domain/stepper.ts';
import type { Translate } from '../i18n/translate.ts';
import './Stepper.css';

export type StepView = {
  id: string;
  title: string;
  subtitle?: string;
  optional?: boolean;
  disabled?: boolean;
};

export type StepperMode = 'horizontal' | 'vertical' | 'mobile';

const ICON: Record<StepStatus, string> = { current: '✎', done: '✓', error: '!', future: '' };

export type StepperProps = {
  t: Translate;
  /** Accessible name of the list (e.g. 'Registration steps'). */
  label: string;
  steps: readonly StepView[];
  state: StepperState;
  mode?: StepperMode;
  linear?: boolean;
  /** Called with a step's index when the user chooses a step goto may enter. */
  onGoTo?: (index: number) => void;
  id?: string;
};

export function Stepper({
  t,
  label,
  steps,
  state,
  mode = 'horizontal',
  linear = true,
  onGoTo,
  id,
}: StepperProps) {
  const enabled = steps.filter((step) => !step.disabled);
  const current = steps[state.current];
  const position = current ? enabled.indexOf(current) + 1 : 0;
  return (
    <nav className={`ui-stepper ui-stepper--${mode}`} aria-label={label} id={id}>
      {mode === 'mobile' && current ? (
        <p className="ui-stepper__position">
          {t('stepper.position', { index: position, total: enabled.length })}:{' '}
          <strong>{current.title}</strong>
        </p>
      ) : null}
      <ol className="ui-stepper__list">
        {steps.map((step, index) => {
          const status = stepStatus(state, index);
          const isCurrent = index === state.current;
          const reachable = onGoTo !== undefined && canGoTo(steps, state, index, { linear });
          const error = state.errors[index];
          const content = (
            <>
              <span className={`ui-stepper__icon ui-stepper__icon--${status}`} aria-hidden="true">
                {ICON[status] || String(index + 1)}
              </span>
              <span className="ui-stepper__text">
                <span className="ui-stepper__title">{step.title}</span>
                {step.subtitle ? <span className="ui-stepper__subtitle">{step.subtitle}</span> : null}
                {step.optional ? <span className="ui-stepper__subtitle">{t('stepper.optional')}</span> : null}
                {error ? <span className="ui-stepper__error">{t.text(error)}</span> : null}
                <span className="visually-hidden">
                  {`, ${t(`stepper.status.${status}`)}`}
                  {step.disabled ? `, ${t('stepper.status.disabled')}` : ''}
                </span>
              </span>
            </>
          );
          return (
            <li
              key={step.id}
              className={`ui-stepper__step ui-stepper__step--${status}${step.disabled ? ' ui-stepper__step--disabled' : ''}`}
              aria-current={isCurrent ? 'step' : undefined}
              data-status={status}
            >
              {reachable ? (
                <button type="button" className="ui-stepper__target" onClick={() => onGoTo?.(index)}>
                  {content}
                </button>
              ) : (
                <span className="ui-stepper__target">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export type StepperActionsProps = {
  t: Translate;
  steps: readonly StepView[];
  state: StepperState;
  /** Without it Next is the form's submit button (the wizard validates in its form's submit). */
  onNext?: () => void;
  onBack?: () => void;
  onSkip?: () => void;
  /** With confirmation enabled, the last step shows Confirm instead of Next (BOFLOW-8). */
  confirm?: boolean;
  confirmLabel?: string;
  busy?: boolean;
  /** Whether Back shows on the first step (it then calls the caller's previous handler). */
  backOnFirst?: boolean;
  children?: ReactNode;
};

export function StepperActions(props: StepperActionsProps) {
  const { t, steps, state, onNext, onBack, onSkip, confirm = true, busy, backOnFirst } = props;
  const last = isLastStep(steps, state);
  const first = steps.findIndex((step) => !step.disabled) === state.current;
  const optional = steps[state.current]?.optional === true;
  return (
    <div className="ui-stepper__actions">
      {onBack && (!first || backOnFirst) ? (
        <button type="button" className="button button--secondary" onClick={onBack} disabled={busy}>
          {t('stepper.back')}
        </button>
      ) : null}
      {props.children}
      <span className="ui-stepper__spacer" />
      {onSkip && optional && !last ? (
        <button type="button" className="button button--secondary" onClick={onSkip} disabled={busy}>
          {t('stepper.skip')}
        </button>
      ) : null}
      <button
        type={onNext ? 'button' : 'submit'}
        className="button"
        onClick={onNext}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {last && confirm ? (props.confirmLabel ?? t('stepper.confirm')) : t('stepper.next')}
      </button>
    </div>
  );
}
