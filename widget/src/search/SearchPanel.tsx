/** Placeholder until the step is built. */
export function SearchPanel() {
  return null;
}
