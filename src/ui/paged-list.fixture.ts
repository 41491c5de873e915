/** The texts a paged list's tests give it (English, as a screen would from its dictionary). */
import type { PagedListTexts } from './paged-list.ts';

export const PAGED_LIST_TEXTS: PagedListTexts = {
  loadMore: 'Load more',
  loading: 'Loading…',
  retry: 'Try again',
  empty: 'Nothing found',
  count: (shown, total) => `Showing ${shown} of ${total}`,
  end: (total) => `All ${total} shown`,
};
