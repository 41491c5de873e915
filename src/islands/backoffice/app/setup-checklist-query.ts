/**
 * The setup checklist through the query cache: the landing (where the base leads) and the /setup
 * screen read the same cached answer, so the screen the landing opens shows it at once, and a
 * write elsewhere that changes a step (the address, a photo, a site) marks that one answer stale.
 */
import type { QueryClient } from '@tanstack/react-query';
import { setupChecklistEndpoints } from '../../../contracts/routes/setup-checklist.ts';
import type { SetupChecklistResponse } from '../../../contracts/secure/setup-checklist.ts';
import { secureQueryKey, useSecureQuery } from './query.ts';
import { loadSetupChecklist } from './request.ts';

const FALLBACK = 'Error getting the setup checklist';

const checklistInput = (hotelId: number) => ({ params: { hotelId } });

/** The cache key of a hotel's checklist (a write that answers the checklist puts it there). */
export const setupChecklistKey = (hotelId: number) =>
  secureQueryKey(setupChecklistEndpoints.getSetupChecklist, checklistInput(hotelId));

/** The screen's read of the checklist. */
export function useSetupChecklist(hotelId: number) {
  return useSecureQuery(setupChecklistEndpoints.getSetupChecklist, checklistInput(hotelId), {
    fallback: FALLBACK,
  });
}

/** The landing's read: the cached answer when fresh, else one call, kept for the screen. */
export function fetchSetupChecklist(client: QueryClient, hotelId: number): Promise<SetupChecklistResponse> {
  return client.fetchQuery({
    queryKey: setupChecklistKey(hotelId),
    queryFn: () => loadSetupChecklist(hotelId),
  });
}
