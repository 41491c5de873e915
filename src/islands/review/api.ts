/**
 * The guest reviews' calls (worker/routes/guest-reviews.ts and review-photos.ts), shared by the
 * review form and the hotel page's reviews: the typed request core of the site (timeout, error
 * shape) with the review token in its header.
 */
import { ApiRequestError, createHttp, instanceId } from '../../contracts/client/http.ts';
import type {
  LikeResult,
  ReviewInteractions,
  ReviewInvitationView,
  ReviewPage,
  ReviewReport,
  ReviewSortKey,
  ReviewSubmit,
  ReviewsSummary,
  UploadedPhoto,
} from '../../contracts/reviews.ts';
import { REVIEW_TOKEN_HEADER } from '../../contracts/reviews.ts';

function safeSession(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function createReviewsApi(
  token: string | null,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
) {
  const request = createHttp({ instanceId: instanceId(safeSession()), fetch: fetchImpl });
  const headers = token ? { [REVIEW_TOKEN_HEADER]: token } : undefined;
  return {
    hasToken: token !== null,
    invitation: () =>
      request<ReviewInvitationView>('reviews/invitation', {
        fallback: 'Error getting the review link',
        headers,
      }),
    send: (review: ReviewSubmit) =>
      request<ReviewInvitationView>('reviews', {
        method: 'POST',
        body: review,
        fallback: 'Error sending the review',
        headers,
      }),
    /** One photo as the raw body (not JSON): the worker streams it into R2. */
    uploadPhoto: async (file: File): Promise<UploadedPhoto> => {
      let response: Response;
      try {
        response = await fetchImpl('/api/rs/public/reviews/photos', {
          method: 'POST',
          headers: { ...headers, 'Content-Type': file.type || 'application/octet-stream' },
          body: file,
          credentials: 'same-origin',
          signal: AbortSignal.timeout(120_000),
        });
      } catch {
        throw new ApiRequestError(0, 'Error uploading the photo');
      }
      const body = (await response.json().catch(() => null)) as
        | (UploadedPhoto & { message?: string; errors?: { field: string; code: string }[] })
        | null;
      if (!response.ok || !body) {
        throw new ApiRequestError(
          response.status,
          body?.message ?? 'Error uploading the photo',
          body?.errors ?? [],
        );
      }
      return body;
    },
    list: (ref: string, query: { page: number; size: number; sort: ReviewSortKey; language: string }) =>
      request<ReviewPage>(`hotels/${encodeURIComponent(ref)}/reviews`, {
        query,
        fallback: 'Error getting reviews',
      }),
    summary: (ref: string) =>
      request<ReviewsSummary>(`hotels/${encodeURIComponent(ref)}/reviews/summary`, {
        fallback: 'Error getting reviews summary',
      }),
    interactions: (ref: string) =>
      request<ReviewInteractions>(`hotels/${encodeURIComponent(ref)}/reviews/interactions`, {
        fallback: 'Error getting reviews',
        headers,
        allowUnauthorized: true,
      }),
    like: (id: number, like: boolean) =>
      request<LikeResult>(`reviews/${id}/like`, {
        method: like ? 'PUT' : 'DELETE',
        fallback: 'Error saving the like',
        headers,
        allowUnauthorized: true,
      }),
    report: (id: number, report: ReviewReport) =>
      request<{ id: number; reported: boolean }>(`reviews/${id}/report`, {
        method: 'POST',
        body: report,
        fallback: 'Error sending the report',
        headers,
        allowUnauthorized: true,
      }),
  };
}

export type ReviewsApi = ReturnType<typeof createReviewsApi>;
