/**
 * The download button (PROPFLOW-4 states idle → downloading → done or error, with retries;
 * PROPERR-4 rules in src/domain/download.ts): asks for a file (`{ file, filename, contentType }`, the
 * bytes in base64) and saves it, trying again after a 507 (the server still preparing it) or a
 * failure, never after a 412. Its state is said in a live region next to it, so a screen-reader
 * user hears the download start, end or fail; the button stays a button (never a link to a
 * half-made file).
 */
import { useEffect, useRef, useState } from 'react';
import {
  base64Bytes,
  type DownloadedFile,
  type DownloadOptions,
  type DownloadOutcome,
  nextDownloadStep,
} from '../domain/download.ts';
import type { Translate } from '../i18n/translate.ts';
import './DownloadButton.css';

export type DownloadState = 'idle' | 'downloading' | 'done' | 'error';

export type DownloadButtonProps = {
  /** The button's text ('Download CSV'). */
  label: string;
  /** Asks for the file once; rejects with an error carrying `status` when the server refused. */
  request: () => Promise<Partial<DownloadedFile> | null>;
  /** Texts: 'download.busy', 'download.done', 'download.error' (with {message}). */
  t: Translate;
  options?: DownloadOptions;
  /** Saves the file (the browser's download by default; tests pass their own). */
  save?: (file: DownloadedFile) => void;
  className?: string;
};

/** The browser saves the bytes under the file's name. */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(new Blob([base64Bytes(file.file)], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

export function DownloadButton({
  label,
  request,
  t,
  options,
  save = saveFile,
  className,
}: DownloadButtonProps) {
  const [state, setState] = useState<DownloadState>('idle');
  const [message, setMessage] = useState('');
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const download = async () => {
    setState('downloading');
    setMessage('');
    for (let attempt = 0; ; attempt++) {
      let outcome: DownloadOutcome;
      let failure: unknown = null;
      try {
        outcome = { ok: true, answer: await request() };
      } catch (error) {
        failure = error;
        outcome = { ok: false, status: statusOf(error) };
      }
      if (!alive.current) return;
      const step = nextDownloadStep(outcome, attempt, options);
      if (step.kind === 'save') {
        save(step.file);
        setState('done');
        return;
      }
      if (step.kind === 'fail') {
        setState('error');
        setMessage(failure instanceof Error && failure.message ? failure.message : '');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, step.delayMs));
      if (!alive.current) return;
    }
  };

  const busy = state === 'downloading';
  return (
    <span className={`ui-download ${className ?? ''}`.trim()}>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={busy}
        onClick={() => {
          if (!busy) void download();
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="ui-download__icon">
          <path d="M12 3v12m0 0-5-5m5 5 5-5M5 20h14" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {label}
      </button>
      <span role="status" className={`ui-download__status ui-download__status--${state}`}>
        {state === 'downloading' ? t('download.busy') : null}
        {state === 'done' ? t('download.done') : null}
        {state === 'error' ? t('download.error', { message }) : null}
      </span>
    </span>
  );
}
