import type { Language } from '../../../api/types.ts';
import type { Translate } from '../../shared/i18n.ts';

export type NotesPanelProps = {
  hotelId: number;
  reservationCode: string;
  language: Language;
  t: Translate;
};

/** The reservation's staff notes (spec 001 notes list). Placeholder until it lands in this issue. */
export function NotesPanel(_props: NotesPanelProps) {
  return null;
}
