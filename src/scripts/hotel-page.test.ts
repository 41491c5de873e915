// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHotelPath } from '../domain/hotel-path.ts';
import { dictionaries } from '../i18n/dictionary.ts';
import { contactLink, policyLines, startHotelPage, WIDGET_SCRIPT, widgetAttributes } from './hotel-page.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
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

  it('sets the attributes, loads the widget when it nears the viewport, then names the hotel from `ready`', () => {
    const widget = page('/it/hotel/ca-dei-dogi-venezia/20270130/20270203/2/0/0/0');
    let near: (() => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          near = () => callback([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    // happy-dom does not load scripts: keep the element, check what would load and when.
    const appended: Node[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      expect(widget.getAttribute('checkout')).toBe('2027-02-03');
      appended.push(...(nodes as Node[]));
    });
    expect(startHotelPage(document)).toBe(true);
    expect(appended).toEqual([]);
    near?.();
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

describe('hotel page content', () => {
  const texts = {
    'hotel.page.checkin.range': 'Check-in from {from} to {to}',
    'hotel.page.checkout': 'Check-out by {time}',
    'hotel.page.pets.no': 'Pets are not allowed',
    'hotel.page.cancel.until': '{plan}: free cancellation up to {deadline} before arrival',
    'hotel.page.cancel.nonrefundable': '{plan}: not refunded',
    'hotel.page.unit.DAYS.one': '{count} day',
    'hotel.page.unit.DAYS.other': '{count} days',
    'hotel.page.noshow.percentage': 'No-show: {percentage}%',
    'hotel.page.noshow.nights.one': 'No-show: {count} night',
    'hotel.page.noshow.nights.other': 'No-show: {count} nights',
  };
  const rate = (name: string, type: 'STANDARD' | 'NOT_REFUNDABLE', deadline: number | null, noShow: number) =>
    ({
      name: { en: name },
      type,
      cancellationPolicy: {
        type: type === 'STANDARD' ? 'CUSTOM' : 'NOT_REFUNDABLE',
        deadline: deadline === null ? null : { count: deadline, unit: 'DAYS' },
        reservationPenalty: null,
      },
      noShowPolicy: { percentage: null, chargeNights: noShow, stayNights: false, chargeAmount: 0 },
    }) as unknown as import('../contracts/booking-types.ts').RatePlanView;
  const profile = {
    hotel: {
      name: 'Ca’ dei Dogi',
      stars: 4,
      description: { en: 'On the canal' },
      policies: { checkinFrom: '14:00', checkinTo: '22:00', checkoutTo: '11:00', petsAllowed: false },
      addressInfo: {
        address: 'Calle 1',
        city: 'Venezia',
        zipcode: '30122',
        country: 'IT',
        geo: { type: 'Point', coordinates: [12.3, 45.4] },
      },
    },
    services: [],
    ratePlans: [rate('Flexible', 'STANDARD', 2, 1), rate('Saver', 'NOT_REFUNDABLE', null, 1)],
  } as unknown as Parameters<typeof policyLines>[0];

  it('counts days and nights by the plural rules of the page’s language', () => {
    const one = {
      ...profile,
      hotel: { ...profile.hotel, policies: {} },
      ratePlans: [rate('Flexibile', 'STANDARD', 1, 1), rate('Settimana', 'STANDARD', 2, 2)],
    };
    expect(policyLines(one, dictionaries.it, 'it')).toEqual([
      "Flexibile: cancellazione gratuita fino a 1 giorno prima dell'arrivo; dopo si applica la penale della tariffa.",
      'In caso di mancato arrivo (no-show) viene addebitata 1 notte.',
      "Settimana: cancellazione gratuita fino a 2 giorni prima dell'arrivo; dopo si applica la penale della tariffa.",
      'In caso di mancato arrivo (no-show) vengono addebitate 2 notti.',
    ]);
    expect(policyLines(one, dictionaries.en, 'en')).toEqual([
      'Flexibile: free cancellation up to 1 day before arrival; after that the cancellation fee of the rate applies.',
      'If you do not arrive (no-show), 1 night is charged.',
      'Settimana: free cancellation up to 2 days before arrival; after that the cancellation fee of the rate applies.',
      'If you do not arrive (no-show), 2 nights are charged.',
    ]);
  });

  it('says the house rules and each rate’s cancellation and no-show rules in words', () => {
    expect(policyLines(profile, texts, 'en')).toEqual([
      'Check-in from 14:00 to 22:00',
      'Check-out by 11:00',
      'Pets are not allowed',
      'Flexible: free cancellation up to 2 days before arrival',
      'No-show: 1 night',
      'Saver: not refunded',
    ]);
  });
});

describe('hotel contacts', () => {
  it.each([
    ['PHONE', '+39 055 123 456', 'tel:+39055123456', false],
    ['MOBILE', '(0039) 333-1234567', 'tel:00393331234567', false],
    ['WHATSAPP', '+39 333 1234567', 'https://wa.me/393331234567', true],
    ['EMAIL', 'info@hotel.example', 'mailto:info@hotel.example', false],
    ['WEBSITE', 'https://hotel.example/en', 'https://hotel.example/en', true],
    ['INSTAGRAM', 'https://www.instagram.com/hotel', 'https://www.instagram.com/hotel', true],
  ])('links a %s contact (%s)', (type, value, href, external) => {
    expect(contactLink({ type, value })).toEqual({ type, text: value, href, external });
  });

  it.each([
    ['WEBSITE', 'javascript:alert(1)'],
    ['WEBSITE', 'java\tscript:alert(1)'],
    ['WEBSITE', 'JavaScript://hotel.example/%0aalert(1)'],
    ['WEBSITE', 'data:text/html,<b>x</b>'],
    ['WEBSITE', 'hotel.example'],
    ['FACEBOOK', 'ftp://hotel.example'],
    ['EMAIL', 'info@hotel.example?subject=x'],
    ['EMAIL', 'mailto:a@b.example'],
    ['PHONE', 'call us'],
    ['FAX', '+39 055 654321'],
    ['SKYPE', 'hotel.skype'],
    ['ADDRESS', 'Via Roma 1, Firenze'],
  ])('shows a %s contact (%s) as plain text', (type, value) => {
    expect(contactLink({ type, value })).toEqual({ type, text: value, href: null, external: false });
  });
});
