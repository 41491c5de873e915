// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHotelPath } from '../domain/hotel-path.ts';
import { startHotelPage, WIDGET_SCRIPT, widgetAttributes } from './hotel-page.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

function page(path: string) {
  history.replaceState(null, '', path);
  document.title = 'Book your stay · Itaca';
  document.body.innerHTML =
    '<h1 data-hotel-name>Book your stay</h1><itaca-booking lang="en"></itaca-booking>';
  return document.querySelector('itaca-booking') as HTMLElement;
}

describe('hotel page script', () => {
  it('maps the address to the widget attributes', () => {
    const path = parseHotelPath('/hotel/ca-dei-dogi-venezia/20270130/20270203/2/1/0/0');
    expect(path && widgetAttributes(path)).toEqual({
      hotel: 'ca-dei-dogi-venezia',
      checkin: '2027-01-30',
      checkout: '2027-02-03',
      adults: '2',
      boys: '1',
      children: '0',
      kids: '0',
      autosearch: '',
    });
    const bare = parseHotelPath('/hotel/5');
    expect(bare && widgetAttributes(bare)).toEqual({ hotel: '5' });
  });

  it('sets the attributes before it loads the widget, then names the hotel from `ready`', () => {
    const widget = page('/it/hotel/ca-dei-dogi-venezia/20270130/20270203/2/0/0/0');
    // happy-dom does not load scripts: keep the element, check what would load and when.
    const appended: Node[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      expect(widget.getAttribute('checkout')).toBe('2027-02-03');
      appended.push(...(nodes as Node[]));
    });
    expect(startHotelPage(document)).toBe(true);
    expect(widget.getAttribute('hotel')).toBe('ca-dei-dogi-venezia');
    expect(widget.getAttribute('checkin')).toBe('2027-01-30');
    expect(widget.getAttribute('lang')).toBe('en');
    const script = appended[0] as HTMLScriptElement | undefined;
    expect(script?.getAttribute('src')).toBe(WIDGET_SCRIPT);
    expect(script?.type).toBe('module');

    widget.dispatchEvent(
      new CustomEvent('ready', { detail: { hotel: 1, name: "Ca' dei Dogi", currency: 'EUR' } }),
    );
    expect(document.querySelector('h1')?.textContent).toBe("Ca' dei Dogi");
    expect(document.title).toBe("Ca' dei Dogi · Itaca");
  });

  it('does nothing on another address', () => {
    page('/hotel/1/2027/2/2/0/0/0');
    expect(startHotelPage(document)).toBe(false);
    expect(document.head.querySelector('script')).toBeNull();
  });
});
