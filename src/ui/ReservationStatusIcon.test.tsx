// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dictionaries } from '../i18n/dictionary.ts';
import { createTranslate, type MessageBundle } from '../i18n/translate.ts';
import { RESERVATION_STATUSES, ReservationStatusIcon } from './ReservationStatusIcon.tsx';

afterEach(cleanup);

const t = (language: 'en' | 'it') => createTranslate(dictionaries as MessageBundle, language);

describe('ReservationStatusIcon (PROPDATA)', () => {
  it('names every one of the 8 statuses with its own text and its own shape', () => {
    const names = new Set<string>();
    const shapes = new Set<string>();
    for (const status of RESERVATION_STATUSES) {
      const { container, unmount } = render(<ReservationStatusIcon status={status} t={t('en')} />);
      const img = screen.getByRole('img');
      const name = img.getAttribute('aria-label') ?? '';
      expect(name).not.toMatch(/^bo\.status\./);
      names.add(name);
      shapes.add([...container.querySelectorAll('path')].map((p) => p.getAttribute('d')).join('|'));
      unmount();
    }
    expect(RESERVATION_STATUSES).toHaveLength(8);
    expect(names.size).toBe(8);
    expect(shapes.size).toBe(8);
  });

  it('shows the label in the page language, the icon then decorative', () => {
    render(<ReservationStatusIcon status="NO_SHOW" t={t('it')} withLabel />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No-show')).toBeTruthy();
    cleanup();
    render(<ReservationStatusIcon status="CANCELLED" t={t('it')} withLabel />);
    expect(screen.getByText('Cancellata')).toBeTruthy();
    expect(document.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
