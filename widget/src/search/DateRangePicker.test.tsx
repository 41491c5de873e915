// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingCalendar, CalendarDay } from '../../../src/contracts/booking-types.ts';
import type { CalendarParty } from '../../../src/contracts/client/client.ts';
import { addDays, eachNight } from '../../../src/domain/booking/dates.ts';
import { formatMoney } from '../../../src/ui/format.ts';
import { clearCalendarCache } from './calendar.ts';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker.tsx';

const TODAY = '2026-06-10'; // a Wednesday

const SPECIAL: Record<string, Partial<CalendarDay>> = {
  '2026-06-12': { closedToArrival: true, lowestPrice: 95 },
  '2026-06-15': { minLOS: 3 },
  '2026-06-19': { closedToDeparture: true },
  '2026-06-22': { closed: true, available: false, lowestPrice: null },
};

function calendarApi(fail = false) {
  return {
    bookingCalendar: vi.fn(
      async (
        _hotel: number | string,
        from: string,
        to: string,
        party?: CalendarParty,
      ): Promise<BookingCalendar> => {
        if (fail) throw new Error('offline');
        const days = eachNight(from, addDays(to, 1)).map(
          (date): CalendarDay => ({
            date,
            lowestPrice: 89,
            available: true,
            closed: false,
            closedToArrival: false,
            closedToDeparture: false,
            minLOS: 1,
            ...SPECIAL[date],
          }),
        );
        const people = { adults: party?.adults ?? 2, boys: 0, children: 0, kids: 0 };
        return { hotelId: 7, from, to, currency: 'EUR', people, rooms: party?.rooms ?? 1, days };
      },
    ),
  };
}

function setup(props: Partial<DateRangePickerProps> = {}) {
  const onClose = vi.fn();
  const api = props.api ?? calendarApi();
  render(
    <DateRangePicker
      api={api}
      hotel="ca-dei-dogi-venezia"
      language="en"
      today={TODAY}
      maxRange={7}
      checkin={null}
      checkout={null}
      party={{ adults: 2, boys: 0, children: 0, kids: 0, rooms: 1 }}
      money={(amount) => formatMoney(amount, 'en', 'EUR')}
      onClose={onClose}
      {...props}
    />,
  );
  return { onClose, api, dialog: screen.getByRole('dialog', { hidden: true }) };
}

const cell = (date: string) => {
  const found = document.querySelector<HTMLElement>(`[data-date="${date}"]`);
  if (found === null) throw new Error(`no cell for ${date}`);
  return found;
};
/** A day's accessible name, computed from its content as a screen reader would. */
function nameOf(date: string): string {
  let name = '';
  screen.queryAllByRole('gridcell', {
    hidden: true,
    name: (computed, element) => {
      if (element.getAttribute('data-date') === date) name = computed;
      return false;
    },
  });
  return name.replace(/\s+/g, ' ').replace(/ ,/g, ',');
}
const focused = () => document.activeElement?.getAttribute('data-date');
const key = (name: string, init: KeyboardEventInit = {}) => {
  const target = document.activeElement;
  if (target === null) throw new Error('nothing focused');
  fireEvent.keyDown(target, { key: name, ...init });
};

beforeEach(() => clearCalendarCache());
afterEach(cleanup);

