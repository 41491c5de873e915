/** Placeholder until the step is built. */
export function GuestStep() {
  return null;
}
