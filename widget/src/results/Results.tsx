/** Placeholder until the step is built. */
export function Results() {
  return null;
}
