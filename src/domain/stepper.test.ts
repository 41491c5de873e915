import { describe, expect, it } from 'vitest';
import {
  backStep,
  canGoTo,
  enterableIndex,
  goToStep,
  initialStepper,
  isLastStep,
  nextStep,
  STEP_DEFAULT_ERROR,
  type StepRule,
  setStepError,
  skipStep,
  stepStatus,
} from './stepper.ts';

const FOUR: StepRule[] = [{}, { optional: true }, {}, {}];

describe('enterableIndex: disabled steps are skipped backwards on entry', () => {
  it.each([
    // steps, index, expected
    [[{}, { disabled: true }, {}], 1, 0],
    [[{}, { disabled: true }, { disabled: true }, {}], 2, 0],
    [[{ disabled: true }, {}, {}], 0, 1],
    [[{ disabled: true }, { disabled: true }], 1, -1],
    [[{}, {}], 5, 1],
  ] as [StepRule[], number, number][])('%j at %i → %i', (steps, index, expected) => {
    expect(enterableIndex(steps, index)).toBe(expected);
  });
});

describe('stepStatus', () => {
  it('future (number), current (pencil), done (check), error', () => {
    let state = initialStepper(FOUR);
    expect([0, 1, 2, 3].map((i) => stepStatus(state, i))).toEqual(['current', 'future', 'future', 'future']);
    state = nextStep(FOUR, state);
    expect([0, 1, 2, 3].map((i) => stepStatus(state, i))).toEqual(['done', 'current', 'future', 'future']);
    state = setStepError(state, 0, 'error.custom');
    expect(stepStatus(state, 0)).toBe('error');
    expect(state.errors[0]).toBe('error.custom');
  });
});

describe('nextStep', () => {
  it('valid: marks done, clears the error, moves to the next enabled step', () => {
    const steps: StepRule[] = [{}, { disabled: true }, {}];
    const state = nextStep(steps, setStepError(initialStepper(steps), 0));
    expect(state.current).toBe(2);
    expect(state.done).toEqual([true, false, false]);
    expect(state.errors[0]).toBeNull();
  });

  it('invalid on the first step: error with the default text, stays', () => {
    const state = nextStep(FOUR, initialStepper(FOUR), false);
    expect(state.current).toBe(0);
    expect(state.errors[0]).toBe(STEP_DEFAULT_ERROR);
    expect(state.done[0]).toBe(false);
  });

  it('invalid past the first step: error with the message, yet moves on (BOFLOW-8)', () => {
    const atSecond = nextStep(FOUR, initialStepper(FOUR));
    const state = nextStep(FOUR, atSecond, false, 'error.plan.required');
    expect(state.current).toBe(2);
    expect(state.errors[1]).toBe('error.plan.required');
    expect(stepStatus(state, 1)).toBe('error');
  });

  it('does not move past the last step', () => {
    const steps: StepRule[] = [{}, {}];
    const last = nextStep(steps, initialStepper(steps));
    expect(isLastStep(steps, last)).toBe(true);
    expect(nextStep(steps, last).current).toBe(1);
    expect(isLastStep(steps, initialStepper(steps))).toBe(false);
  });

  it('a last step followed only by disabled steps is the last', () => {
    const steps: StepRule[] = [{}, {}, { disabled: true }];
    expect(isLastStep(steps, nextStep(steps, initialStepper(steps)))).toBe(true);
  });
});

describe('skipStep: only optional steps', () => {
  it('skips an optional step without marking it done', () => {
    const atOptional = nextStep(FOUR, initialStepper(FOUR));
    const state = skipStep(FOUR, atOptional);
    expect(state.current).toBe(2);
    expect(state.done[1]).toBe(false);
  });

  it('refuses to skip a required step', () => {
    const state = initialStepper(FOUR);
    expect(skipStep(FOUR, state)).toBe(state);
  });
});

describe('backStep', () => {
  it('goes to the previous enabled step, null at the first', () => {
    const steps: StepRule[] = [{}, { disabled: true }, {}];
    const atLast = nextStep(steps, initialStepper(steps));
    expect(backStep(steps, atLast)?.current).toBe(0);
    expect(backStep(steps, initialStepper(steps))).toBeNull();
  });
});

describe('goto (linear by default)', () => {
  it('allows done and earlier steps, not a later one past undone required steps', () => {
    const state = initialStepper(FOUR);
    // step 0 is required and not done: step 1 is not reachable yet
    expect(canGoTo(FOUR, state, 1)).toBe(false);
    // an earlier step always is
    expect(canGoTo(FOUR, { ...state, current: 3 }, 1)).toBe(true);
    expect(canGoTo(FOUR, state, 0)).toBe(false); // already there
  });

  it('linear: a later step needs every required step before it done; optional ones may be skipped', () => {
    let state = initialStepper(FOUR);
    expect(canGoTo(FOUR, state, 2)).toBe(false);
    state = nextStep(FOUR, state); // 0 done, at 1 (optional)
    expect(canGoTo(FOUR, state, 2)).toBe(true);
    expect(canGoTo(FOUR, state, 3)).toBe(false);
    expect(goToStep(FOUR, state, 3)).toBe(state);
    expect(goToStep(FOUR, state, 0).current).toBe(0);
  });

  it('non-linear: any enabled step; never a disabled one', () => {
    const steps: StepRule[] = [{}, {}, { disabled: true }, {}];
    const state = initialStepper(steps);
    expect(canGoTo(steps, state, 3, { linear: false })).toBe(true);
    expect(canGoTo(steps, state, 2, { linear: false })).toBe(false);
    expect(canGoTo(steps, state, 3)).toBe(false);
  });
});
