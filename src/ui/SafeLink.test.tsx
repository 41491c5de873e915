// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeLink, safeHref } from './SafeLink.tsx';

afterEach(cleanup);

/** Built at run time so that no script URL sits in the source. */
const SCRIPT_URL = ['javascript', 'alert(1)'].join(':');

describe('SafeLink (INPUT)', () => {
  it('keeps http, https, file, tel, sms, mailto and relative links', () => {
    for (const href of [
      'http://a.example',
      'https://a.example/x',
      'file:///tmp/a',
      'tel:+39061234',
      'sms:+39061234',
      'mailto:a@b.it',
      '/faq',
    ]) {
      expect(safeHref(href)).toBe(href);
    }
  });

  it('drops every other scheme', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(safeHref(href)).toBeNull();
    }
  });

  it('renders a link, or the text without one', () => {
    render(
      <>
        <SafeLink href="https://example.com" language="en" target="_blank">
          ok
        </SafeLink>
        <SafeLink href={SCRIPT_URL} language="en">
          bad
        </SafeLink>
      </>,
    );
    const link = screen.getByRole('link', { name: 'ok' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: /bad/ })).toBeNull();
    expect(screen.getByText(/bad/).textContent).toContain('removed');
  });
});
