import type { MessageKey } from '../../../../i18n/dictionary.ts';

/** Site keys the gallery screen reuses: the spec's upload messages (BOCHECK, BOERR). */
export const GALLERY_KEYS = [
  'error.photo.not.image',
  'error.photo.max.count',
  'error.photo.max.size',
  'error.photo.max.size.total',
] as const satisfies readonly MessageKey[];
