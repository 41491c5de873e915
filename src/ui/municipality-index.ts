/**
 * The shipped list of Italian municipalities for the guest-document forms (the back office's
 * documents, the check-in dialog, the guest's online check-in): a large chunk, imported once on
 * first use and shared by every form of the page. A failed import is tried again by the next form.
 */
import { useEffect, useState } from 'react';
import type { MunicipalityIndex } from './GuestDocumentItem.tsx';

let loading: Promise<MunicipalityIndex> | null = null;

function loadMunicipalityIndex(): Promise<MunicipalityIndex> {
  loading ??= import('../domain/data/municipalities.ts').then((m) => ({
    find: m.findMunicipality,
    search: m.searchMunicipalities,
  }));
  return loading;
}

/** The list once loaded (null before); nothing is loaded while `wanted` is false. */
export function useMunicipalityIndex(wanted = true): MunicipalityIndex | null {
  const [index, setIndex] = useState<MunicipalityIndex | null>(null);
  useEffect(() => {
    if (!wanted || index) return;
    let live = true;
    loadMunicipalityIndex()
      .then((loaded) => {
        if (live) setIndex(loaded);
      })
      .catch(() => {
        loading = null;
      });
    return () => {
      live = false;
    };
  }, [wanted, index]);
  return index;
}
