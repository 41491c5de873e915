/** The guest's requests for the hotel, with the characters used of the allowed. */
import type { UseFormRegister } from 'react-hook-form';
import { NOTES_MAX_LENGTH } from '../../../src/contracts/booking-limits.ts';
import { useTranslate } from '../context.tsx';
import { Field, fieldAria } from './Field.tsx';
import type { GuestFormValues } from './form.ts';

export function NotesField({
  id,
  register,
  error,
  length,
}: {
  id: (name: string) => string;
  register: UseFormRegister<GuestFormValues>;
  error: string | undefined;
  /** Characters typed so far. */
  length: number;
}) {
  const { t } = useTranslate();
  return (
    <Field
      id={id('notes')}
      label={t('widget.guest.notes')}
      hint={t('widget.guest.notes.hint')}
      error={error}
      after={
        <p className="guest-count" id={id('notes-count')}>
          {t('widget.guest.notes.count', { count: length, max: NOTES_MAX_LENGTH })}
        </p>
      }
    >
      <textarea
        id={id('notes')}
        className="guest-input guest-notes"
        rows={3}
        maxLength={NOTES_MAX_LENGTH}
        {...fieldAria(id('notes'), { hint: true, error, extra: id('notes-count') })}
        {...register('notes')}
      />
    </Field>
  );
}
