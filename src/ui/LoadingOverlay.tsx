/**
 * Loading overlay (PROPFLOW-11 "Loading overlay", PROPERR, PROPLIM): covers a region while a long action
 * runs. Active: the region is `aria-busy` and inert (nothing under the overlay can be reached by
 * keyboard or pointer), focus moves into the overlay and stays there, and a spinner turns — 150 px
 * with a progress figure when the progress is known, 80 px otherwise. Error mode: 'Oops...' as a
 * heading, the message, and the alert "Don't close this window" (or the caller's alert), with an
 * optional close button. Inactive: the region is plain again and focus goes back where it was.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { Translate } from '../i18n/translate.ts';
import './field.css';
import './LoadingOverlay.css';

/** Spinner diameters (PROPLIM). */
export const LOADING_DIAMETER_PROGRESS = 150;
export const LOADING_DIAMETER_SIMPLE = 80;

export type LoadingOverlayProps = {
  active: boolean;
  t: Translate;
  /** The covered region. */
  children?: ReactNode;
  /** 0–100 when the progress is known (the big spinner with the figure). */
  progress?: number | null;
  /** What is happening (default 'Loading…'). */
  message?: string;
  /** Error mode: the error's message. */
  error?: string | null;
  /** The alert under the error (default "Don't close this window"). */
  alert?: string;
  /** Offered in error mode: closes the overlay (the caller sets `active` false). */
  onClose?: () => void;
  className?: string;
};

/** The progress clamped to 0–100 and rounded, or null when it is not a number. */
export function clampProgress(progress: number | null | undefined): number | null {
  if (progress === null || progress === undefined || !Number.isFinite(progress)) return null;
  return Math.round(Math.min(100, Math.max(0, progress)));
}

function Spinner({
  diameter,
  progress,
  label,
}: {
  diameter: number;
  progress: number | null;
  label: string;
}) {
  const stroke = diameter >= LOADING_DIAMETER_PROGRESS ? 8 : 6;
  const radius = (diameter - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const known = progress !== null;
  const dash = known ? (circumference * progress) / 100 : circumference * 0.3;
  return (
    <div
      className={`ui-overlay__spinner${known ? '' : ' ui-overlay__spinner--spin'}`}
      data-diameter={diameter}
      {...(known
        ? {
            role: 'progressbar',
            'aria-valuemin': 0,
            'aria-valuemax': 100,
            'aria-valuenow': progress,
            'aria-label': label,
          }
        : { role: 'status', 'aria-label': label })}
    >
      <svg
        width={diameter}
        height={diameter}
        viewBox={`0 0 ${diameter} ${diameter}`}
        aria-hidden="true"
        focusable="false"
      >
        <circle
          className="ui-overlay__track"
          cx={diameter / 2}
          cy={diameter / 2}
          r={radius}
          strokeWidth={stroke}
          fill="none"
        />
        <circle
          className="ui-overlay__arc"
          cx={diameter / 2}
          cy={diameter / 2}
          r={radius}
          strokeWidth={stroke}
          fill="none"
          strokeDasharray={`${dash} ${circumference}`}
          strokeLinecap="round"
          transform={`rotate(-90 ${diameter / 2} ${diameter / 2})`}
        />
      </svg>
      {known && (
        <span className="ui-overlay__figure" aria-hidden="true">
          {progress}%
        </span>
      )}
    </div>
  );
}

export function LoadingOverlay({
  active,
  t,
  children,
  progress,
  message,
  error,
  alert,
  onClose,
  className,
}: LoadingOverlayProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const inError = active && error !== null && error !== undefined;

  // Focus goes into the overlay while active and back to where it was after.
  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement;
    returnFocus.current = previous instanceof HTMLElement && previous !== document.body ? previous : null;
    overlayRef.current?.focus();
    return () => {
      const target = returnFocus.current;
      if (target?.isConnected) target.focus();
    };
  }, [active]);

  // The error mode gets focus again (its content changed: it is announced as an alert).
  useEffect(() => {
    if (inError) overlayRef.current?.focus();
  }, [inError]);

  // Keep Tab inside the overlay: its only focusable things are itself and its buttons.
  useEffect(() => {
    const overlay = overlayRef.current;
    if (!active || !overlay) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusables = [...overlay.querySelectorAll<HTMLElement>('button')];
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === overlay)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || current === overlay)) {
        event.preventDefault();
        first.focus();
      }
    };
    overlay.addEventListener('keydown', onKeyDown);
    return () => overlay.removeEventListener('keydown', onKeyDown);
  }, [active]);

  const value = clampProgress(progress);
  const label = message ?? t('bo.app.overlay.loading');
  return (
    <div className={`ui-overlay-region${className ? ` ${className}` : ''}`} aria-busy={active && !inError}>
      <div className="ui-overlay-region__content" inert={active}>
        {children}
      </div>
      {active && (
        <div
          ref={overlayRef}
          className={`ui-overlay${inError ? ' ui-overlay--error' : ''}`}
          tabIndex={-1}
          {...(inError ? { role: 'alertdialog', 'aria-modal': true, 'aria-labelledby': headingId } : {})}
        >
          {inError ? (
            <div className="ui-overlay__error">
              <h2 id={headingId} className="ui-overlay__title">
                {t('bo.app.overlay.oops')}
              </h2>
              <p className="ui-overlay__message">{error}</p>
              <p className="ui-overlay__alert" role="alert">
                {alert ?? t('bo.app.overlay.alert')}
              </p>
              {onClose && (
                <button type="button" className="ui-overlay__close" onClick={onClose}>
                  {t('bo.app.overlay.close')}
                </button>
              )}
            </div>
          ) : (
            <div className="ui-overlay__busy">
              <Spinner
                diameter={value === null ? LOADING_DIAMETER_SIMPLE : LOADING_DIAMETER_PROGRESS}
                progress={value}
                label={label}
              />
              <p className="ui-overlay__label" aria-hidden="true">
                {label}
              </p>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
