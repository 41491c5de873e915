/**
 * The signed-in manager on every page (VISITOR: "a manager is detected through the me
 * call"). Loaded by the base script only when the signed-in hint cookie is there
 * (./signed-in.ts), and used by the islands through src/scripts/user.ts, so a page calls
 * `me` at most once. A 401 means the hint lied (session expired or ended elsewhere): the hint is
 * cleared here too, though the worker's answer already clears it.
 *
 * The header (src/components/site/MainNav.astro) renders an empty, hidden account item with its
 * texts in the page's language; `showManager` fills in the name and e-mail, shows it, hides the
 * Login link, and wires the Logout button (POST logout, then the home page of the language) and
 * Escape on the inline navigation's account disclosure.
 */
import { INSTANCE_HEADER, instanceId } from '../contracts/client/http.ts';
import type { Me } from '../contracts/types.ts';

const API = '/api/rs/public';
/**
 * The hint cookie, as ./signed-in.ts names it: repeated rather than imported, because the base
 * script bundles that module and importing it here would split it into a chunk of its own on
 * every page (signed-in.test.ts checks that both agree).
 */
export const HINT_COOKIE = '__Host-itaca_signed_in';

const hasHint = (doc: Document) => doc.cookie.split(';').some((pair) => pair.trim() === `${HINT_COOKIE}=1`);

/** Expires the hint with the attributes the worker sets it with. */
export function clearSignedInHint(doc: Document = document): void {
  doc.cookie = `${HINT_COOKIE}=; Max-Age=0; Path=/; Secure; SameSite=Lax`;
}

/** The headers of the typed client (src/contracts/client/http.ts): the API wants X-Requested-With and the instance id. */
function headers(win: Window): Record<string, string> {
  return {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    [INSTANCE_HEADER]: instanceId(win.sessionStorage),
  };
}

let pending: Promise<Me | null> | undefined;

/**
 * The signed-in manager, or null: no request without the hint, and a 401 clears the hint. A
 * failed call (network, 5xx) is null as well but keeps the hint. Called once per page.
 */
export function loadManager(win: Window = window): Promise<Me | null> {
  pending ??= (async () => {
    if (!hasHint(win.document)) return null;
    try {
      const response = await win.fetch(`${API}/me`, { headers: headers(win), credentials: 'same-origin' });
      if (response.status === 401) clearSignedInHint(win.document);
      return response.ok ? ((await response.json()) as Me) : null;
    } catch {
      return null;
    }
  })();
  return pending;
}

/** Forgets the loaded manager (tests). */
export function resetManager(): void {
  pending = undefined;
}

export function displayName(me: Me): string {
  return [me.name, me.surname].filter(Boolean).join(' ') || me.username;
}

/** Logs out (POST logout, as the login page does) and goes to `home`, whatever the answer. */
export async function logout(home: string, win: Window = window): Promise<void> {
  try {
    await win.fetch(`${API}/logout`, { method: 'POST', headers: headers(win), credentials: 'same-origin' });
  } catch {
    // Offline: the home page shows whether the session is still there.
  }
  win.location.assign(home);
}

/** Shows the manager in every account item of the header and hides the Login links. */
export async function showManager(win: Window = window): Promise<void> {
  const me = await loadManager(win);
  if (!me) return;
  const doc = win.document;
  const texts: Record<string, string> = {
    '[data-account-short]': me.name || displayName(me),
    '[data-account-name]': displayName(me),
    '[data-account-email]': me.email,
  };
  for (const item of doc.querySelectorAll<HTMLElement>('[data-account]')) {
    for (const [selector, text] of Object.entries(texts)) {
      for (const slot of item.querySelectorAll(selector)) slot.textContent = text;
    }
    item.hidden = false;
    const button = item.querySelector<HTMLButtonElement>('[data-logout]');
    button?.addEventListener('click', () => {
      button.disabled = true;
      void logout(button.dataset.home ?? '/', win);
    });
    // The inline navigation's disclosure closes on Escape, back to its summary.
    const menu = item.querySelector('details');
    menu?.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !menu.open) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    });
  }
  for (const login of doc.querySelectorAll<HTMLElement>('[data-login]')) login.hidden = true;
}
