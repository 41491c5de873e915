/**
 * The taxes screen's data: the taxes through the query cache, drafted into the screen's form
 * (use-draft.ts: a reload never changes what the manager is typing), and its save with the version
 * the form was drafted from (use-draft-save.ts). The saved answer goes into the cache and the setup
 * checklist reloads (`TAX_READS`). A stale save (409) shows what another manager saved and says so.
 */
import { taxesEndpoints } from '../../../contracts/routes/taxes.ts';
import { taxesInput } from '../../../contracts/secure/taxes.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { TAX_READS } from '../app/reads.ts';
import { secureApi } from '../app/request.ts';
import { useDraftSave } from '../app/use-draft-save.ts';
import { firstIssueByPath } from '../rooms/setup-errors.ts';
import { focusFirst } from './policy-fields.tsx';
import { bodyOf, formOf } from './taxes-form.ts';

export function useTaxesData(hotelId: number, t: Translate, base: string) {
  const params = { hotelId };
  return useDraftSave({
    read: taxesEndpoints.getTaxes,
    input: { params },
    readFallback: 'Error getting the taxes',
    formOf,
    check: (form, source) => {
      // The worker's own schema: what it would refuse is marked before anything is sent.
      const parsed = taxesInput.safeParse(bodyOf(form, source.version));
      return parsed.success
        ? { ok: true, value: parsed.data }
        : { ok: false, errors: firstIssueByPath(parsed.error.issues) };
    },
    send: (body) =>
      secureApi(taxesEndpoints.updateTaxes, { params, body }, { fallback: 'Error saving the taxes' }),
    reads: TAX_READS,
    t,
    texts: {
      saved: t('bo.taxes.saved'),
      stale: t('bo.taxes.stale'),
      saveError: t('bo.taxes.save.error'),
      loadError: t('bo.taxes.load.error'),
    },
    focusFirst: (errors) => focusFirst(base, errors),
  });
}
