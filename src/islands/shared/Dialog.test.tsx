// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog.tsx';

afterEach(cleanup);

function Harness({ keepMounted = false }: { keepMounted?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Title"
        closeLabel="Close"
        keepMounted={keepMounted}
      >
        <label>
          Name <input defaultValue="" />
        </label>
        <button type="button">Last</button>
      </Dialog>
    </>
  );
}

const dialogElement = () => document.querySelector('dialog') as HTMLDialogElement;

describe('Dialog (WAI-ARIA APG modal dialog)', () => {
  it('moves focus in, cycles Tab, closes on Escape and gives focus back', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = dialogElement();
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { name: 'Title' }).id);
    const name = screen.getByLabelText('Name');
    expect(document.activeElement).toBe(name);

    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(dialog.open).toBe(false);
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button; the cancel event (Escape) is handled by the owner', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialogElement().dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialogElement().open).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialogElement().open).toBe(false);
  });

  it('keeps its content between openings when asked to', () => {
    render(<Harness keepMounted />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna' } });
    fireEvent.keyDown(dialogElement(), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Anna');
  });
});
