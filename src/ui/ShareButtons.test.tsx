// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LooseTranslate } from '../i18n/translate.ts';
import { ShareButtons } from './ShareButtons.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TEXTS: Record<string, string> = {
  'share.on': 'Share on {network} (opens a new window)',
  'share.email': 'Share by e-mail',
  'share.copy': 'Copy link',
  'share.copied': 'Link copied.',
  'share.copy.failed': 'Not copied.',
  'share.more': 'Show others',
  'share.less': 'Hide others',
  'share.native': 'Share…',
};
const t: LooseTranslate = {
  text: (key, params) =>
    (TEXTS[key] ?? key).replace(/\{(\w+)\}/g, (_, n: string) => String(params?.[n] ?? '')),
  has: (key) => key in TEXTS,
};

const URL_ = 'https://itaca.example/hotel/villa-rosa';

describe('<ShareButtons>', () => {
  it('names every link by its network and opens the spec-sized popup instead of navigating', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as unknown as Window);
    render(<ShareButtons url={URL_} title="Villa Rosa" t={t} />);
    const facebook = screen.getByRole('link', { name: 'Share on Facebook (opens a new window)' });
    expect(facebook.getAttribute('href')).toContain(encodeURIComponent(URL_));
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    facebook.dispatchEvent(click);
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('facebook.com'),
      'share-facebook',
      expect.stringMatching(/^width=400,height=300,/),
    );
    expect(click.defaultPrevented).toBe(true);
  });

  it('keeps the link when the popup is blocked', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ShareButtons url={URL_} title="Villa Rosa" t={t} />);
    let prevented: boolean | null = null;
    // Seen after the component's handler; then stopped, so the test browser does not follow it.
    document.addEventListener(
      'click',
      (event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    screen
      .getByRole('link', { name: /WhatsApp/ })
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(prevented).toBe(false);
  });

  it('shows the other networks behind a disclosure, Tumblr with its own popup size', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as unknown as Window);
    render(<ShareButtons url={URL_} title="Villa Rosa" t={t} />);
    const toggle = screen.getByRole('button', { name: 'Show others' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: /Tumblr/ })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide others' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: /Tumblr/ }));
    expect(open).toHaveBeenLastCalledWith(
      expect.any(String),
      'share-tumblr',
      expect.stringMatching(/^width=540,height=300,/),
    );
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareButtons url={URL_} title="Villa Rosa" t={t} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(URL_);
  });

  it('offers e-mail, and the system share sheet only where the browser has one', () => {
    render(<ShareButtons url={URL_} title="Villa Rosa" t={t} />);
    expect(screen.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=Villa%20Rosa/,
    );
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
  });
});
