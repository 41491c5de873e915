// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TIMELINE_COLOUR_NAMES, TIMELINE_COLOURS } from '../domain/timeline.ts';
import type { LooseTranslate } from '../i18n/translate.ts';
import { Timeline, type TimelineEvent } from './Timeline.tsx';

afterEach(cleanup);

const TEXTS: Record<string, string> = {
  'timeline.label': 'Timeline',
  'timeline.empty': 'Nothing to show yet.',
};
const t: LooseTranslate = { text: (key) => TEXTS[key] ?? key, has: (key) => key in TEXTS };

const events: TimelineEvent[] = Array.from({ length: 12 }, (_, i) => ({
  id: i,
  dateTime: `2026-11-${String(i + 1).padStart(2, '0')}`,
  date: `${i + 1} Nov 2026`,
  title: `Event ${i + 1}`,
  icon: 'dot',
  colour: TIMELINE_COLOUR_NAMES[i % 9] ?? 'primary',
}));

describe('<Timeline> (BOLIM-9)', () => {
  it('is an ordered list of events, each with its date in a <time> and its title', () => {
    render(<Timeline events={events.slice(0, 3)} t={t} />);
    const list = screen.getByRole('list', { name: 'Timeline' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-02');
    expect(within(items[1] as HTMLElement).getByText('Event 2')).toBeTruthy();
  });

  it('delays each entrance by 100 ms × its index up to 10, then 1000 ms', () => {
    render(<Timeline events={events} t={t} />);
    const delays = screen.getAllByRole('listitem').map((item) => item.style.animationDelay);
    expect(delays.slice(0, 3)).toEqual(['0ms', '100ms', '200ms']);
    expect(delays[10]).toBe('1000ms');
    expect(delays[11]).toBe('1000ms');
  });

  it('aligns as asked (RIGHT by default)', () => {
    const { rerender } = render(<Timeline events={events.slice(0, 2)} t={t} />);
    expect(screen.getByRole('list').className).toContain('ui-timeline--right');
    rerender(<Timeline events={events.slice(0, 2)} t={t} alignment="CENTER" />);
    expect(screen.getByRole('list').className).toContain('ui-timeline--center');
  });

  it('says so when there is nothing to show', () => {
    render(<Timeline events={[]} t={t} />);
    expect(screen.getByText('Nothing to show yet.')).toBeTruthy();
  });

  it('styles each of the nine backgrounds with the contrast-checked pair of the domain', () => {
    const css = readFileSync('src/ui/Timeline.css', 'utf8');
    for (const name of TIMELINE_COLOUR_NAMES) {
      const { background, ink } = TIMELINE_COLOURS[name];
      const rule = new RegExp(
        `\\.ui-timeline__icon--${name} \\{\\s*background: ${background};\\s*color: ${ink};`,
      );
      expect(css, name).toMatch(rule);
    }
  });
});
