/**
 * The taxes screen's data: the taxes through the query cache, drafted into the screen's form
 * (use-draft.ts: a reload never changes what the manager is typing), and its save with the version
 * the form was drafted from. The saved answer goes into the cache and the setup checklist reloads
 * (`TAX_READS`). A stale save (409) shows what another manager saved and says so.
 */
import { useState } from 'react';
import { taxesEndpoints } from '../../../contracts/routes/taxes.ts';
import { type TaxesInput, taxesInput } from '../../../contracts/secure/taxes.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { invalidateReads, secureQueryKey, useQueryClient, useSecureQuery } from '../app/query.ts';
import { TAX_READS } from '../app/reads.ts';
import { secureApi } from '../app/request.ts';
import { useDraft } from '../app/use-draft.ts';
import { failureOf, fieldCodesOf, firstIssueByPath, isStatus, refusalOf } from '../rooms/setup-errors.ts';
import { focusFirst } from './policy-fields.tsx';
import { bodyOf, formOf } from './taxes-form.ts';

export type Notice = { kind: 'status' | 'error'; text: string; detail: string | null };

export function useTaxesData(hotelId: number, t: Translate, base: string) {
  const client = useQueryClient();
  const input = { params: { hotelId } };
  const read = useSecureQuery(taxesEndpoints.getTaxes, input, { fallback: 'Error getting the taxes' });
  const draft = useDraft(read.data, formOf);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [busy, setBusy] = useState(false);
  const saveError = t('bo.taxes.save.error');

  const save = async () => {
    const { form, source } = draft;
    if (!form || !source || busy) return;
    setNotice(null);
    const parsed = taxesInput.safeParse(bodyOf(form, source.version));
    if (!parsed.success) {
      const fieldErrors = firstIssueByPath(parsed.error.issues);
      setErrors(fieldErrors);
      setNotice({ kind: 'error', text: t('error.validation.fields.text'), detail: null });
      focusFirst(base, fieldErrors);
      return;
    }
    setErrors(new Map());
    setBusy(true);
    try {
      const saved = await secureApi(
        taxesEndpoints.updateTaxes,
        { params: { hotelId }, body: parsed.data satisfies TaxesInput },
        { fallback: 'Error saving the taxes' },
      );
      client.setQueryData(secureQueryKey(taxesEndpoints.getTaxes, input), saved);
      draft.reset();
      void invalidateReads(client, TAX_READS);
      setNotice({ kind: 'status', text: t('bo.taxes.saved'), detail: null });
    } catch (error) {
      if (isStatus(error, 400) && error.errors.length > 0) {
        const fieldErrors = fieldCodesOf(error);
        setErrors(fieldErrors);
        setNotice({ kind: 'error', ...refusalOf(t, error, saveError) });
        focusFirst(base, fieldErrors);
      } else if (isStatus(error, 409)) {
        await invalidateReads(client, TAX_READS);
        draft.reset();
        setNotice({ kind: 'error', text: t('bo.taxes.stale'), detail: null });
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
    loadFailed: !read.data && read.isError ? failureOf(t, read.error, t('bo.taxes.load.error')).text : null,
    loading: read.isPending,
    retry: () => void read.refetch(),
    notice,
    errors,
    busy,
    save,
  };
}
