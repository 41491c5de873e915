/**
 * The download button's rules (PROPDATA, PROPAPI, PROPLIM): a file is asked for, and the answer
 * (`{ file, filename, contentType }`, the file in base64) is either saved, or the request tried
 * again, or given up:
 * - 412 is final (the server will not make this file);
 * - 507 means the server is still preparing it: try again after `retryDelay`;
 * - an answer without a file, and any other failure, are tried again after 1 s;
 * - never more than `maxRetry` times after the first attempt.
 */

/** PROPLIM defaults. */
export const DOWNLOAD_MAX_RETRY = 1;
export const DOWNLOAD_RETRY_DELAY_MS = 5_000;
/** Wait before retrying anything but a 507. */
export const DOWNLOAD_OTHER_RETRY_MS = 1_000;

/** What a download answers: the file's bytes in base64, its name and type. */
export type DownloadedFile = { file: string; filename: string; contentType: string };

export type DownloadOptions = { maxRetry?: number; retryDelay?: number };

/** One attempt's outcome: the answer, or the HTTP status of a failure (null: no answer at all). */
export type DownloadOutcome =
  | { ok: true; answer: Partial<DownloadedFile> | null }
  | { ok: false; status: number | null };

export type DownloadStep =
  | { kind: 'save'; file: DownloadedFile }
  | { kind: 'retry'; delayMs: number }
  | { kind: 'fail'; status: number | null };

function hasFile(answer: Partial<DownloadedFile> | null): answer is DownloadedFile {
  return typeof answer?.file === 'string' && answer.file !== '' && typeof answer.filename === 'string';
}

/**
 * What to do after attempt number `attempt` (0 for the first) ended with `outcome`.
 * @example nextDownloadStep({ ok: false, status: 507 }, 0) → { kind: 'retry', delayMs: 5000 }
 */
export function nextDownloadStep(
  outcome: DownloadOutcome,
  attempt: number,
  { maxRetry = DOWNLOAD_MAX_RETRY, retryDelay = DOWNLOAD_RETRY_DELAY_MS }: DownloadOptions = {},
): DownloadStep {
  if (outcome.ok && hasFile(outcome.answer)) {
    return {
      kind: 'save',
      file: { ...outcome.answer, contentType: outcome.answer.contentType || 'application/octet-stream' },
    };
  }
  const status = outcome.ok ? 200 : outcome.status;
  if (status === 412 || attempt >= maxRetry) return { kind: 'fail', status };
  return { kind: 'retry', delayMs: status === 507 ? retryDelay : DOWNLOAD_OTHER_RETRY_MS };
}

/** The bytes of a base64 text (the answer's `file`); throws on text that is not base64. */
export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
