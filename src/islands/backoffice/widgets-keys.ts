import type { MessageKey } from '../../i18n/dictionary.ts';

/**
 * Site keys (outside the `bo.` areas) of the small widgets of BACKOFFICE-2 (src/ui/TimePicker, Timeline,
 * ShareButtons, Weather: translated by their caller through a `t` prop) and the check-in times'
 * own rule, in the back office's bundle.
 */
export const WIDGETS_KEYS = [
  'error.required',
  'error.field.generic.invalid',
  'error.validation.fields.text',
  'error.checkin.until.before.from',
  'error.payments.no.card',
  'timepicker.hint',
  'timepicker.example',
  'timeline.label',
  'timeline.empty',
  'weather.heading',
  'weather.now',
  'weather.code.sunny',
  'weather.code.starry',
  'weather.code.partly.cloudy',
  'weather.code.cloudy',
  'weather.code.drizzle',
  'weather.code.rain',
  'weather.code.thunderstorm',
  'weather.code.snowy',
  'weather.code.variable',
  'weather.night',
  'weather.unavailable',
  'weather.temperature',
  'share.heading',
  'share.on',
  'share.email',
  'share.email.subject',
  'share.copy',
  'share.copied',
  'share.copy.failed',
  'share.native',
  'share.more',
  'share.less',
] as const satisfies readonly MessageKey[];
