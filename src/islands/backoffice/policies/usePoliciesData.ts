/**
 * The policies screen's data: the policies through the query cache, drafted into the one form
 * of the screen (use-draft.ts: a reload never changes what the manager is typing), and its save
 * with the version the form was drafted from (use-draft-save.ts). The saved answer goes into the
 * cache and the reads wording policies elsewhere reload (`POLICY_READS`: the rate plans, the new
 * reservation). A stale save (409 on the version) shows what another manager saved: the changes
 * are made again. Removing a policy a rate plan uses is refused (409) naming the plans.
 */
import { policiesEndpoints } from '../../../contracts/routes/policies.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { POLICY_READS } from '../app/reads.ts';
import { secureApi } from '../app/request.ts';
import { useDraftSave } from '../app/use-draft-save.ts';
import { focusFirst } from './policy-fields.tsx';
import { checkPolicies, policiesForm } from './policy-form.ts';

export function usePoliciesData(hotelId: number, t: Translate, base: string) {
  const params = { hotelId };
  return useDraftSave({
    read: policiesEndpoints.getPolicies,
    input: { params },
    readFallback: 'Error getting the policies',
    formOf: policiesForm,
    check: (form, source) => checkPolicies(form, source.version),
    send: (body) =>
      secureApi(
        policiesEndpoints.updatePolicies,
        { params, body },
        { fallback: 'Error saving the policies' },
      ),
    reads: POLICY_READS,
    t,
    texts: {
      saved: t('bo.policies.saved'),
      stale: t('bo.policies.stale'),
      saveError: t('bo.policies.save.error'),
      loadError: t('bo.policies.load.error'),
    },
    focusFirst: (errors) => focusFirst(base, errors),
  });
}
