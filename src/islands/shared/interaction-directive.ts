/**
 * `client:interaction`: an Astro client directive that hydrates a form island when the visitor
 * first reaches for it (pointer down, focus, a key, a submit) instead of at load
 * (docs/decisions/032). The server-rendered form is on screen and usable from the first paint; the
 * page ships no long task at load, which is what kept the form pages' Lighthouse TBT at
 * 110–290 ms with `client:idle`.
 *
 * What the visitor does before React has taken over is not lost:
 * - text typed, boxes ticked and options chosen (or filled in by the browser) before the island's
 *   first render are put back afterwards, through the events React listens to, because
 *   react-hook-form writes its default values into the fields when it registers them;
 * - a submit before the island's code has arrived (Enter in a field, a click on the button) is
 *   held and sent again once the form is live, instead of the browser's own POST to the page;
 *   so is the last click on one of its buttons (show password). From `hydrateRoot` on, React
 *   replays such events itself.
 *
 * Some islands must start at once, whatever the visitor does (`InteractionOptions`): the login
 * form shows `?error=…`, the reset form sends a visitor without a link to the login page, the
 * quote form sends a visitor without `?email` home and gives a signed-in manager their draft.
 */
import type { ClientDirective } from 'astro';

export type InteractionOptions = {
  /** Start at once when any of these query parameters is present. */
  whenQuery?: string[];
  /** Start at once when any of these query parameters is missing or empty. */
  unlessQuery?: string[];
  /** Start at once when a cookie of this name is set (for example the signed-in manager's). */
  whenCookie?: string;
  /**
   * Fields to fill from the query before hydration (query parameter → control name), so the
   * server-rendered form shows what the island will show (the quote's e-mail).
   */
  fillFromQuery?: Record<string, string>;
};

/** Dispatched on `document` by an island once it has committed its first render (useStartup). */
export const ISLAND_MOUNTED_EVENT = 'itaca:island-mounted';
/** Events that say the visitor is reaching for the form. */
const TRIGGERS = ['pointerdown', 'focusin', 'keydown', 'touchstart', 'input', 'submit'] as const;
/** If the island never reports its first render, stop waiting this long after hydrating it. */
const MOUNT_TIMEOUT_MS = 5000;

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type ControlState = { value: string; checked: boolean };

/** Writes query values into the named controls of a server-rendered form (no events: React is not there yet). */
export function fillFromQuery(
  root: Element,
  fill: Record<string, string>,
  location: Pick<Location, 'search'>,
): void {
  const query = new URLSearchParams(location.search);
  for (const [parameter, name] of Object.entries(fill)) {
    const value = query.get(parameter)?.trim();
    const control = controlsOf(root).find((candidate) => candidate.name === name);
    if (value && control && !isToggle(control)) control.value = value;
  }
}

export function startsAtOnce(
  options: InteractionOptions,
  location: Pick<Location, 'search'>,
  cookies: string,
) {
  const query = new URLSearchParams(location.search);
  if (options.whenQuery?.some((name) => query.has(name))) return true;
  if (options.unlessQuery?.some((name) => !query.get(name)?.trim())) return true;
  if (options.whenCookie) {
    const name = options.whenCookie;
    return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${name}=`));
  }
  return false;
}

function controlsOf(root: Element): FormControl[] {
  return [...root.querySelectorAll<FormControl>('input, textarea, select')].filter(
    (control) =>
      !(control instanceof HTMLInputElement) ||
      !['button', 'submit', 'reset', 'hidden', 'file'].includes(control.type),
  );
}

function isToggle(control: FormControl): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
}

function initialValue(control: FormControl): string {
  if (control instanceof HTMLSelectElement) {
    const chosen = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return chosen?.value ?? '';
  }
  return control.defaultValue;
}

/** The controls the visitor (or the browser's autofill) changed from the server-rendered form. */
export function changedControls(root: Element): Map<FormControl, ControlState> {
  const changed = new Map<FormControl, ControlState>();
  for (const control of controlsOf(root)) {
    const differs = isToggle(control)
      ? control.checked !== control.defaultChecked
      : control.value !== initialValue(control);
    if (differs)
      changed.set(control, { value: control.value, checked: isToggle(control) && control.checked });
  }
  return changed;
}

/**
 * Puts the visitor's values back into a hydrated form, each through the event React's onChange
 * listens to: the value setter of the element's prototype (React ignores a value set through the
 * instance, which its tracker wrote) then `input`/`change`, and a click for boxes.
 */
export function restoreControls(changed: Map<FormControl, ControlState>): void {
  for (const [control, wanted] of changed) {
    if (!control.isConnected) continue;
    if (isToggle(control)) {
      if (control.checked !== wanted.checked) control.click();
      continue;
    }
    if (control.value === wanted.value) continue;
    const prototype = Object.getPrototypeOf(control) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, wanted.value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

const interaction: ClientDirective = (load, options, island) => {
  const settings = (
    typeof options.value === 'object' && options.value ? options.value : {}
  ) as InteractionOptions;
  let started = false;
  let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  let heldClick: HTMLButtonElement | null = null;
  // Values typed while the island's code loads and renders, newest last.
  const typed = new Map<FormControl, ControlState>();

  const record = (event: Event) => {
    const control = event.target as FormControl;
    if (!controlsOf(island).includes(control)) return;
    typed.set(control, { value: control.value, checked: isToggle(control) && control.checked });
  };
  const holdSubmit = (event: Event) => {
    event.preventDefault();
    const submit = event as SubmitEvent;
    heldSubmit = { form: submit.target as HTMLFormElement, submitter: submit.submitter };
  };
  const holdClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button[type="button"]');
    if (button instanceof HTMLButtonElement) heldClick = button;
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) island.removeEventListener(type, start, true);
    const before = changedControls(island);
    // Listened for from now (the island may mount as soon as it is hydrated); the time limit
    // runs only once hydration is done, however slowly the code arrived.
    const mounted = new Promise<void>((resolve) => {
      document.addEventListener(ISLAND_MOUNTED_EVENT, () => resolve(), { once: true });
    });
    const hydrate = await load();
    // From hydrateRoot on, React listens at the island and replays what happens before its
    // commit itself: holding a submit any longer would send it twice.
    island.removeEventListener('submit', holdSubmit, true);
    island.removeEventListener('click', holdClick, true);
    await hydrate();
    await Promise.race([mounted, new Promise((resolve) => setTimeout(resolve, MOUNT_TIMEOUT_MS))]);
    island.removeEventListener('input', record, true);
    island.removeEventListener('change', record, true);
    restoreControls(new Map([...before, ...typed]));
    const submit = heldSubmit as { form: HTMLFormElement; submitter: HTMLElement | null } | null;
    const click = heldClick as HTMLButtonElement | null;
    if (click?.isConnected) click.click();
    if (submit?.form.isConnected) {
      const { form, submitter } = submit;
      form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
    }
  };

  if (settings.fillFromQuery) fillFromQuery(island, settings.fillFromQuery, window.location);
  island.addEventListener('input', record, true);
  island.addEventListener('change', record, true);
  island.addEventListener('submit', holdSubmit, true);
  island.addEventListener('click', holdClick, true);
  if (startsAtOnce(settings, window.location, document.cookie)) {
    void start();
    return;
  }
  for (const type of TRIGGERS)
    island.addEventListener(type, start, { capture: true, passive: type !== 'submit' });
};

export default interaction;
