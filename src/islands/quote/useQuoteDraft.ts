/**
 * A logged-in manager's unfinished quote (./drafts.ts): restored into the form once the user is
 * known, and saved after every change (debounced). Visitors who are not logged in have no draft.
 */
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Quote, QuoteInput } from '../../contracts/join.ts';
import type { Language } from '../../contracts/types.ts';
import type { BuildingType } from '../../domain/hotel-types.ts';
import { detectUser } from '../../scripts/user.ts';
import type { UserState } from '../../stores/session.ts';
import { loadQuoteDraft, type QuoteDraft, saveQuoteDraft } from './drafts.ts';

export const DRAFT_SAVE_DELAY_MS = 500;

/** The draft of the form's values: the e-mail comes from the URL and is never kept. */
export function quoteDraftOf(values: QuoteInput): QuoteDraft {
  return {
    buildingType: values.buildingType as BuildingType,
    count: typeof values.count === 'number' && Number.isInteger(values.count) ? values.count : 1,
    group: values.group === true,
    groupName: values.groupName ?? '',
    hotels: values.hotels ?? [],
  };
}

type DraftForm = Pick<UseFormReturn<QuoteInput, unknown, Quote>, 'getValues' | 'reset' | 'watch'>;

/** `restored`: the form shows a draft; `userRef`: the user, known once detected (to clear the draft). */
export function useQuoteDraft({ getValues, reset, watch }: DraftForm, language: Language) {
  const [restored, setRestored] = useState(false);
  const userRef = useRef<UserState>({ status: 'unknown' });

  // A logged-in manager gets back the draft they left unfinished.
  useEffect(() => {
    let active = true;
    void detectUser().then((user) => {
      userRef.current = user;
      const draft = active ? loadQuoteDraft(window.localStorage, user) : null;
      if (!draft) return;
      reset({ ...getValues(), ...draft, manager: { email: getValues('manager.email') }, language });
      setRestored(true);
    });
    return () => {
      active = false;
    };
  }, [getValues, language, reset]);

  // Drafts follow every change (debounced); only a logged-in user has any.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (userRef.current.status !== 'manager') return;
        saveQuoteDraft(window.localStorage, userRef.current, quoteDraftOf(getValues()));
      }, DRAFT_SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [watch, getValues]);

  return { restored, userRef };
}
