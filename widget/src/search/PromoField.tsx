/**
 * The promo code of the search bar: a link that opens the field (and focuses it), open from the
 * start when the stay already has a code. Visible ASCII only, checked by the bar on Search.
 */
import { type RefObject, useEffect, useState } from 'react';
import { PROMO_CODE_MAX_LENGTH } from '../../../src/contracts/booking-limits.ts';
import { useTranslate } from '../context.tsx';

export function PromoField({
  id,
  promo,
  error,
  inputRef,
  onChange,
}: {
  id: string;
  promo: string;
  error: string | undefined;
  /** The bar focuses the field when Search finds the code invalid. */
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (promo: string) => void;
}) {
  const { t } = useTranslate();
  const [open, setOpen] = useState(promo !== '');
  const [focus, setFocus] = useState(false);
  useEffect(() => {
    if (promo !== '') setOpen(true);
  }, [promo]);
  useEffect(() => {
    if (focus) inputRef.current?.focus();
    setFocus(false);
  }, [focus, inputRef]);

  return (
    <div className="search-promo">
      {open ? (
        <>
          <label className="search-label" htmlFor={id}>
            {t('widget.search.promo')}
          </label>
          <input
            id={id}
            ref={inputRef}
            className="ui-input search-promo-input"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={PROMO_CODE_MAX_LENGTH}
            value={promo}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onChange(event.currentTarget.value.trim())}
          />
          {error && (
            <p className="search-error" id={`${id}-error`}>
              {error}
            </p>
          )}
        </>
      ) : (
        <button
          type="button"
          className="link"
          onClick={() => {
            setOpen(true);
            setFocus(true);
          }}
        >
          {t('widget.search.promo.toggle')}
        </button>
      )}
    </div>
  );
}