describe('<DateRangePicker> (APG date picker dialog)', () => {
  it('is a labelled modal dialog with two month grids, weeks from Monday', async () => {
    const { dialog } = setup();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('Choose your dates');
    const grids = within(dialog).getAllByRole('grid', { hidden: true });
    expect(grids).toHaveLength(2);
    expect(grids[0]?.getAttribute('aria-labelledby')).toBeTruthy();
    const heading = dialog.querySelector('h2');
    expect(heading?.getAttribute('aria-live')).toBe('polite');
    expect(heading?.textContent).toBe('June 2026, July 2026');
    const headers = grids[0]?.querySelectorAll('th') ?? [];
    expect([...headers].map((th) => th.getAttribute('abbr'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    // 1 June 2026 is a Monday: first column
    expect(grids[0]?.querySelector('tbody tr td')?.getAttribute('data-date')).toBe('2026-06-01');
    await waitFor(() => expect(cell('2026-06-11').textContent).toContain('€89'));
  });

  it('has one focusable day, today, focused on opening; past days are disabled but focusable', async () => {
    setup();
    await waitFor(() => expect(focused()).toBe(TODAY));
    expect(document.querySelectorAll('[data-date][tabindex="0"]')).toHaveLength(1);
    expect(cell(TODAY).getAttribute('aria-current')).toBe('date');
    expect(cell('2026-06-09').getAttribute('aria-disabled')).toBe('true');
    expect(cell('2026-06-09').getAttribute('tabindex')).toBe('-1');
  });

  it('moves the focus with the APG keys, across months and years, and shifts the view', async () => {
    setup();
    await waitFor(() => expect(focused()).toBe(TODAY));
    key('ArrowRight');
    expect(focused()).toBe('2026-06-11');
    key('ArrowDown');
    expect(focused()).toBe('2026-06-18');
    key('Home');
    expect(focused()).toBe('2026-06-15'); // Monday
    key('End');
    expect(focused()).toBe('2026-06-21'); // Sunday
    key('ArrowUp');
    expect(focused()).toBe('2026-06-14');
    key('PageDown');
    expect(focused()).toBe('2026-07-14');
    key('PageDown');
    expect(focused()).toBe('2026-08-14');
    expect(document.querySelector('h2')?.textContent).toBe('July 2026, August 2026');
    key('PageDown', { shiftKey: true });
    expect(focused()).toBe('2027-08-14');
    expect(document.querySelector('h2')?.textContent).toBe('July 2027, August 2027');
    key('PageUp', { shiftKey: true });
    key('PageUp');
    expect(focused()).toBe('2026-07-14');
    key('ArrowLeft');
    expect(document.querySelectorAll('[data-date][tabindex="0"]')).toHaveLength(1);
    expect(cell('2026-07-13').getAttribute('tabindex')).toBe('0');
  });

  it('refuses a closed-to-arrival start and says why', async () => {
    setup();
    await waitFor(() => expect(cell('2026-06-12').getAttribute('aria-disabled')).toBe('true'));
    expect(nameOf('2026-06-12')).toBe('Friday, 12 June 2026, €95, closed to arrival');
    fireEvent.click(cell('2026-06-12'));
    expect(cell('2026-06-12').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByText('Fri 12 Jun: closed to arrival')).toBeTruthy();
  });

  it('selects a range with the keyboard, enforcing the minimum stay and closed-to-departure', async () => {
    const { onClose } = setup({ maxRange: 14 });
    await waitFor(() => expect(nameOf('2026-06-15')).toContain('€89'));
    act(() => cell('2026-06-15').focus());
    key('Enter'); // check-in on Monday 15 (minimum stay 3 nights)
    expect(cell('2026-06-15').getAttribute('aria-selected')).toBe('true');
    expect(
      screen.getByText(/Check-in Mon 15 Jun\. Now choose the check-out\. Minimum stay 3 nights\./),
    ).toBeTruthy();
    expect(cell('2026-06-16').getAttribute('aria-disabled')).toBe('true');
    expect(nameOf('2026-06-17')).toContain('minimum stay 3 nights');
    expect(cell('2026-06-18').getAttribute('aria-disabled')).toBeNull();
    expect(nameOf('2026-06-19')).toContain('closed to departure');
    expect(cell('2026-06-19').getAttribute('aria-disabled')).toBe('true');
    // The closed night of the 22nd: the 22nd is a possible check-out, not the 23rd.
    expect(cell('2026-06-22').getAttribute('aria-disabled')).toBeNull();
    expect(nameOf('2026-06-23')).toContain('the stay would include an unavailable night');
    key('ArrowRight'); // 16: minimum stay not reached
    key(' ');
    expect(cell('2026-06-16').getAttribute('aria-selected')).toBe('false');
    // the keyboard focus previews the range
    key('ArrowRight');
    key('ArrowRight');
    expect(focused()).toBe('2026-06-18');
    expect(cell('2026-06-17').className).toContain('in-preview');
    expect(onClose).not.toHaveBeenCalled();
    key('Enter');
    // A wide screen: choosing the check-out completes the choice, no Confirm to press.
    expect(onClose).toHaveBeenCalledWith({ checkin: '2026-06-15', checkout: '2026-06-18' });
    expect(screen.queryByText('Confirm')).toBeNull();
  });

  it('on a wide screen a new check-in asks for its check-out again (no Confirm to keep the old one)', async () => {
    const { onClose } = setup({ checkin: '2026-06-13', checkout: '2026-06-16' });
    await waitFor(() => expect(cell('2026-06-16').getAttribute('aria-selected')).toBe('true'));
    fireEvent.click(cell('2026-06-14'));
    expect(cell('2026-06-14').getAttribute('aria-selected')).toBe('true');
    expect(cell('2026-06-16').getAttribute('aria-selected')).toBe('false');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(cell('2026-06-17'));
    expect(onClose).toHaveBeenCalledWith({ checkin: '2026-06-14', checkout: '2026-06-17' });
  });

  it('keeps the day of the month across consecutive PageDown / PageUp (APG)', async () => {
    setup({ checkin: '2026-07-31', checkout: null });
    await waitFor(() => expect(focused()).toBe('2026-07-31'));
    const run = ['PageDown', 'PageDown', 'PageDown', 'PageUp'].map((name) => {
      key(name);
      return focused();
    });
    expect(run).toEqual(['2026-08-31', '2026-09-30', '2026-10-31', '2026-09-30']);
    // Another key ends the run: the next one starts from the focused day.
    key('ArrowLeft');
    key('PageDown');
    expect(focused()).toBe('2026-10-29');
    key('PageDown');
    expect(focused()).toBe('2026-11-29');
  });

  it('marks past days out of reach, apart from sold-out ones', async () => {
    setup();
    await waitFor(() => expect(nameOf('2026-06-22')).toContain('closed'));
    expect(cell('2026-06-09').className).toContain('is-out');
    expect(cell('2026-06-09').getAttribute('aria-disabled')).toBe('true');
    expect(cell('2026-06-22').className).toContain('is-closed');
    expect(cell('2026-06-22').className).not.toContain('is-out');
    expect(cell(TODAY).className).not.toContain('is-out');
  });

  describe('on a phone (the full-screen panel)', () => {
    beforeEach(() => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: true,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
    });
    afterEach(() => vi.unstubAllGlobals());

    it('keeps the Confirm / Cancel footer: the check-out is confirmed, not closed at once', async () => {
      const { onClose } = setup();
      await waitFor(() => expect(nameOf('2026-06-13')).toContain('€89'));
      expect(document.querySelectorAll('table[role="grid"]')).toHaveLength(1);
      fireEvent.click(cell('2026-06-13'));
      fireEvent.click(cell('2026-06-16'));
      expect(onClose).not.toHaveBeenCalled();
      expect(cell('2026-06-16').getAttribute('aria-selected')).toBe('true');
      expect(document.activeElement?.textContent).toBe('Confirm');
      fireEvent.click(screen.getByText('Confirm'));
      expect(onClose).toHaveBeenCalledWith({ checkin: '2026-06-13', checkout: '2026-06-16' });
    });
  });

  it('previews the range under the pointer', async () => {
    setup({ checkin: '2026-06-13', checkout: null });
    await waitFor(() => expect(cell('2026-06-13').getAttribute('aria-selected')).toBe('true'));
    fireEvent.pointerEnter(cell('2026-06-16'), { pointerType: 'mouse' });
    expect(cell('2026-06-14').className).toContain('in-preview');
    expect(cell('2026-06-15').className).toContain('in-preview');
    expect(cell('2026-06-17').className).not.toContain('in-preview');
    // no preview towards a day that cannot be the check-out (beyond 7 nights)
    fireEvent.pointerEnter(cell('2026-06-21'), { pointerType: 'mouse' });
    expect(document.querySelectorAll('.in-preview')).toHaveLength(0);
  });

  it('does not go beyond maxRange nights', async () => {
    setup({ checkin: '2026-06-23', checkout: null });
    await waitFor(() => expect(cell('2026-06-30').getAttribute('aria-disabled')).toBeNull()); // 7 nights
    expect(cell('2026-07-01').getAttribute('aria-disabled')).toBe('true');
    expect(nameOf('2026-07-01')).toContain('maximum stay 7 nights');
  });

  it('closes without a change on Escape (the dialog cancel) and on Cancel', async () => {
    const { onClose, dialog } = setup({ checkin: '2026-06-13', checkout: '2026-06-16' });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenLastCalledWith(null);
    fireEvent.click(screen.getByText('Cancel'));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onClose).toHaveBeenLastCalledWith(null);
  });

  it('keeps Tab inside the dialog', async () => {
    setup();
    await waitFor(() => expect(focused()).toBe(TODAY));
    const cancel = screen.getByText('Cancel');
    act(() => cancel.focus());
    key('Tab');
    expect(document.activeElement?.textContent).toContain('Check-in');
    key('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(cancel);
  });

  it('lets the guest choose dates when the calendar cannot be loaded', async () => {
    const { onClose } = setup({ api: calendarApi(true) });
    await screen.findByText('Prices and availability could not be loaded: you can still choose your dates.');
    fireEvent.click(cell('2026-06-12')); // unknown: selectable
    fireEvent.click(cell('2026-06-14'));
    expect(onClose).toHaveBeenCalledWith({ checkin: '2026-06-12', checkout: '2026-06-14' });
  });

  it('loads the calendar once per span and hotel', async () => {
    const api = calendarApi();
    setup({ api });
    await waitFor(() => expect(api.bookingCalendar).toHaveBeenCalled());
    const calls = api.bookingCalendar.mock.calls.map((c) => `${c[1]}..${c[2]}`);
    expect(calls).toEqual(['2026-06-10..2026-06-30', '2026-07-01..2026-09-30']);
    cleanup();
    setup({ api });
    await waitFor(() => expect(cell('2026-06-11').textContent).toContain('€89'));
    expect(api.bookingCalendar).toHaveBeenCalledTimes(2);
  });

  it('asks the calendar for the searched party, and again for another party', async () => {
    const api = calendarApi();
    setup({ api, party: { adults: 3, boys: 0, children: 1, kids: 0, rooms: 2 } });
    await waitFor(() => expect(api.bookingCalendar).toHaveBeenCalledTimes(2));
    expect(api.bookingCalendar.mock.calls[0]?.[3]).toEqual({
      adults: 3,
      boys: 0,
      children: 1,
      kids: 0,
      rooms: 2,
    });
    expect(
      screen.getByText(
        'Lowest price per night for 3 adults, 1 child per room · 2 rooms, VAT and city tax included',
      ),
    ).toBeTruthy();
    cleanup();
    setup({ api });
    await waitFor(() => expect(api.bookingCalendar).toHaveBeenCalledTimes(4));
    expect(api.bookingCalendar.mock.calls[2]?.[3]).toEqual({
      adults: 2,
      boys: 0,
      children: 0,
      kids: 0,
      rooms: 1,
    });
  });

  it('speaks Italian', async () => {
    setup({ language: 'it', money: (amount) => formatMoney(amount, 'it', 'EUR') });
    expect(screen.getByRole('dialog', { hidden: true }).getAttribute('aria-label')).toBe('Scegli le date');
    expect(document.querySelector('h2')?.textContent).toBe('Giugno 2026, Luglio 2026');
    await waitFor(() =>
      expect(nameOf('2026-06-12')).toMatch(/^venerdì 12 giugno 2026, 95\s€, arrivi non consentiti$/),
    );
  });
});
