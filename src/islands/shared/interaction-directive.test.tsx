// @vitest-environment happy-dom
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import interaction, {
  changedControls,
  fillFromQuery,
  ISLAND_MOUNTED_EVENT,
  startsAtOnce,
} from './interaction-directive.ts';

type Booking = { name: string; email: string; agree: boolean; size: string; promo?: string };

/**
 * A form like the site's: react-hook-form's uncontrolled fields (which keep a value edited before
 * the form is ready on their own), one controlled field in React state (which hydration would
 * empty), and the mount signal of useStartup.
 */
function BookingForm({ onSend }: { onSend: (values: Booking) => void }) {
  const { register, handleSubmit } = useForm<Booking>({
    defaultValues: { name: '', email: '', agree: false, size: 'S' },
  });
  const [promo, setPromo] = useState('');
  const [details, setDetails] = useState(false);
  useEffect(() => {
    document.dispatchEvent(new Event(ISLAND_MOUNTED_EVENT));
  }, []);
  return (
    <form method="post" onSubmit={handleSubmit((values) => onSend({ ...values, promo }))}>
      <input
        aria-label="Promotion code"
        name="promo"
        value={promo}
        onChange={(event) => setPromo(event.target.value)}
      />
      <input aria-label="Name" {...register('name')} />
      <input aria-label="E-mail" {...register('email')} />
      <input aria-label="Agree" type="checkbox" {...register('agree')} />
      <select aria-label="Size" {...register('size')}>
        <option value="S">S</option>
        <option value="L">L</option>
      </select>
      <button type="button" aria-pressed={details} onClick={() => setDetails(!details)}>
        Details
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** The server-rendered island, and the directive started on it with a load that counts calls. */
function serverRendered(onSend: (values: Booking) => void, value: unknown = true) {
  const island = document.createElement('astro-island');
  island.innerHTML = renderToString(<BookingForm onSend={onSend} />);
  document.body.append(island);
  const load = vi.fn(async () => async () => {
    root = hydrateRoot(island, <BookingForm onSend={onSend} />);
  });
  void interaction(load, { name: 'BookingForm', value: value as string }, island);
  return { island, load };
}

/** Until React has hydrated the island and committed (effects included). */
async function hydrated() {
  await vi.waitFor(() => expect(root).toBeDefined());
  await new Promise((resolve) => setTimeout(resolve, 20));
}

function typeInto(control: HTMLInputElement | HTMLSelectElement, value: string) {
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('client:interaction', () => {
  it('loads nothing until the visitor reaches for the form', async () => {
    const { island, load } = serverRendered(() => undefined);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    island.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    island.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    await hydrated();
  });

  it('keeps what was typed before hydration and sends a submit held meanwhile', async () => {
    const onSend = vi.fn();
    const { island } = serverRendered(onSend);
    const [promo, name, email, agree] = [...island.querySelectorAll('input')] as HTMLInputElement[];
    const size = island.querySelector('select') as HTMLSelectElement;
    // Typing starts the island; the rest happens while its code loads.
    typeInto(promo as HTMLInputElement, 'WINTER');
    typeInto(name as HTMLInputElement, 'Anna Rossi');
    typeInto(email as HTMLInputElement, 'anna@example.com');
    (agree as HTMLInputElement).checked = true;
    agree?.dispatchEvent(new Event('change', { bubbles: true }));
    typeInto(size, 'L');
    const form = island.querySelector('form') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    // The browser's own POST of the page is stopped.
    expect(submit.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]?.[0]).toEqual({
      promo: 'WINTER',
      name: 'Anna Rossi',
      email: 'anna@example.com',
      agree: true,
      size: 'L',
    });
    expect((promo as HTMLInputElement).value).toBe('WINTER');
  });

  it('replays a click on one of its buttons made before the code arrived', async () => {
    const { island } = serverRendered(() => undefined);
    const details = island.querySelector('button[type="button"]') as HTMLButtonElement;
    details.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    details.click();
    expect(details.getAttribute('aria-pressed')).toBe('false');
    await hydrated();
    expect(details.getAttribute('aria-pressed')).toBe('true');
  });

  it('leaves the live form alone once hydrated: its submits are React’s alone', async () => {
    const onSend = vi.fn();
    const { island } = serverRendered(onSend);
    island.querySelector('input')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await hydrated();
    const form = island.querySelector('form') as HTMLFormElement;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the page asks for it', async () => {
    window.history.replaceState(null, '', '/login?error=expired');
    const { load } = serverRendered(() => undefined, { whenQuery: ['error'] });
    expect(load).toHaveBeenCalledTimes(1);
    await hydrated();
  });
});

describe('startsAtOnce', () => {
  const at = (search: string) => ({ search });
  it('follows present and missing query parameters and a cookie', () => {
    expect(startsAtOnce({}, at('?error=x'), '')).toBe(false);
    expect(startsAtOnce({ whenQuery: ['error'] }, at('?error=expired'), '')).toBe(true);
    expect(startsAtOnce({ whenQuery: ['error'] }, at('?next=%2Fsecure'), '')).toBe(false);
    expect(startsAtOnce({ unlessQuery: ['id', 'hashCode'] }, at('?id=1&hashCode=abc'), '')).toBe(false);
    expect(startsAtOnce({ unlessQuery: ['id', 'hashCode'] }, at('?id=1'), '')).toBe(true);
    expect(startsAtOnce({ unlessQuery: ['email'] }, at('?email=%20'), '')).toBe(true);
    expect(startsAtOnce({ whenCookie: 'XSRF-TOKEN' }, at(''), 'a=1; XSRF-TOKEN=abc')).toBe(true);
    expect(startsAtOnce({ whenCookie: 'XSRF-TOKEN' }, at(''), 'MY-XSRF-TOKEN=abc')).toBe(false);
  });
});

describe('fillFromQuery and changedControls', () => {
  it('shows the query’s value in the server-rendered field, which then counts as changed', () => {
    const island = document.createElement('div');
    island.innerHTML = '<form><input name="manager.email"><input name="other" value="kept"></form>';
    fillFromQuery(island, { email: 'manager.email' }, { search: '?email=anna%40example.com' });
    const changed = [...changedControls(island)].map(([control, state]) => [control.name, state.value]);
    expect(changed).toEqual([['manager.email', 'anna@example.com']]);
  });
});
