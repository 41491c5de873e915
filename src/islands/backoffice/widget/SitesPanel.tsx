/**
 * The hotel's sites (EMBED-2): the origins allowed to take bookings through the widget, with when
 * and by whom each was added or changed; add, edit in place, remove after an alert dialog. Below,
 * 'Recently seen sites': the sites that showed the widget without being listed, each addable with
 * one click (the usual typo, a missing `www.`, is pointed out).
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { widgetSitesEndpoints } from '../../../contracts/routes/widget-sites.ts';
import type { RefusedOriginView, SiteView } from '../../../contracts/secure/widget-sites.ts';
import type { Language } from '../../../contracts/types.ts';
import type { MessageKey } from '../../../i18n/dictionary.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { formatInstant } from '../../../ui/format.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { secureApi } from '../app/request.ts';

/** Field codes the sites routes answer with (src/domain/site-origin.ts, widget-sites schema). */
const ORIGIN_ERRORS = new Set<string>([
  'error.required',
  'bo.widget.site.error.too.long',
  'bo.widget.site.error.invalid',
  'bo.widget.site.error.scheme',
  'bo.widget.site.error.https',
  'bo.widget.site.error.credentials',
  'bo.widget.site.error.host',
  'bo.widget.site.error.duplicate',
  'bo.widget.site.error.too.many',
]);

export type SitesState = { sites: SiteView[]; httpsOnly: boolean; refused: RefusedOriginView[] };

type Props = {
  hotelId: number;
  /** The hotel's time zone: dates read on its clock, as everywhere in the back office. */
  timeZone: string;
  language: Language;
  t: Translate;
  state: SitesState;
  /** Reads the sites again after a write (or a conflict). */
  reload: () => Promise<void>;
  /** Tells the screen's status region (polite). */
  announce: (text: string) => void;
};

/** The text of a failed write: the field's reason, the timeout text, or the server's message. */
function failureText(error: unknown, t: Translate): { text: string; field: boolean } {
  const timeout = timeoutMessage(error, t);
  if (timeout !== null) return { text: timeout, field: false };
  if (error instanceof ApiRequestError) {
    const code = error.errors.find((e) => e.field === 'origin')?.code;
    if (code !== undefined && ORIGIN_ERRORS.has(code)) {
      return { text: t(code as MessageKey, { count: 270 }), field: true };
    }
    return { text: error.message, field: false };
  }
  return { text: String(error), field: false };
}

const isConflict = (error: unknown) =>
  error instanceof ApiRequestError &&
  (error.status === 409 || error.status === 404) &&
  !error.errors.some((e) => e.field === 'origin');

