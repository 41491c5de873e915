/** The field to add a site, with the rule it must follow (https, or a local address in development) and its refusal. */
import type { RefObject } from 'react';
import type { Translate } from '../../../../i18n/translate.ts';

export function SiteAddForm(props: {
  ids: string;
  t: Translate;
  hint: string;
  draft: string;
  error: string | null;
  busy: boolean;
  input: RefObject<HTMLInputElement | null>;
  onType: (value: string) => void;
  onAdd: () => void;
}) {
  const { ids, t, error } = props;
  return (
    <form
      className="bo-widget__add"
      onSubmit={(event) => {
        event.preventDefault();
        props.onAdd();
      }}
      noValidate
    >
      <label htmlFor={`${ids}-add`}>{t('bo.widget.site.label')}</label>
      <p id={`${ids}-add-hint`} className="bo-widget__muted">
        {props.hint}
      </p>
      <div className="bo-widget__add-row">
        <input
          id={`${ids}-add`}
          ref={props.input}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="https://www.example.it"
          value={props.draft}
          aria-invalid={error !== null}
          aria-describedby={`${ids}-add-hint${error !== null ? ` ${ids}-add-error` : ''}`}
          onChange={(event) => props.onType(event.currentTarget.value)}
        />
        <button type="submit" className="button" disabled={props.busy}>
          {t('bo.widget.site.add')}
        </button>
      </div>
      {error !== null && (
        <p id={`${ids}-add-error`} className="bo-widget__error">
          {error}
        </p>
      )}
    </form>
  );
}
