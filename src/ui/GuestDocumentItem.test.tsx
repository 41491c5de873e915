// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { findMunicipality, searchMunicipalities } from '../domain/data/municipalities.ts';
import {
  blankDocument,
  clearDocument,
  confirmDocument,
  type GuestDocument,
} from '../domain/guest-documents.ts';
import { dictionaries } from '../i18n/dictionary.ts';
import { createTranslate, type MessageBundle } from '../i18n/translate.ts';
import { GuestDocumentItem, type SaveOutcome } from './GuestDocumentItem.tsx';

afterEach(cleanup);

const t = createTranslate(dictionaries as MessageBundle, 'en');
const MAX = '2027-01-30';
const municipalities = { find: findMunicipality, search: searchMunicipalities };

const leader: GuestDocument = {
  ...blankDocument('lead-0001', MAX, 7),
  name: 'Anna',
  surname: 'Rossi',
  guestType: 'GROUP_LEADER',
  status: 'COMPLETE',
};

/** The item over a list kept in state, saving with the rules like the panel does. */
function Harness({ initial, index = 0 }: { initial: GuestDocument[]; index?: number }) {
  const [docs, setDocs] = useState(initial);
  const [expanded, setExpanded] = useState(false);
  const [saved, setSaved] = useState<GuestDocument | null>(null);
  const doc = docs[index] as GuestDocument;
  const save = async (next: GuestDocument): Promise<SaveOutcome> => {
    const confirmed = confirmDocument(next, findMunicipality);
    setDocs((list) => list.map((d) => (d.uuid === confirmed.uuid ? confirmed : d)));
    setSaved(confirmed);
    return 'saved';
  };
  return (
    <>
      <ul>
        <GuestDocumentItem
          document={doc}
          documents={docs}
          number={index + 1}
          roomName="101"
          language="en"
          t={t}
          municipalities={municipalities}
          expanded={expanded}
          onExpandedChange={setExpanded}
          onConfirm={save}
          onRemove={(removed) => save(clearDocument(removed))}
        />
      </ul>
      <output data-testid="saved">{saved ? JSON.stringify(saved) : ''}</output>
    </>
  );
}

const savedDoc = () => JSON.parse(screen.getByTestId('saved').textContent || 'null') as GuestDocument | null;
const toggle = () => screen.getByRole('button', { name: /^Guest 1/ });

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Types into a combobox and picks the first suggestion with the keyboard (APG). */
function choose(label: RegExp, text: string) {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'Enter' });
  return box;
}

async function confirm() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  });
}

describe('GuestDocumentItem', () => {
  it("is collapsed by default: name, room and the badge (nothing entered yet: 'To fill in', not 'Partial') on a disclosure button", () => {
    render(<Harness initial={[blankDocument('guest-0001', MAX, 7)]} />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().textContent).toContain('Guest 1');
    expect(toggle().textContent).toContain('Room 101');
    expect(toggle().textContent).toContain('To fill in');
    expect(toggle().textContent).not.toContain('Partial');
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText(/^Name/)).toBeTruthy();
  });

  it('fills a document to COMPLETE: municipality combobox, derived province, single guest by default', async () => {
    render(<Harness initial={[blankDocument('guest-0001', MAX, 7)]} />);
    fireEvent.click(toggle());
    type(/^Name/, 'Mario');
    type(/^Surname/, 'Bianchi');
    fireEvent.change(screen.getByLabelText(/^Gender/), { target: { value: 'MALE' } });
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1980-05-04' } });
    const place = choose(/^Place of birth/, 'Rom');
    expect((place as HTMLInputElement).value).toBe('Roma');
    expect(screen.getByTestId('province').textContent).toContain('RM');
    choose(/^Nationality/, 'it');
    expect((screen.getByRole('combobox', { name: /^Nationality/ }) as HTMLInputElement).value).toBe('Italy');
    choose(/^Citizenship/, 'it');
    fireEvent.change(screen.getByLabelText(/^Document type/), { target: { value: 'PASSPORT' } });
    type(/^Document number/, 'YA1234567');
    choose(/^Place of issue/, 'Venezia');
    await confirm();
    expect(savedDoc()).toMatchObject({
      status: 'COMPLETE',
      guestType: 'SINGLE_GUEST',
      province: 'RM',
      birthPlace: { country: 'IT', name: 'Roma', istat: '058091' },
      nationality: 'IT',
    });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().textContent).toContain('Mario Bianchi');
    expect(toggle().textContent).toContain('Complete');
  });

  it('saves an invalid document as PARTIAL, shows the problems and focuses the first', async () => {
    render(<Harness initial={[blankDocument('guest-0001', MAX, 7)]} />);
    fireEvent.click(toggle());
    type(/^Name/, 'Mario');
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '2027-02-01' } });
    await confirm();
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(savedDoc()?.status).toBe('PARTIAL');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const surname = screen.getByLabelText(/^Surname/);
    expect(surname.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(surname);
    expect(screen.getByText('The date is not valid!')).toBeTruthy();
  });

  it('makes an untyped document a member under a leader, with its type fixed and no document fields', () => {
    render(<Harness initial={[leader, blankDocument('guest-0002', MAX, 7)]} index={1} />);
    fireEvent.click(screen.getByRole('button', { name: /^Guest 2/ }));
    expect(screen.getByText('Group member')).toBeTruthy();
    expect(screen.queryByLabelText('Guest type')).toBeNull();
    expect(screen.queryByLabelText(/^Document type/)).toBeNull();
    expect(screen.queryByLabelText(/^Document number/)).toBeNull();
    expect(screen.getByText(/need no identity document/)).toBeTruthy();
  });

  it('disables the exemption for a resident and resident for an exempt guest', () => {
    render(<Harness initial={[blankDocument('guest-0001', MAX, 7)]} />);
    fireEvent.click(toggle());
    const resident = screen.getByLabelText('Resident in the municipality');
    const exemption = screen.getByLabelText('Exemption');
    fireEvent.click(resident);
    expect((exemption as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Not available for a resident')).toBeTruthy();
    fireEvent.click(resident);
    expect((exemption as HTMLInputElement).disabled).toBe(false);
    fireEvent.change(exemption, { target: { value: 'BUS_DRIVERS' } });
    expect((resident as HTMLInputElement).disabled).toBe(true);
  });

  it('cancel puts the stored document back', () => {
    render(<Harness initial={[{ ...blankDocument('guest-0001', MAX, 7), name: 'Lia' }]} />);
    fireEvent.click(toggle());
    type(/^Name/, 'Changed');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle());
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Lia');
    expect(savedDoc()).toBeNull();
  });

  it('remove asks first, then clears every field but uuid, maxDate and roomId', async () => {
    const filled = { ...blankDocument('guest-0001', MAX, 7), name: 'Lia', surname: 'Neri', resident: true };
    render(<Harness initial={[filled]} />);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this document?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the document' }));
    });
    expect(savedDoc()).toEqual(blankDocument('guest-0001', MAX, 7));
  });
});
