// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialStepper, nextStep, setStepError } from '../domain/stepper.ts';
import { dictionaries } from '../i18n/dictionary.ts';
import { createTranslate, type MessageBundle } from '../i18n/translate.ts';
import { Stepper, StepperActions, type StepView } from './Stepper.tsx';
import { WIZARD_ANIMATION_MS, Wizard, type WizardStep } from './Wizard.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const t = createTranslate(dictionaries as MessageBundle, 'en');
const STEPS: StepView[] = [
  { id: 'a', title: 'Account' },
  { id: 'b', title: 'Extras', optional: true },
  { id: 'c', title: 'Hotel', disabled: true },
  { id: 'd', title: 'Confirm' },
];

describe('<Stepper>', () => {
  it('is an ordered list with aria-current and the status in words', () => {
    const state = setStepError(nextStep(STEPS, initialStepper(STEPS)), 1);
    render(<Stepper t={t} label="Steps" steps={STEPS} state={state} onGoTo={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Steps' });
    const items = nav.querySelectorAll('ol > li');
    expect(items).toHaveLength(4);
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(items[0]?.textContent).toContain('completed');
    expect(items[1]?.textContent).toContain('Some fields are missing or invalid');
    expect(items[2]?.textContent).toContain('not available');
    // the done step is a button (goto), the disabled one is not; the last is reachable as every
    // step before it is done, optional or disabled
    expect(screen.getByRole('button', { name: /Account/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Hotel/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Confirm/ })).toBeTruthy();
  });

  it('a future step past an undone required step is not a button', () => {
    render(<Stepper t={t} label="Steps" steps={STEPS} state={initialStepper(STEPS)} onGoTo={() => {}} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('mobile mode says which step of how many (disabled steps not counted)', () => {
    const state = nextStep(STEPS, nextStep(STEPS, initialStepper(STEPS)));
    render(<Stepper t={t} label="Steps" steps={STEPS} state={state} mode="mobile" />);
    expect(screen.getByText(/Step 3 of 3/).textContent).toContain('Confirm');
  });

  it('actions: Skip only on an optional step; Confirm replaces Next on the last', () => {
    const onSkip = vi.fn();
    const { rerender } = render(
      <StepperActions t={t} steps={STEPS} state={initialStepper(STEPS)} onNext={() => {}} onSkip={onSkip} />,
    );
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    const atOptional = nextStep(STEPS, initialStepper(STEPS));
    rerender(<StepperActions t={t} steps={STEPS} state={atOptional} onNext={() => {}} onSkip={onSkip} />);
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalledOnce();
    const last = nextStep(STEPS, atOptional);
    rerender(<StepperActions t={t} steps={STEPS} state={last} onNext={() => {}} />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

function NameStep({
  submitted,
  value,
  onChange,
}: {
  submitted: boolean;
  value: string;
  onChange: (v: string) => void;
}) {
  const invalid = submitted && value.trim() === '';
  return (
    <label>
      Name
      <input value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid || undefined} />
    </label>
  );
}

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [name, setName] = useState('');
  const steps: WizardStep[] = [
    {
      id: 'name',
      title: 'Your name',
      render: ({ submitted }) => <NameStep submitted={submitted} value={name} onChange={setName} />,
      validate: () => name.trim() !== '',
    },
    { id: 'done', title: 'Recap', render: () => <p>Hello {name}</p> },
  ];
  return <Wizard t={t} label="Sign-up" steps={steps} onConfirm={onConfirm} />;
}

describe('<Wizard>', () => {
  it('invalid forward: stays, marks the step in error, focuses the first invalid field', async () => {
    render(<Harness onConfirm={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const input = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Some fields are missing or invalid');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Your name');
  });

  it('valid forward moves on, focuses the heading; done steps can be edited; confirm raises the event', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const heading = await screen.findByRole('heading', { name: 'Recap' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledOnce());
    // edit the done step
    fireEvent.click(screen.getByRole('button', { name: /Your name/ }));
    expect(await screen.findByRole('heading', { name: 'Your name' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Ada');
  });

  it('the animation stops 1 s after a step change', async () => {
    vi.useFakeTimers();
    const { container } = render(<Harness onConfirm={() => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    });
    expect(container.querySelector('.ui-wizard__panel--animating')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(WIZARD_ANIMATION_MS - 1);
    });
    expect(container.querySelector('.ui-wizard__panel--animating')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(container.querySelector('.ui-wizard__panel--animating')).toBeNull();
  });
});
