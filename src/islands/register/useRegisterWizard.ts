/**
 * The register wizard's state: the draft (the e-mail of the join form arrives as ?email=), the
 * plans offered, each step's check on Next and, once a step was submitted, on every change; and
 * the confirmation, which sends POST /register and keeps the server's refusals on their fields.
 */
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { ApiRequestError } from '../../contracts/client/http.ts';
import type { Language, Plan } from '../../contracts/types.ts';
import { EMAIL_MAX_LENGTH } from '../../domain/formats.ts';
import { revalidateSelection } from '../../domain/plan-selection.ts';
import type { Translate } from '../../i18n/translate.ts';
import { browserApi } from '../../scripts/browser-api.ts';
import { errorsOfResponse } from '../backoffice/property/form.tsx';
import { EMPTY_HOTEL } from '../backoffice/property/HotelInfoFields.tsx';
import { timeoutMessage } from '../shared/request-error.ts';
import {
  afterStepCheck,
  type RegisterDraft,
  registerPayload,
  type ServerAnswer,
  type StepId,
  serverAnswer,
  shownErrors,
  shownStepErrors,
  stepFieldErrors,
} from './register-steps.ts';

/** Plans offered at registration: every enabled public plan (there are a handful). */
const PLANS_PAGE_SIZE = 20;

const EMPTY_DRAFT: RegisterDraft = {
  account: { name: '', surname: '', email: '', username: '', password: '', confirmPassword: '' },
  hotel: EMPTY_HOTEL,
  selection: null,
  billing: { companyName: '', vatNumber: '', address: '', zip: '', city: '', email: '' },
  terms: false,
  privacy: false,
};

/**
 * The plans offered (null while loading), or the reason they could not be read; a plan already
 * chosen is checked again against the plans read.
 */
function usePlans(t: Translate, setDraft: Dispatch<SetStateAction<RegisterDraft>>) {
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [plansError, setPlansError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    browserApi()
      .hotelPlans({ page: 0, size: PLANS_PAGE_SIZE, sort: 'classification,asc' })
      .then((page) => {
        if (!live) return;
        setPlans(page.content);
        setDraft((draft) => ({ ...draft, selection: revalidateSelection(page.content, draft.selection) }));
      })
      .catch(
        (error: unknown) => live && setPlansError(timeoutMessage(error, t) ?? t('register.plans.error')),
      );
    return () => {
      live = false;
    };
  }, [t, setDraft]);
  return { plans, plansError };
}

export function useRegisterWizard(language: Language, t: Translate) {
  const [draft, setDraft] = useState<RegisterDraft>(EMPTY_DRAFT);
  const { plans, plansError } = usePlans(t, setDraft);
  const [submitted, setSubmitted] = useState<ReadonlySet<StepId>>(new Set());
  const [server, setServer] = useState<ServerAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    const email = new URLSearchParams(window.location.search).get('email');
    if (email) {
      setDraft((d) => ({ ...d, account: { ...d.account, email: email.slice(0, EMAIL_MAX_LENGTH) } }));
    }
  }, []);

  const update = (patch: Partial<RegisterDraft>) => setDraft((d) => ({ ...d, ...patch }));
  /** Changes some fields of one part of the draft (the account, the hotel or the billing). */
  const edit =
    <K extends 'account' | 'hotel' | 'billing'>(part: K) =>
    (patch: Partial<RegisterDraft[K]>) =>
      setDraft((d) => ({ ...d, [part]: { ...d[part], ...patch } }));

  /** Next on a step: its check from now on follows the typing; true when it can be left. */
  const submit = (step: StepId): boolean => {
    const valid = Object.keys(stepFieldErrors(step, draft)).length === 0;
    setSubmitted((current) => new Set(current).add(step));
    setServer((current) => current && afterStepCheck(current, step, valid));
    return valid;
  };

  const confirm = async () => {
    const body = registerPayload(draft, language);
    if (!body || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await browserApi().register(body);
      setSentTo(draft.account.email.trim());
    } catch (error) {
      const fieldErrors = errorsOfResponse(error);
      if (Object.keys(fieldErrors).length > 0) {
        setServer(serverAnswer(draft, fieldErrors));
        setFailure(t('register.error.fields'));
      } else if (error instanceof ApiRequestError && error.status === 429) {
        setFailure(t('error.rate.limit'));
      } else {
        setFailure(timeoutMessage(error, t) ?? t('register.error'));
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    draft,
    update,
    edit,
    plans,
    plansError,
    errors: shownErrors(draft, submitted, server),
    stepErrors: shownStepErrors(draft, submitted, server),
    submit,
    confirm,
    busy,
    failure,
    sentTo,
  };
}
