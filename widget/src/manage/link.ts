/** The props of the manage view (the link itself: src/contracts/client/manage-link.ts). */
import type { ApiClient } from '../../../src/contracts/client/client.ts';
import type { ManageLink } from '../../../src/contracts/client/manage-link.ts';

/** What the manage view needs: the link (null when missing or malformed) and the API. */
export type ManageProps = {
  link: ManageLink | null;
  api: Pick<ApiClient, 'reservation' | 'cancelReservation' | 'findReservation' | 'changeReservation'>;
};
