import type { Language } from '../../../api/types.ts';
import type { Translate } from '../../shared/i18n.ts';

export type GuestDocumentsPanelProps = {
  hotelId: number;
  reservationCode: string;
  language: Language;
  t: Translate;
};

/** The reservation's guest identity documents (spec 001 §3–§5). Placeholder until it lands in this issue. */
export function GuestDocumentsPanel(_props: GuestDocumentsPanelProps) {
  return null;
}
