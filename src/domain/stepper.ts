/**
 * Stepper rules (BODATA Step, BOFLOW-8 Stepper, BOCHECK-9 "Stepper default error text"): which step is
 * current, which are done or in error, and where next / back / skip / goto lead. Pure and
 * immutable: every action returns a new state, the components only render it.
 */

/** BOCHECK: the text a step in error shows when the caller gives none. */
export const STEP_DEFAULT_ERROR = 'error.validation.fields.text';

/** What the rules need to know of a step (BODATA Step: isDisabled, isSelectable; optional steps may be skipped). */
export type StepRule = { optional?: boolean; disabled?: boolean };

export type StepStatus = 'future' | 'current' | 'done' | 'error';

export type StepperState = {
  current: number;
  /** Steps completed through next (a skipped optional step is not done). */
  done: readonly boolean[];
  /** Per-step error message key, or null. */
  errors: readonly (string | null)[];
};

export type StepperOptions = { linear?: boolean };

/**
 * The step actually entered at `index`: a disabled step is skipped backwards (to the nearest
 * enabled earlier step), or forwards when no earlier step is enabled; -1 when every step is disabled.
 */
export function enterableIndex(steps: readonly StepRule[], index: number): number {
  const start = Math.min(Math.max(index, 0), steps.length - 1);
  for (let i = start; i >= 0; i--) if (!steps[i]?.disabled) return i;
  for (let i = start + 1; i < steps.length; i++) if (!steps[i]?.disabled) return i;
  return -1;
}

/** The start state: at `start` (default the first step, disabled ones skipped), nothing done, no errors. */
export function initialStepper(steps: readonly StepRule[], start = 0): StepperState {
  return {
    current: enterableIndex(steps, start),
    done: steps.map(() => false),
    errors: steps.map(() => null),
  };
}

/** A step's status: error wins, then current (pencil), done (check), else future (number). */
export function stepStatus(state: StepperState, index: number): StepStatus {
  if (state.errors[index]) return 'error';
  if (index === state.current) return 'current';
  if (state.done[index]) return 'done';
  return 'future';
}

function nextEnabled(steps: readonly StepRule[], from: number): number {
  for (let i = from + 1; i < steps.length; i++) if (!steps[i]?.disabled) return i;
  return -1;
}

function previousEnabled(steps: readonly StepRule[], from: number): number {
  for (let i = from - 1; i >= 0; i--) if (!steps[i]?.disabled) return i;
  return -1;
}

/** True on the last enabled step: there a confirm button replaces Next (when confirmation is on). */
export function isLastStep(steps: readonly StepRule[], state: StepperState): boolean {
  return nextEnabled(steps, state.current) === -1;
}

function withAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((item, i) => (i === index ? value : item));
}

/** Marks a step in error with `message` (default error.validation.fields.text), or clears it with null. */
export function setStepError(
  state: StepperState,
  index: number,
  message: string | null = STEP_DEFAULT_ERROR,
): StepperState {
  return { ...state, errors: withAt(state.errors, index, message) };
}

/**
 * Next (BOFLOW-8): `valid` is the outcome of the step's optional validation (true when it has
 * none). Valid: the step is done, its error cleared, and the next enabled step becomes current.
 * Invalid: the step is marked in error (`message` or the default); moving on still happens when
 * the current step is past the first, as the requirement says. On the last step nothing moves.
 */
export function nextStep(
  steps: readonly StepRule[],
  state: StepperState,
  valid = true,
  message?: string,
): StepperState {
  const target = nextEnabled(steps, state.current);
  if (!valid) {
    const marked = setStepError(state, state.current, message ?? STEP_DEFAULT_ERROR);
    if (state.current === 0 || target === -1) return marked;
    return { ...marked, current: target };
  }
  const done = withAt(state.done, state.current, true);
  const errors = withAt(state.errors, state.current, null);
  return { current: target === -1 ? state.current : target, done, errors };
}

/** Skip: only an optional step may be skipped; it moves on without being done. */
export function skipStep(steps: readonly StepRule[], state: StepperState): StepperState {
  if (!steps[state.current]?.optional) return state;
  const target = nextEnabled(steps, state.current);
  return target === -1 ? state : { ...state, current: target };
}

/** Back: the previous enabled step, or null at the first one (the caller's previous handler runs). */
export function backStep(steps: readonly StepRule[], state: StepperState): StepperState | null {
  const target = previousEnabled(steps, state.current);
  return target === -1 ? null : { ...state, current: target };
}

/**
 * Whether goto may enter `index`: never a disabled step; linear (the default) allows earlier
 * steps and a later one only when every step before it is done or optional.
 */
export function canGoTo(
  steps: readonly StepRule[],
  state: StepperState,
  index: number,
  { linear = true }: StepperOptions = {},
): boolean {
  if (index < 0 || index >= steps.length || steps[index]?.disabled || index === state.current) return false;
  if (!linear || index < state.current) return true;
  for (let i = 0; i < index; i++) {
    const step = steps[i];
    if (!step?.disabled && !step?.optional && !state.done[i]) return false;
  }
  return true;
}

/** Goto: enters `index` when `canGoTo` allows it, otherwise the state is unchanged. */
export function goToStep(
  steps: readonly StepRule[],
  state: StepperState,
  index: number,
  options?: StepperOptions,
): StepperState {
  return canGoTo(steps, state, index, options) ? { ...state, current: index } : state;
}
