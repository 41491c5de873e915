/**
 * The sites panel's writes: add (typed, or one click from the recently seen sites), edit in place,
 * remove after the dialog. One busy flag for all; a refused origin is said under its field (the
 * add field gets the focus), anything else in the panel's alert; a conflict reloads the list.
 */
import { useRef, useState } from 'react';
import { widgetSitesEndpoints } from '../../../../contracts/routes/widget-sites.ts';
import type { SiteView } from '../../../../contracts/secure/widget-sites.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { secureApi } from '../../app/request.ts';
import { isSiteConflict, siteFailureText } from './site-failure.ts';

/** The site edited in place: its id, the origin typed and the reason it was refused. */
export type SiteEdit = { id: number; value: string; error: string | null };

export type SiteWritesOptions = {
  hotelId: number;
  t: Translate;
  reload: () => Promise<void>;
  announce: (text: string) => void;
};

export function useSiteWrites({ hotelId, t, reload, announce }: SiteWritesOptions) {
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<SiteEdit | null>(null);
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
      const failure = siteFailureText(error, t);
      if (fromRefused || !failure.field) setPanelError(failure.text);
      else {
        setAddError(failure.text);
        addInput.current?.focus();
      }
    } finally {
      setBusy(false);
    }
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
      if (isSiteConflict(error)) {
        setEditing(null);
        setPanelError(t('bo.widget.site.changed'));
        await reload();
      } else setEditing({ ...editing, error: siteFailureText(error, t).text });
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
      if (isSiteConflict(error)) {
        setPanelError(t('bo.widget.site.changed'));
        await reload();
      } else setPanelError(siteFailureText(error, t).text);
    } finally {
      setBusy(false);
    }
  };

  const typeDraft = (value: string) => {
    setDraft(value);
    setAddError(null);
  };

  return {
    draft,
    typeDraft,
    addError,
    addInput,
    busy,
    editing,
    setEditing,
    removing,
    setRemoving,
    panelError,
    add,
    save,
    remove,
  };
}
