import { createApiClient } from './client.ts';
import { instanceId } from './http.ts';

/** Fills `target` with the brand and contact e-mail from the About call, or the error text. */
export async function loadAbout(target: Element | null): Promise<void> {
  if (!target) return;
  const api = createApiClient({ instanceId: instanceId(globalThis.sessionStorage) });
  try {
    const about = await api.about();
    target.textContent = `${about.brand} is online. Write to ${about.uiInfoEmail}.`;
  } catch (error) {
    target.textContent = error instanceof Error ? error.message : 'Error getting application info';
  }
}
