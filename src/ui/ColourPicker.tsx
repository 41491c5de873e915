/**
 * Colour picker (SITELIM-8): Material palettes `material`, `material-full`, `material-accent`;
 * 5 colours per row, swatches of 50 px with a 5 px margin, default tint 500. WAI-ARIA APG radio
 * group: one tab stop (the checked swatch, or the first), Arrow Right/Down next, Arrow Left/Up
 * previous (wrapping), Home/End first/last; moving also selects; Space selects the focused one.
 */
import { type CSSProperties, type KeyboardEvent, useRef } from 'react';
import type { Language } from '../contracts/types.ts';
import { translator } from '../i18n/dictionary.ts';
import { useFieldIds } from './field.tsx';
import {
  COLOURS_PER_ROW,
  contrastingInk,
  DEFAULT_TINT,
  type MaterialTint,
  type PaletteName,
  paletteSwatches,
  SWATCH_MARGIN,
  SWATCH_SIZE,
  type Swatch,
} from './palettes.ts';
import './ColourPicker.css';

export type ColourPickerProps = {
  label: string;
  language: Language;
  /** Selected colour as #rrggbb (case-insensitive), or null. */
  value: string | null;
  onChange: (hex: string, swatch: Swatch) => void;
  palette?: PaletteName;
  tint?: MaterialTint;
  perRow?: number;
  size?: number;
  margin?: number;
  disabled?: boolean;
  id?: string;
};

export function ColourPicker(props: ColourPickerProps) {
  const { label, language, value, onChange, disabled } = props;
  const { palette = 'material', tint = DEFAULT_TINT, perRow = COLOURS_PER_ROW } = props;
  const { size = SWATCH_SIZE, margin = SWATCH_MARGIN } = props;
  const t = translator(language);
  const ids = useFieldIds(props.id);
  const swatches = paletteSwatches(palette, tint);
  const refs = useRef<Array<HTMLDivElement | null>>([]);
  const selectedIndex = swatches.findIndex((s) => s.hex.toLowerCase() === value?.toLowerCase());
  const tabIndex = Math.max(selectedIndex, 0);
  const nameOf = (swatch: Swatch) => `${t(`colour.hue.${swatch.hue}`)} ${swatch.tint}`;

  const select = (index: number) => {
    const swatch = swatches[index];
    if (!swatch || disabled) return;
    onChange(swatch.hex, swatch);
    refs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const last = swatches.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
      ' ': index,
      Enter: index,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const selected = selectedIndex >= 0 ? swatches[selectedIndex] : undefined;
  return (
    <div className="ui-colour-picker">
      <span className="ui-colour-picker__label" id={ids.labelId}>
        {label}
      </span>
      <div
        className="ui-colour-picker__grid"
        role="radiogroup"
        aria-labelledby={ids.labelId}
        aria-describedby={ids.hintId}
        aria-disabled={disabled || undefined}
        id={ids.inputId}
        data-palette={palette}
        style={
          {
            '--ui-colour-per-row': perRow,
            '--ui-colour-cell': `${size + 2 * margin}px`,
          } as CSSProperties
        }
      >
        {swatches.map((swatch, index) => {
          const checked = index === selectedIndex;
          return (
            // biome-ignore lint/a11y/useSemanticElements: APG radio group with custom swatches; native radios cannot be painted as 50 px colour tiles.
            <div
              key={`${swatch.hue}-${swatch.tint}`}
              ref={(element) => {
                refs.current[index] = element;
              }}
              role="radio"
              aria-checked={checked}
              aria-label={nameOf(swatch)}
              aria-disabled={disabled || undefined}
              tabIndex={disabled ? -1 : index === tabIndex ? 0 : -1}
              className={`ui-colour-picker__swatch${checked ? ' ui-colour-picker__swatch--checked' : ''}`}
              data-hex={swatch.hex}
              style={{
                width: size,
                height: size,
                margin,
                background: swatch.hex,
                color: contrastingInk(swatch.hex),
              }}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {checked ? (
                <span className="ui-colour-picker__check" aria-hidden="true">
                  ✓
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <p className="ui-colour-picker__value" id={ids.hintId} aria-live="polite">
        {selected ? t('colour.picker.selected', { colour: `${nameOf(selected)} (${selected.hex})` }) : null}
      </p>
    </div>
  );
}
