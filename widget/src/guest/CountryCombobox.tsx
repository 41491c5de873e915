/**
 * The nationality field: an editable combobox with list autocomplete (WAI-ARIA APG "combobox",
 * list autocomplete with manual selection). Two letters are taken as an ISO code, three or more
 * as a name in the widget's language or in English (src/domain/countries.ts). Down/Up open the
 * list and move through it (wrapping), Enter chooses, Escape closes the list or else clears the
 * text, Alt+Down opens it without moving; the number of suggestions is announced politely.
 * A text that names exactly one country (typed, pasted or autofilled) counts as chosen.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { NATIONALITY_MAX_LENGTH } from '../../../src/contracts/booking-limits.ts';
import type { Language } from '../../../src/contracts/types.ts';
import {
  COUNTRY_QUERY_MIN_LENGTH,
  countryName,
  exactCountry,
  findCountries,
} from '../../../src/domain/countries.ts';
import { useTranslate } from '../context.tsx';
import { fieldAria } from './Field.tsx';

/** How long typing must pause before the number of suggestions is announced. */
const ANNOUNCE_DELAY_MS = 600;

type Props = {
  id: string;
  language: Language;
  /** The text shown when the field mounts. */
  initialText: string;
  error?: string | undefined;
  required?: boolean;
  /** Called with what the field now holds: the text, and the country it names (or null). */
  onChange: (text: string, iso: string | null) => void;
};

/**
 * The live region's text: the number of suggestions once typing pauses (several, one, or none for
 * a text long enough to search), or what the guest just chose.
 */
function useResultsAnnouncement(open: boolean, count: number, text: string) {
  const { t } = useTranslate();
  const [announcement, setAnnouncement] = useState('');
  const resultsMessage = !open
    ? ''
    : count > 1
      ? t('widget.guest.country.results', { count: count })
      : count === 1
        ? t('widget.guest.country.results.one')
        : text.trim().length >= COUNTRY_QUERY_MIN_LENGTH
          ? t('widget.guest.country.results.none')
          : '';
  useEffect(() => {
    if (resultsMessage === '') return;
    const timer = setTimeout(() => setAnnouncement(resultsMessage), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [resultsMessage]);

  return [announcement, setAnnouncement] as const;
}

export function CountryCombobox({ id, language, initialText, error, required, onChange }: Props) {
  const { t } = useTranslate();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);
  const results = useMemo(() => findCountries(text, language), [text, language]);
  const listId = `${id}-listbox`;
  const expanded = open && results.length > 0;
  const optionId = (iso: string) => `${id}-option-${iso}`;
  const activeOption = expanded && active >= 0 ? results[active] : undefined;

  const [announcement, setAnnouncement] = useResultsAnnouncement(open, results.length, text);

  useEffect(() => {
    if (!expanded || active < 0) return;
    const element = listRef.current?.children[active];
    if (element instanceof HTMLElement && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'nearest' });
    }
  }, [expanded, active]);

  const type = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
    onChange(value, exactCountry(value, language));
  };

  const choose = (iso: string) => {
    const name = countryName(iso, language);
    setText(name);
    setOpen(false);
    setActive(-1);
    setAnnouncement(t('widget.guest.country.selected', { name }));
    onChange(name, iso);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (count === 0) return;
        setOpen(true);
        if (event.altKey) return;
        setActive(expanded ? (active + 1) % count : 0);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (count === 0) return;
        setOpen(true);
        setActive(expanded ? (active <= 0 ? count - 1 : active - 1) : count - 1);
        return;
      case 'Enter':
        if (activeOption !== undefined) {
          event.preventDefault();
          choose(activeOption.iso);
        }
        return;
      case 'Escape':
        // Never let Escape reach a dialog around the widget while it acts on the field.
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (text !== '') {
          event.preventDefault();
          event.stopPropagation();
          type('');
          setOpen(false);
        }
        return;
      default:
    }
  };

  const onBlur = () => {
    setOpen(false);
    setActive(-1);
    // A text naming one country exactly ('it', 'Germany') shows as that country's name.
    const iso = exactCountry(text, language);
    if (iso !== null && countryName(iso, language) !== text) choose(iso);
  };

  return (
    <div className="guest-combobox">
      <input
        id={id}
        className="guest-input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(activeOption.iso) : undefined}
        autoComplete="country-name"
        autoCapitalize="words"
        spellCheck={false}
        required={required}
        maxLength={NATIONALITY_MAX_LENGTH}
        value={text}
        onChange={(event) => type(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onClick={() => setOpen(true)}
        {...fieldAria(id, { hint: true, error })}
      />
      <div
        id={listId}
        ref={listRef}
        role="listbox"
        className="guest-listbox"
        hidden={!expanded}
        aria-label={t('widget.guest.nationality')}
      >
        {expanded &&
          results.map((country, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: APG combobox: the input keeps focus, options are pointed at by aria-activedescendant.
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection happens on the combobox input (APG).
            <div
              key={country.iso}
              id={optionId(country.iso)}
              role="option"
              aria-selected={index === active}
              className="guest-option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(country.iso)}
            >
              <span>{country.name}</span>
              <span className="guest-option-code" aria-hidden="true">
                {country.iso}
              </span>
            </div>
          ))}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
