/**
 * Wizard (BOFLOW-9 Wizard): linear steps with forward, back and confirm around one form.
 * Forward or confirm first marks the step's form submitted and runs its validation; when invalid
 * the step is marked in error (error.validation.fields.text unless the step says otherwise),
 * focus goes to the first invalid field and the wizard stays. Confirm on the last step raises
 * `onConfirm`. Done steps stay reachable from the step list to be edited. After a step change
 * focus moves to the new step's heading, and the entry animation stops 1 s later (none at all
 * under prefers-reduced-motion: see Wizard.css).
 */
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  backStep,
  goToStep,
  initialStepper,
  isLastStep,
  nextStep,
  type StepperState,
  setStepError,
} from '../domain/stepper.ts';
import type { Translate } from '../i18n/translate.ts';
import { Stepper, StepperActions, type StepperMode, type StepView } from './Stepper.tsx';
import './Wizard.css';

/** BOFLOW-8: the animation stops 1 second after a step change. */
export const WIZARD_ANIMATION_MS = 1000;

export type WizardStep = StepView & {
  /** The step's fields; `submitted` tells them to show their errors. */
  render: (context: { submitted: boolean }) => ReactNode;
  /** The step's check: true when valid, or an error message key (false: the default text). */
  validate?: () => boolean | string | Promise<boolean | string>;
};

export type WizardProps = {
  t: Translate;
  label: string;
  steps: readonly WizardStep[];
  onConfirm: () => void | Promise<void>;
  confirmLabel?: string;
  mode?: StepperMode;
  /** Set while the confirm call runs: the buttons are disabled. */
  busy?: boolean;
  /** Extra content under the current step (e.g. the confirm call's error). */
  footer?: ReactNode;
  /** Reports the current step's index (e.g. for analytics or the page title). */
  onStepChange?: (index: number) => void;
  /** Errors found outside the steps' checks (a server's 400), by step id: shown until the step passes again. */
  stepErrors?: Readonly<Record<string, string | undefined>>;
};

/** The first field marked invalid inside `root`, if any. */
export function firstInvalidField(root: ParentNode | null): HTMLElement | null {
  return root?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
}

export function Wizard({
  t,
  label,
  steps,
  onConfirm,
  confirmLabel,
  mode,
  busy,
  footer,
  onStepChange,
  stepErrors,
}: WizardProps) {
  const [state, setState] = useState<StepperState>(() => initialStepper(steps));
  const [submitted, setSubmitted] = useState<boolean[]>(() => steps.map(() => false));
  const [animating, setAnimating] = useState(false);
  const [checking, setChecking] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusInvalid = useRef(false);
  const previous = useRef(state.current);

  // A step change: focus the new step's heading, animate for at most 1 s.
  useEffect(() => {
    if (previous.current === state.current) return;
    previous.current = state.current;
    onStepChange?.(state.current);
    headingRef.current?.focus();
    setAnimating(true);
    const timer = setTimeout(() => setAnimating(false), WIZARD_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [state.current, onStepChange]);

  // After an invalid forward, once the errors have rendered: focus the first invalid field.
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    (firstInvalidField(panelRef.current) ?? headingRef.current)?.focus();
  });

  const step = steps[state.current];
  if (!step) return null;

  const forward = async (event: FormEvent) => {
    event.preventDefault();
    if (checking || busy) return;
    const index = state.current;
    setSubmitted((list) => list.map((value, i) => (i === index ? true : value)));
    setChecking(true);
    let outcome: boolean | string;
    try {
      outcome = step.validate ? await step.validate() : true;
    } finally {
      setChecking(false);
    }
    if (outcome !== true) {
      focusInvalid.current = true;
      setState((current) => setStepError(current, index, typeof outcome === 'string' ? outcome : undefined));
      return;
    }
    if (isLastStep(steps, state)) {
      setState((current) => setStepError(current, index, null));
      await onConfirm();
      return;
    }
    setState((current) => nextStep(steps, current));
  };

  const back = () => setState((current) => backStep(steps, current) ?? current);
  const goTo = (index: number) => setState((current) => goToStep(steps, current, index));
  const headingId = `wizard-step-${step.id}-title`;
  const shown: StepperState = {
    ...state,
    errors: state.errors.map(
      (e, i) => e ?? (state.done[i] || i === state.current ? stepErrors?.[steps[i]?.id ?? ''] : null) ?? null,
    ),
  };
  const error = shown.errors[state.current];

  return (
    <div className="ui-wizard">
      <Stepper t={t} label={label} steps={steps} state={shown} mode={mode} onGoTo={goTo} />
      <form className="ui-wizard__form" noValidate onSubmit={forward} aria-labelledby={headingId}>
        <div
          ref={panelRef}
          className={`ui-wizard__panel${animating ? ' ui-wizard__panel--animating' : ''}`}
          data-step={step.id}
        >
          <h2 className="ui-wizard__title" id={headingId} tabIndex={-1} ref={headingRef}>
            {step.title}
          </h2>
          {step.subtitle ? <p className="ui-wizard__subtitle">{step.subtitle}</p> : null}
          {error ? (
            <p className="ui-wizard__error" role="alert">
              {t.text(error)}
            </p>
          ) : null}
          {step.render({ submitted: submitted[state.current] === true })}
        </div>
        {footer}
        <StepperActions
          t={t}
          steps={steps}
          state={state}
          onBack={back}
          confirmLabel={confirmLabel}
          busy={busy || checking}
        />
      </form>
    </div>
  );
}
