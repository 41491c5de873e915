// @vitest-environment happy-dom
/**
 * The one hotel info field list of the property screen and of /register (WIDGETUI, PROPFLOW, PROPCHECK):
 * rendered with each island's own text bundle, it asks the same things by the same rules: stars
 * only for a HOTEL, the entire-accommodation flag only for apartment-like types (and only with one
 * room), no room count once the property is let entire; `hotelValues` gives the schema's input.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { hotelInfoForm } from '../../../contracts/secure/property.ts';
import { createTranslate, type MessageBundle } from '../../../i18n/translate.ts';
import registerMessages from '../../register/messages.gen.json';
import backofficeMessages from '../messages.gen.json';
import type { FieldErrors } from './form.tsx';
import { EMPTY_HOTEL, type HotelDraft, HotelInfoFields, hotelValues } from './HotelInfoFields.tsx';
import { draftOf } from './InfoSection.tsx';

afterEach(cleanup);

function Harness({ bundle, errors = {} }: { bundle: MessageBundle; errors?: FieldErrors }) {
  const [draft, setDraft] = useState<HotelDraft>(EMPTY_HOTEL);
  return (
    <form>
      <HotelInfoFields
        t={createTranslate(bundle, 'en')}
        draft={draft}
        errors={errors}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
      />
      <output data-testid="values">{JSON.stringify(hotelValues(draft))}</output>
    </form>
  );
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, unknown>;

describe.each([
  ['the property screen', backofficeMessages],
  ['the registration wizard', registerMessages],
])('HotelInfoFields in %s', (_, bundle) => {
  it('asks the stars of a hotel only, and the entire flag of an apartment-like type with one room only', () => {
    render(<Harness bundle={bundle as MessageBundle} />);
    expect(screen.getByRole('combobox', { name: /Stars/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Entire accommodation/ })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: /Stars/ }), { target: { value: '4' } });
    expect(values()).toMatchObject({ type: 'HOTEL', stars: 4, roomsNumber: 1, entireAccommodation: false });

    fireEvent.change(screen.getByRole('combobox', { name: /Type/ }), { target: { value: 'VILLA' } });
    expect(screen.queryByRole('combobox', { name: /Stars/ })).toBeNull();
    expect(values()).toMatchObject({ type: 'VILLA', stars: null });
    fireEvent.change(screen.getByRole('combobox', { name: /Number of rooms/ }), { target: { value: '3' } });
    const entire = screen.getByRole('checkbox', { name: /Entire accommodation/ }) as HTMLInputElement;
    expect(entire.disabled).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: /Number of rooms/ }), { target: { value: '1' } });
    expect(entire.disabled).toBe(false);
    fireEvent.click(entire);
    // Let entire: one unit, no room list.
    expect(screen.queryByRole('combobox', { name: /Number of rooms/ })).toBeNull();
    expect(values()).toMatchObject({ type: 'VILLA', roomsNumber: 1, entireAccommodation: true });
    expect(hotelInfoForm.safeParse({ ...values(), name: 'Villa Aurora' }).success).toBe(true);

    // Back to a hotel: the flag goes with the type.
    fireEvent.change(screen.getByRole('combobox', { name: /Type/ }), { target: { value: 'HOTEL' } });
    expect(values()).toMatchObject({ type: 'HOTEL', entireAccommodation: false });
  });

  it('marks a field with its error', () => {
    render(<Harness bundle={bundle as MessageBundle} errors={{ name: 'error.required' }} />);
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the property screen’s draft of the stored info', () => {
  it("edits a hotel of more than 20 rooms as '20+', the list's last choice", () => {
    const info = {
      type: 'HOTEL',
      name: "Ca' dei Dogi",
      stars: 3,
      roomsNumber: 28,
      entireAccommodation: false,
      version: 1,
    } as const;
    expect(draftOf(info).roomsNumber).toBe('21');
    expect(draftOf({ ...info, roomsNumber: 12 }).roomsNumber).toBe('12');
    expect(hotelInfoForm.safeParse(hotelValues(draftOf(info))).success).toBe(true);
  });
});
