/** Placeholder until the step is built. */
export function SummaryStep() {
  return null;
}
