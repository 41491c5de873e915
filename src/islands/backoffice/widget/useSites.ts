/**
 * The widget screen's reads: the hotel's sites (with whether they must be https) and the sites
 * recently refused, two reads of the query cache shown together. After a write the sites, the
 * refused list and the setup checklist (its widget step counts the sites) read again.
 */
import { setupChecklistEndpoints } from '../../../contracts/routes/setup-checklist.ts';
import { widgetSitesEndpoints } from '../../../contracts/routes/widget-sites.ts';
import { invalidateReads, useQueryClient, useSecureQuery } from '../app/query.ts';
import type { SitesState } from './SitesPanel.tsx';

export function useSites(hotelId: number) {
  const queryClient = useQueryClient();
  const input = { params: { hotelId } };
  const list = useSecureQuery(widgetSitesEndpoints.listWidgetSites, input, {
    fallback: 'Error getting the hotel’s sites',
  });
  const refused = useSecureQuery(widgetSitesEndpoints.listRefusedOrigins, input, {
    fallback: 'Error getting the recently seen sites',
  });
  const state: SitesState | null = list.data && refused.data ? { ...list.data, refused: refused.data } : null;
  return {
    state,
    failure: list.error ?? refused.error ?? null,
    /** Try again after a failed load. */
    retry: async () => {
      await Promise.all([list.refetch(), refused.refetch()]);
    },
    /** After a write: resolves once the shown reads have the new state. */
    changed: () =>
      invalidateReads(queryClient, [
        widgetSitesEndpoints.listWidgetSites,
        widgetSitesEndpoints.listRefusedOrigins,
        setupChecklistEndpoints.getSetupChecklist,
      ]),
  };
}
