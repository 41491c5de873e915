/**
 * The hotel's sites (EMBED-2): the origins allowed to take bookings through the widget, with when
 * and by whom each was added or changed; add, edit in place, remove after an alert dialog. Below,
 * 'Recently seen sites': the sites that showed the widget without being listed, each addable with
 * one click (the usual typo, a missing `www.`, is pointed out).
 */
import { useId } from 'react';
import type { RefusedOriginView, SiteView } from '../../../contracts/secure/widget-sites.ts';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { RefusedSites } from './sites/RefusedSites.tsx';
import { SiteAddForm } from './sites/SiteAddForm.tsx';
import { SiteEditForm, SiteItem } from './sites/SiteItem.tsx';
import { useSiteWrites } from './sites/useSiteWrites.ts';

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

export function SitesPanel({ hotelId, timeZone, language, t, state, reload, announce }: Props) {
  const ids = useId().replace(/[^\w-]/g, '');
  const writes = useSiteWrites({ hotelId, t, reload, announce });
  const { editing, removing, busy } = writes;
  const clock = { t, language, timeZone };

  return (
    <>
      <section className="bo-widget__section" aria-labelledby={`${ids}-sites`}>
        <h2 id={`${ids}-sites`}>{t('bo.widget.sites.heading')}</h2>
        <p className="bo-widget__muted">{t('bo.widget.sites.intro')}</p>
        {writes.panelError !== null && (
          <p className="bo-widget__error" role="alert">
            {writes.panelError}
          </p>
        )}
        {state.sites.length === 0 ? (
          <p>{t('bo.widget.sites.empty')}</p>
        ) : (
          <ul className="bo-widget__sites">
            {state.sites.map((site) => (
              <li key={site.id} className="bo-widget__site">
                {editing?.id === site.id ? (
                  <SiteEditForm
                    ids={ids}
                    site={site}
                    editing={editing}
                    busy={busy}
                    t={t}
                    onChange={writes.setEditing}
                    onSave={() => void writes.save(site)}
                  />
                ) : (
                  <SiteItem
                    {...clock}
                    site={site}
                    onEdit={() => writes.setEditing({ id: site.id, value: site.origin, error: null })}
                    onRemove={() => writes.setRemoving(site)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        <SiteAddForm
          ids={ids}
          t={t}
          hint={state.httpsOnly ? t('bo.widget.site.hint.https') : t('bo.widget.site.hint.local')}
          draft={writes.draft}
          error={writes.addError}
          busy={busy}
          input={writes.addInput}
          onType={writes.typeDraft}
          onAdd={() => void writes.add(writes.draft)}
        />
      </section>

      <RefusedSites
        {...clock}
        ids={ids}
        refused={state.refused}
        busy={busy}
        onAdd={(origin) => void writes.add(origin, true)}
      />

      <ConfirmDialog
        open={removing !== null}
        title={t('bo.widget.site.remove.title', { origin: removing?.origin ?? '' })}
        text={t('bo.widget.site.remove.text', { origin: removing?.origin ?? '' })}
        confirmLabel={t('bo.widget.site.remove.confirm')}
        cancelLabel={t('bo.widget.cancel')}
        onCancel={() => writes.setRemoving(null)}
        onConfirm={() => {
          if (removing) void writes.remove(removing);
        }}
      />
    </>
  );
}
