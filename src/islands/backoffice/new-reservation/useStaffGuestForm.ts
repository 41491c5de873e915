/**
 * The new reservation's guest form: react-hook-form checked by the shared zod schema, the source
 * (PHONE by default), notes and the confirmation e-mail (on). The phone prefix is chosen by
 * country (several countries share a dial code) and starts on Italy's: the hotels are Italian.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  DEFAULT_STAFF_SOURCE,
  type StaffGuestForm,
  type StaffGuestFormInput,
  staffGuestFormSchema,
} from '../../../contracts/secure/staff-booking.ts';
import type { Language } from '../../../contracts/types.ts';
import { dialCountries } from '../../../domain/countries.ts';

export function useStaffGuestForm(language: Language) {
  const prefixes = useMemo(() => dialCountries(language), [language]);
  const [prefixIso, setPrefixIso] = useState('IT');
  const defaultPrefix = prefixes.find((p) => p.iso === 'IT')?.dial ?? '+39';
  const form = useForm<StaffGuestFormInput, unknown, StaffGuestForm>({
    resolver: zodResolver(staffGuestFormSchema),
    defaultValues: {
      guest: {
        name: '',
        surname: '',
        email: '',
        phone: { prefix: defaultPrefix, number: '' },
        nationality: '',
        countryIso: '',
        language,
      },
      source: DEFAULT_STAFF_SOURCE,
      notes: '',
      sendEmail: true,
    },
  });
  return { form, prefixIso, setPrefixIso };
}
