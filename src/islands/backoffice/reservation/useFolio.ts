/**
 * The folio's data for its panel: the read through the query cache, and what each write does
 * after. A dialog's write answers the new folio, put in the cache at once; the reads that show the
 * same money elsewhere (the reservation, its history, the list, Today, the cash report) reload. A
 * 409 (another desk wrote first) reloads the folio and says so.
 */
import { useState } from 'react';
import { folioEndpoints } from '../../../contracts/routes/folio.ts';
import type { FolioView } from '../../../contracts/secure/folio.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { invalidateReads, secureQueryKey, useQueryClient, useSecureQuery } from '../app/query.ts';
import { FOLIO_ECHO_READS, FOLIO_READS } from '../app/reads.ts';
import { secureApi } from '../app/request.ts';
import type { FolioEntryKind } from './folio-form.ts';

export type FolioNotice = { text: string; tone: 'ok' | 'warn' };

export function useFolio(hotelId: number, code: string, t: Translate) {
  const client = useQueryClient();
  const input = { params: { hotelId, code } };
  const folio = useSecureQuery(folioEndpoints.getFolio, input, { fallback: 'Error getting the folio' });
  const [notice, setNotice] = useState<FolioNotice | null>(null);

  /** A dialog's write went through: its answer is the folio now. */
  const saved = (kind: FolioEntryKind, answer: FolioView) => {
    client.setQueryData(secureQueryKey(folioEndpoints.getFolio, input), answer);
    setNotice({ tone: 'ok', text: t.text(`bo.folio.saved.${kind}`) });
    void invalidateReads(client, FOLIO_ECHO_READS);
  };

  const conflict = () => {
    setNotice({ tone: 'warn', text: t('bo.folio.conflict') });
    void invalidateReads(client, FOLIO_READS);
  };

  /** Gives the folio the next receipt number; the folio is read again to list it. */
  const issue = async () => {
    setNotice(null);
    try {
      const receipt = await secureApi(folioEndpoints.issueReceiptNumber, input, {
        fallback: 'Error issuing the receipt',
      });
      setNotice({ tone: 'ok', text: t('bo.folio.issued', { number: `${receipt.year}/${receipt.number}` }) });
      await invalidateReads(client, FOLIO_READS);
    } catch (failure) {
      setNotice({ tone: 'warn', text: timeoutMessage(failure, t) ?? t('bo.folio.error') });
    }
  };

  return {
    folio,
    /** Why the folio could not be read (shown in its place), or null. */
    loadFailed: folio.isError ? (timeoutMessage(folio.error, t) ?? t('bo.folio.error')) : null,
    notice,
    setNotice,
    saved,
    conflict,
    issue,
  };
}
