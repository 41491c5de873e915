/**
 * The policies screen's data: the policies through the query cache, drafted into the one form
 * of the screen (use-draft.ts: a reload never changes what the manager is typing), and its save
 * with the version the form was drafted from. The saved answer goes into the cache and the reads
 * wording policies elsewhere reload (`POLICY_READS`: the rate plans, the new reservation). A
 * stale save (409 on the version) shows what another manager saved: the changes are made again.
 */
import { useState } from 'react';
import { policiesEndpoints } from '../../../contracts/routes/policies.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { invalidateReads, secureQueryKey, useQueryClient, useSecureQuery } from '../app/query.ts';
import { POLICY_READS } from '../app/reads.ts';
import { secureApi } from '../app/request.ts';
import { useDraft } from '../app/use-draft.ts';
import { failureOf, fieldCodesOf, isStatus, refusalOf } from '../rooms/setup-errors.ts';
import { focusFirst } from './policy-fields.tsx';
import { checkPolicies, policiesForm } from './policy-form.ts';

export type Notice = { kind: 'status' | 'error'; text: string; detail: string | null };

export function usePoliciesData(hotelId: number, t: Translate, base: string) {
  const client = useQueryClient();
  const input = { params: { hotelId } };
  const read = useSecureQuery(policiesEndpoints.getPolicies, input, {
    fallback: 'Error getting the policies',
  });
  const draft = useDraft(read.data, policiesForm);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [busy, setBusy] = useState(false);
  const saveError = t('bo.policies.save.error');

  const save = async () => {
    const { form, source } = draft;
    if (!form || !source || busy) return;
    setNotice(null);
    const checked = checkPolicies(form, source.version);
    if (!checked.ok) {
      setErrors(checked.errors);
      setNotice({ kind: 'error', text: t('error.validation.fields.text'), detail: null });
      focusFirst(base, checked.errors);
      return;
    }
    setErrors(new Map());
    setBusy(true);
    try {
      const saved = await secureApi(
        policiesEndpoints.updatePolicies,
        { params: { hotelId }, body: checked.value },
        { fallback: 'Error saving the policies' },
      );
      client.setQueryData(secureQueryKey(policiesEndpoints.getPolicies, input), saved);
      draft.reset();
      void invalidateReads(client, POLICY_READS);
      setNotice({ kind: 'status', text: t('bo.policies.saved'), detail: null });
    } catch (error) {
      if (isStatus(error, 400) && error.errors.length > 0) {
        const fieldErrors = fieldCodesOf(error);
        setErrors(fieldErrors);
        setNotice({ kind: 'error', ...refusalOf(t, error, saveError) });
        focusFirst(base, fieldErrors);
      } else if (isStatus(error, 409) && error.errors[0]?.field === 'version') {
        // Stale: what another manager saved is shown; the manager makes the changes again.
        await invalidateReads(client, POLICY_READS);
        draft.reset();
        setNotice({ kind: 'error', text: t('bo.policies.stale'), detail: null });
      } else if (isStatus(error, 409, 404)) {
        setNotice({ kind: 'error', ...refusalOf(t, error, saveError) });
      } else {
        setNotice({ kind: 'error', ...failureOf(t, error, saveError) });
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    view: draft.source ?? null,
    form: draft.form,
    update: draft.update,
    loadFailed:
      !read.data && read.isError ? failureOf(t, read.error, t('bo.policies.load.error')).text : null,
    loading: read.isPending,
    retry: () => void read.refetch(),
    notice,
    errors,
    busy,
    save,
  };
}
