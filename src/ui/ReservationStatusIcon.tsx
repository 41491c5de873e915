/**
 * Reservation status icon (PROPDATA-12 "Reservation status icons"): one inline SVG per status,
 * each with its own shape as well as its own colour (colour is never the only cue), and an
 * accessible name from `bo.status.<STATUS>`. With `withLabel` the text shows next to the icon
 * (the icon is then decorative); without it the icon itself is an image named by the status.
 */
import type { Translate } from '../i18n/translate.ts';
import './ReservationStatusIcon.css';

export const RESERVATION_STATUSES = [
  'CONFIRMED',
  'TBC',
  'CANCELLED',
  'NO_SHOW',
  'CREDITCARD_NOT_VALID',
  'CREDITCARD_PENDING',
  'EARLY_CHECKOUT',
  'PAYMENT_PENDING',
] as const;

export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** The text key of a status. */
export function statusKey(status: ReservationStatus): `bo.status.${ReservationStatus}` {
  return `bo.status.${status}`;
}

/** One shape per status, drawn on a 24 × 24 grid (stroke icons, currentColor). */
const SHAPES: Record<ReservationStatus, readonly string[]> = {
  // check mark in a circle
  CONFIRMED: ['M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19Z', 'M7.5 12.3l3 3 6-6.3'],
  // question mark in a circle: to be confirmed
  TBC: [
    'M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19Z',
    'M9.3 9.3a2.8 2.8 0 1 1 3.9 2.6c-.8.4-1.2 1-1.2 1.9v.7',
    'M12 17.2v.3',
  ],
  // cross in a circle
  CANCELLED: ['M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19Z', 'M8.5 8.5l7 7', 'M15.5 8.5l-7 7'],
  // a person with a slash: the guest did not come
  NO_SHOW: ['M12 4.5a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z', 'M6 20c0-3.3 2.7-6 6-6s6 2.7 6 6', 'M3.5 3.5l17 17'],
  // card with a cross
  CREDITCARD_NOT_VALID: ['M2.5 6h19v12h-19Z', 'M2.5 9.5h19', 'M13 12.5l5 4', 'M18 12.5l-5 4'],
  // card with a clock
  CREDITCARD_PENDING: [
    'M2.5 6h13v12h-13Z',
    'M2.5 9.5h13',
    'M18 11.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
    'M18 13.5v2l1.3 1',
  ],
  // door with an arrow leaving early
  EARLY_CHECKOUT: ['M4 3.5h9v17H4Z', 'M10.5 12h.01', 'M15 12h6.5', 'M18.5 9l3 3-3 3'],
  // coin with an hourglass
  PAYMENT_PENDING: [
    'M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19Z',
    'M8.5 7h7',
    'M8.5 17h7',
    'M9.5 7c0 3 5 3 5 5s-5 2-5 5',
    'M14.5 7c0 3-5 3-5 5s5 2 5 5',
  ],
};

export type ReservationStatusIconProps = {
  status: ReservationStatus;
  t: Translate;
  /** Shows the status text next to the icon. */
  withLabel?: boolean;
  className?: string;
};

export function ReservationStatusIcon({
  status,
  t,
  withLabel = false,
  className,
}: ReservationStatusIconProps) {
  const label = t(statusKey(status));
  const classes = `ui-status ui-status--${status.toLowerCase().replaceAll('_', '-')}${className ? ` ${className}` : ''}`;
  const paths = SHAPES[status].map((d) => <path key={d} d={d} />);
  const common = {
    className: 'ui-status__icon',
    viewBox: '0 0 24 24',
    width: 20,
    height: 20,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    focusable: 'false',
  } as const;
  const svg = withLabel ? (
    <svg {...common} aria-hidden="true">
      {paths}
    </svg>
  ) : (
    <svg {...common} role="img" aria-label={label}>
      <title>{label}</title>
      {paths}
    </svg>
  );
  return (
    <span className={classes} data-status={status}>
      {svg}
      {withLabel && <span className="ui-status__label">{label}</span>}
    </span>
  );
}
