/**
 * The gallery's stepper, wizard and value-input states (INSIGHT-3), kept in their own file so the
 * gallery only gains one line: each mode of the stepper, a wizard with a required field, and
 * the value input with presets, with manual entry and in error.
 */
import { type ReactNode, useState } from 'react';
import type { Language } from '../../contracts/types.ts';
import {
  backStep,
  goToStep,
  initialStepper,
  nextStep,
  type StepperState,
  setStepError,
  skipStep,
} from '../../domain/stepper.ts';
import type { ValueWithUnit } from '../../domain/value-unit.ts';
import { dictionaries } from '../../i18n/dictionary.ts';
import { createTranslate, type MessageBundle, type Translate } from '../../i18n/translate.ts';
import { Stepper, StepperActions, type StepperMode, type StepView } from '../Stepper.tsx';
import { ValueInput } from '../ValueInput.tsx';
import { Wizard } from '../Wizard.tsx';

const DEMO_STEPS: StepView[] = [
  { id: 'account', title: 'Account', subtitle: 'E-mail and password' },
  { id: 'extras', title: 'Extras', optional: true },
  { id: 'legacy', title: 'Legacy import', disabled: true },
  { id: 'confirm', title: 'Confirmation' },
];

function Box({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`gallery__state card${wide ? ' gallery__state--wide' : ''}`}>
      <h3>{title}</h3>
      {children}
    </div>
  );
}

function StepperDemo({ t, mode }: { t: Translate; mode: StepperMode }) {
  const [state, setState] = useState<StepperState>(() => initialStepper(DEMO_STEPS));
  return (
    <div data-testid={`stepper-${mode}`}>
      <Stepper
        t={t}
        label={`Stepper (${mode})`}
        steps={DEMO_STEPS}
        state={state}
        mode={mode}
        onGoTo={(index) => setState((s) => goToStep(DEMO_STEPS, s, index))}
      />
      <StepperActions
        t={t}
        steps={DEMO_STEPS}
        state={state}
        onBack={() => setState((s) => backStep(DEMO_STEPS, s) ?? s)}
        onSkip={() => setState((s) => skipStep(DEMO_STEPS, s))}
        onNext={() => setState((s) => nextStep(DEMO_STEPS, s))}
      >
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setState((s) => setStepError(s, s.current))}
        >
          !
        </button>
      </StepperActions>
    </div>
  );
}

function WizardDemo({ t }: { t: Translate }) {
  const [name, setName] = useState('');
  const [done, setDone] = useState(false);
  return (
    <Wizard
      t={t}
      label="Wizard"
      onConfirm={() => setDone(true)}
      footer={done ? <p role="status">✓ {name}</p> : null}
      steps={[
        {
          id: 'name',
          title: 'Name',
          validate: () => name.trim() !== '',
          render: ({ submitted }) => (
            <label className="ui-field">
              <span className="ui-field__label">Name *</span>
              <input
                className="ui-input"
                value={name}
                onChange={(event) => setName(event.target.value)}
                aria-invalid={submitted && name.trim() === '' ? true : undefined}
              />
            </label>
          ),
        },
        { id: 'recap', title: 'Recap', render: () => <p>{name}</p> },
      ]}
    />
  );
}

function ValueDemo(
  props: { t: Translate; label: string; initial: ValueWithUnit } & Partial<Parameters<typeof ValueInput>[0]>,
) {
  const [value, setValue] = useState(props.initial);
  return <ValueInput {...props} value={value} onChange={setValue} />;
}

export function StepperWidgetsSection({ language }: { language: Language }) {
  const t = createTranslate(dictionaries as MessageBundle, language);
  return (
    <>
      <section className="gallery__section" id="stepper" aria-labelledby="stepper-title">
        <h2 id="stepper-title">Stepper / Wizard</h2>
        <div className="gallery__states">
          {(['horizontal', 'vertical', 'mobile'] as const).map((mode) => (
            <Box key={mode} title={mode} wide={mode === 'horizontal'}>
              <StepperDemo t={t} mode={mode} />
            </Box>
          ))}
          <Box title="Wizard" wide>
            <WizardDemo t={t} />
          </Box>
        </div>
      </section>
      <section className="gallery__section" id="value-input" aria-labelledby="value-input-title">
        <h2 id="value-input-title">ValueInput</h2>
        <div className="gallery__states">
          <Box title="1–10">
            <ValueDemo t={t} label="Minimum stay" initial={{ count: 2, unit: 'NIGHTS' }} disabled={[7]} />
          </Box>
          <Box title="units">
            <ValueDemo
              t={t}
              label="Contract length"
              initial={{ count: 6, unit: 'MONTHS' }}
              units={['MONTHS', 'YEARS']}
            />
          </Box>
          <Box title="manual (3–36 step 3)">
            <ValueDemo
              t={t}
              label="Billing period"
              initial={{ count: 5, unit: 'MONTHS' }}
              min={3}
              max={36}
              step={3}
              showError
            />
          </Box>
          <Box title="disabled">
            <ValueDemo
              t={t}
              label="Notice"
              initial={{ count: 24, unit: 'HOURS' }}
              min={12}
              max={72}
              step={12}
              disabledInput
            />
          </Box>
        </div>
      </section>
    </>
  );
}
