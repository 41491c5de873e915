/** Placeholder until the step is built. */
export function Confirmation() {
  return null;
}
