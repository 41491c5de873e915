import type { About } from './types.ts';

/** Fills `target` with the brand and contact e-mail from the About call, or an error text. */
export async function loadAbout(target: Element | null): Promise<void> {
  if (!target) return;
  try {
    const response = await fetch('/api/rs/public/about', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(String(response.status));
    const about = (await response.json()) as About;
    target.textContent = `${about.brand} is online. Write to ${about.uiInfoEmail}.`;
  } catch {
    target.textContent = 'Error getting application info';
  }
}
