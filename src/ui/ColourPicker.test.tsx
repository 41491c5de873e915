// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColourPicker } from './ColourPicker.tsx';
import { contrastingInk, HUE_NAMES, paletteSwatches } from './palettes.ts';

afterEach(cleanup);

describe('palettes (SITELIM-8)', () => {
  it('material: one swatch per hue at the default tint 500', () => {
    const swatches = paletteSwatches('material');
    expect(swatches).toHaveLength(19);
    expect(swatches.every((s) => s.tint === '500')).toBe(true);
    expect(swatches.find((s) => s.hue === 'purple')?.hex).toBe('#9c27b0');
    expect(paletteSwatches('material', '800').find((s) => s.hue === 'purple')?.hex).toBe('#6a1b9a');
  });

  it('material-full: every tint of every hue; material-accent: the 16 hues with accents', () => {
    expect(paletteSwatches('material-full')).toHaveLength(HUE_NAMES.length * 10);
    const accents = paletteSwatches('material-accent');
    expect(accents).toHaveLength(16 * 4);
    expect(accents.some((s) => s.hue === 'grey')).toBe(false);
    expect(accents.find((s) => s.hue === 'deepPurple' && s.tint === 'A200')?.hex).toBe('#7c4dff');
  });

  it('every colour is a #rrggbb value; the check mark contrasts', () => {
    for (const s of paletteSwatches('material-full')) expect(s.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastingInk('#ffeb3b')).toBe('#000000');
    expect(contrastingInk('#311b92')).toBe('#ffffff');
  });
});

function Harness({ initial = null as string | null, disabled = false }) {
  const [value, setValue] = useState(initial);
  return <ColourPicker label="Colour" language="en" value={value} onChange={setValue} disabled={disabled} />;
}

describe('<ColourPicker> (APG radio group)', () => {
  it('lays out 5 swatches of 50 px with a 5 px margin per row', () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Colour' });
    expect(group.style.getPropertyValue('--ui-colour-per-row')).toBe('5');
    expect(group.style.getPropertyValue('--ui-colour-cell')).toBe('60px');
    const first = screen.getAllByRole('radio')[0] as HTMLElement;
    expect(first.style.width).toBe('50px');
    expect(first.style.margin).toBe('5px');
  });

  it('has one tab stop and moves the selection with the arrow keys, wrapping', () => {
    render(<Harness initial="#9c27b0" />);
    const radios = screen.getAllByRole('radio');
    const purple = screen.getByRole('radio', { name: 'Purple 500' });
    expect(purple.getAttribute('aria-checked')).toBe('true');
    expect(radios.filter((r) => r.tabIndex === 0)).toEqual([purple]);
    fireEvent.keyDown(purple, { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: 'Deep purple 500' }).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Deep purple 500' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(screen.getByRole('radio', { name: 'Blue grey 500' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Selected colour: Blue grey 500 (#607d8b)')).toBeTruthy();
  });

  it('does nothing when disabled', () => {
    render(<Harness initial={null} disabled />);
    const red = screen.getByRole('radio', { name: 'Red 500' });
    fireEvent.click(red);
    expect(red.getAttribute('aria-checked')).toBe('false');
    expect(screen.getAllByRole('radio').every((r) => r.tabIndex === -1)).toBe(true);
  });
});
