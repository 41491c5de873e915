/**
 * One allowed site: its origin with who added (or changed) it and when, on the hotel's clock, and
 * Edit and Remove; or, while edited, the in-place form (Escape or Cancel leaves it).
 */
import type { SiteView } from '../../../../contracts/secure/widget-sites.ts';
import type { Language } from '../../../../contracts/types.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { formatInstant } from '../../../../ui/format.ts';
import type { SiteEdit } from './useSiteWrites.ts';

type Clock = { t: Translate; language: Language; timeZone: string };

/** "Added on … by …" (or by Itaca), and "; changed on … by …" once edited. */
function SiteHistory({ site, t, language, timeZone }: Clock & { site: SiteView }) {
  const when = (date: string) => formatInstant(date, language, timeZone);
  return (
    <span className="bo-widget__muted">
      {site.addedBy === null
        ? t('bo.widget.site.added.itaca', { date: when(site.addedDate) })
        : t('bo.widget.site.added', {
            date: when(site.addedDate),
            name: `${site.addedBy.name} ${site.addedBy.surname}`,
          })}
      {site.updatedBy !== null && site.updatedDate !== null && (
        <>
          {'; '}
          {t('bo.widget.site.edited', {
            date: when(site.updatedDate),
            name: `${site.updatedBy.name} ${site.updatedBy.surname}`,
          })}
        </>
      )}
    </span>
  );
}

export function SiteItem(
  props: Clock & {
    site: SiteView;
    onEdit: () => void;
    onRemove: () => void;
  },
) {
  const { site, t } = props;
  return (
    <>
      <div className="bo-widget__site-text">
        <span className="bo-widget__origin">{site.origin}</span>
        <SiteHistory site={site} t={t} language={props.language} timeZone={props.timeZone} />
      </div>
      <div className="bo-widget__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('bo.widget.site.edit.label', { origin: site.origin })}
          onClick={props.onEdit}
        >
          {t('bo.widget.site.edit')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('bo.widget.site.remove.label', { origin: site.origin })}
          onClick={props.onRemove}
        >
          {t('bo.widget.site.remove')}
        </button>
      </div>
    </>
  );
}

export function SiteEditForm(props: {
  /** The panel's id prefix: the field's and its error's ids start with it. */
  ids: string;
  site: SiteView;
  editing: SiteEdit;
  busy: boolean;
  t: Translate;
  onChange: (edit: SiteEdit | null) => void;
  onSave: () => void;
}) {
  const { ids, site, editing, t, onChange } = props;
  return (
    <form
      className="bo-widget__edit"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave();
      }}
    >
      <label htmlFor={`${ids}-edit-${site.id}`}>{t('bo.widget.site.label')}</label>
      <input
        id={`${ids}-edit-${site.id}`}
        value={editing.value}
        autoComplete="url"
        spellCheck={false}
        aria-invalid={editing.error !== null}
        aria-describedby={editing.error !== null ? `${ids}-edit-error` : undefined}
        onChange={(event) => onChange({ ...editing, value: event.currentTarget.value, error: null })}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onChange(null);
        }}
        // biome-ignore lint/a11y/noAutofocus: the field the manager just asked to edit
        autoFocus
      />
      {editing.error !== null && (
        <p id={`${ids}-edit-error`} className="bo-widget__error">
          {editing.error}
        </p>
      )}
      <div className="bo-widget__actions">
        <button type="submit" className="button" disabled={props.busy}>
          {t('bo.widget.site.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onChange(null)}>
          {t('bo.widget.cancel')}
        </button>
      </div>
    </form>
  );
}
