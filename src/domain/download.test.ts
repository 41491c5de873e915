import { describe, expect, it } from 'vitest';
import { base64Bytes, DOWNLOAD_MAX_RETRY, DOWNLOAD_RETRY_DELAY_MS, nextDownloadStep } from './download.ts';

const file = { file: 'aGk=', filename: 'x.csv', contentType: 'text/csv' };

describe('download button rules (PROPAPI, PROPLIM)', () => {
  it('saves an answer that has a file, with a type even when none was given', () => {
    expect(nextDownloadStep({ ok: true, answer: file }, 0)).toEqual({ kind: 'save', file });
    expect(nextDownloadStep({ ok: true, answer: { ...file, contentType: '' } }, 0)).toEqual({
      kind: 'save',
      file: { ...file, contentType: 'application/octet-stream' },
    });
  });

  it('gives up at once on 412', () => {
    expect(nextDownloadStep({ ok: false, status: 412 }, 0)).toEqual({ kind: 'fail', status: 412 });
  });

  it('retries a 507 after the retry delay (5 s by default), anything else after 1 s', () => {
    expect(DOWNLOAD_RETRY_DELAY_MS).toBe(5000);
    expect(nextDownloadStep({ ok: false, status: 507 }, 0)).toEqual({ kind: 'retry', delayMs: 5000 });
    expect(nextDownloadStep({ ok: false, status: 507 }, 0, { retryDelay: 200 })).toEqual({
      kind: 'retry',
      delayMs: 200,
    });
    expect(nextDownloadStep({ ok: false, status: 500 }, 0)).toEqual({ kind: 'retry', delayMs: 1000 });
    expect(nextDownloadStep({ ok: false, status: null }, 0)).toEqual({ kind: 'retry', delayMs: 1000 });
    // An answer without a file is retried too.
    expect(nextDownloadStep({ ok: true, answer: { filename: 'x.csv' } }, 0)).toEqual({
      kind: 'retry',
      delayMs: 1000,
    });
  });

  it('retries at most maxRetry times (1 by default)', () => {
    expect(DOWNLOAD_MAX_RETRY).toBe(1);
    expect(nextDownloadStep({ ok: false, status: 500 }, 1)).toEqual({ kind: 'fail', status: 500 });
    expect(nextDownloadStep({ ok: true, answer: null }, 1)).toEqual({ kind: 'fail', status: 200 });
    expect(nextDownloadStep({ ok: false, status: 507 }, 2, { maxRetry: 3 })).toMatchObject({ kind: 'retry' });
    expect(nextDownloadStep({ ok: false, status: 507 }, 3, { maxRetry: 3 })).toMatchObject({ kind: 'fail' });
  });

  it('decodes the base64 file', () => {
    expect([...base64Bytes('aGk=')]).toEqual([104, 105]);
    expect(() => base64Bytes('!!')).toThrow();
  });
});