export function SitesPanel({ hotelId, timeZone, language, t, state, reload, announce }: Props) {
  const ids = useId().replace(/[^\w-]/g, '');
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<{ id: number; value: string; error: string | null } | null>(null);
  const [removing, setRemoving] = useState<SiteView | null>(null);
  const [panelError, setPanelError] = useState<string | null>(null);
  const addInput = useRef<HTMLInputElement>(null);

  const add = async (origin: string, fromRefused = false) => {
    setBusy(true);
    setPanelError(null);
    try {
      const site = await secureApi(
        widgetSitesEndpoints.addWidgetSite,
        { params: { hotelId }, body: { origin } },
        { fallback: 'Error adding the site' },
      );
      if (!fromRefused) setDraft('');
      setAddError(null);
      announce(t('bo.widget.site.saved.added', { origin: site.origin }));
      await reload();
    } catch (error) {
      const failure = failureText(error, t);
      if (fromRefused || !failure.field) setPanelError(failure.text);
      else {
        setAddError(failure.text);
        addInput.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    void add(draft);
  };

  const save = async (site: SiteView) => {
    if (editing === null) return;
    setBusy(true);
    try {
      const saved = await secureApi(
        widgetSitesEndpoints.editWidgetSite,
        { params: { hotelId, id: site.id }, body: { origin: editing.value, version: site.version } },
        { fallback: 'Error saving the site' },
      );
      setEditing(null);
      announce(t('bo.widget.site.saved.edited', { origin: saved.origin }));
      await reload();
    } catch (error) {
      if (isConflict(error)) {
        setEditing(null);
        setPanelError(t('bo.widget.site.changed'));
        await reload();
      } else setEditing({ ...editing, error: failureText(error, t).text });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (site: SiteView) => {
    setRemoving(null);
    setBusy(true);
    try {
      await secureApi(
        widgetSitesEndpoints.removeWidgetSite,
        { params: { hotelId, id: site.id }, query: { version: site.version } },
        { fallback: 'Error removing the site' },
      );
      announce(t('bo.widget.site.saved.removed', { origin: site.origin }));
      await reload();
      addInput.current?.focus();
    } catch (error) {
      if (isConflict(error)) {
        setPanelError(t('bo.widget.site.changed'));
        await reload();
      } else setPanelError(failureText(error, t).text);
    } finally {
      setBusy(false);
    }
  };

  const hint = state.httpsOnly ? t('bo.widget.site.hint.https') : t('bo.widget.site.hint.local');

  return (
    <>
      <section className="bo-widget__section" aria-labelledby={`${ids}-sites`}>
        <h2 id={`${ids}-sites`}>{t('bo.widget.sites.heading')}</h2>
        <p className="bo-widget__muted">{t('bo.widget.sites.intro')}</p>
        {panelError !== null && (
          <p className="bo-widget__error" role="alert">
            {panelError}
          </p>
        )}
        {state.sites.length === 0 ? (
          <p>{t('bo.widget.sites.empty')}</p>
        ) : (
          <ul className="bo-widget__sites">
            {state.sites.map((site) => (
              <li key={site.id} className="bo-widget__site">
                {editing?.id === site.id ? (
                  <form
                    className="bo-widget__edit"
                    onSubmit={(event) => {
                      event.preventDefault();
                      void save(site);
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
                      onChange={(event) =>
                        setEditing({ ...editing, value: event.currentTarget.value, error: null })
                      }
                      onKeyDown={(event) => {
                        if (event.key === 'Escape') setEditing(null);
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
                      <button type="submit" className="button" disabled={busy}>
                        {t('bo.widget.site.save')}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => setEditing(null)}
                      >
                        {t('bo.widget.cancel')}
                      </button>
                    </div>
                  </form>
                ) : (
                  <>
                    <div className="bo-widget__site-text">
                      <span className="bo-widget__origin">{site.origin}</span>
                      <span className="bo-widget__muted">
                        {site.addedBy === null
                          ? t('bo.widget.site.added.itaca', {
                              date: formatInstant(site.addedDate, language, timeZone),
                            })
                          : t('bo.widget.site.added', {
                              date: formatInstant(site.addedDate, language, timeZone),
                              name: `${site.addedBy.name} ${site.addedBy.surname}`,
                            })}
                        {site.updatedBy !== null && site.updatedDate !== null && (
                          <>
                            {'; '}
                            {t('bo.widget.site.edited', {
                              date: formatInstant(site.updatedDate, language, timeZone),
                              name: `${site.updatedBy.name} ${site.updatedBy.surname}`,
                            })}
                          </>
                        )}
                      </span>
                    </div>
                    <div className="bo-widget__actions">
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={t('bo.widget.site.edit.label', { origin: site.origin })}
                        onClick={() => setEditing({ id: site.id, value: site.origin, error: null })}
                      >
                        {t('bo.widget.site.edit')}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={t('bo.widget.site.remove.label', { origin: site.origin })}
                        onClick={() => setRemoving(site)}
                      >
                        {t('bo.widget.site.remove')}
                      </button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        <form className="bo-widget__add" onSubmit={onAdd} noValidate>
          <label htmlFor={`${ids}-add`}>{t('bo.widget.site.label')}</label>
          <p id={`${ids}-add-hint`} className="bo-widget__muted">
            {hint}
          </p>
          <div className="bo-widget__add-row">
            <input
              id={`${ids}-add`}
              ref={addInput}
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              placeholder="https://www.example.it"
              value={draft}
              aria-invalid={addError !== null}
              aria-describedby={`${ids}-add-hint${addError !== null ? ` ${ids}-add-error` : ''}`}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                setAddError(null);
              }}
            />
            <button type="submit" className="button" disabled={busy}>
              {t('bo.widget.site.add')}
            </button>
          </div>
          {addError !== null && (
            <p id={`${ids}-add-error`} className="bo-widget__error">
              {addError}
            </p>
          )}
        </form>
      </section>

      <section className="bo-widget__section" aria-labelledby={`${ids}-refused`}>
        <h2 id={`${ids}-refused`}>{t('bo.widget.refused.heading')}</h2>
        <p className="bo-widget__muted">{t('bo.widget.refused.intro')}</p>
        {state.refused.length === 0 ? (
          <p>{t('bo.widget.refused.empty')}</p>
        ) : (
          <ul className="bo-widget__sites">
            {state.refused.map((seen) => (
              <li key={seen.origin} className="bo-widget__site">
                <div className="bo-widget__site-text">
                  <span className="bo-widget__origin">{seen.origin}</span>
                  <span className="bo-widget__muted">
                    {t('bo.widget.refused.seen', { date: formatInstant(seen.lastSeen, language, timeZone) })}
                  </span>
                  {seen.similarTo[0] !== undefined && (
                    <span>{t('bo.widget.refused.similar', { origin: seen.similarTo[0] })}</span>
                  )}
                  {!seen.addable && <span>{t('bo.widget.refused.not.addable')}</span>}
                </div>
                {seen.addable && (
                  <div className="bo-widget__actions">
                    <button
                      type="button"
                      className="button"
                      disabled={busy}
                      aria-label={t('bo.widget.refused.add.label', { origin: seen.origin })}
                      onClick={() => void add(seen.origin, true)}
                    >
                      {t('bo.widget.refused.add')}
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={removing !== null}
        title={t('bo.widget.site.remove.title', { origin: removing?.origin ?? '' })}
        text={t('bo.widget.site.remove.text', { origin: removing?.origin ?? '' })}
        confirmLabel={t('bo.widget.site.remove.confirm')}
        cancelLabel={t('bo.widget.cancel')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      />
    </>
  );
}
