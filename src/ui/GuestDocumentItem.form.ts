/**
 * The guest document form's state: a react-hook-form working copy of the document, started over
 * (with the leader rule applied) each time the item opens, its places' provinces filled in when
 * the municipality list arrives, and the rules' errors once a confirm asked to show them.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Language } from '../contracts/types.ts';
import {
  documentErrors,
  type GuestDocument,
  type MunicipalityLookup,
  startEditing,
} from '../domain/guest-documents.ts';
import type { Translate } from '../i18n/translate.ts';
import { type DocumentForm, errorText, fromForm, placeForm, toForm, toPlace } from './guest-document-form.ts';

export type DocumentFormInput = {
  doc: GuestDocument;
  documents: readonly GuestDocument[];
  language: Language;
  t: Translate;
  lookup: MunicipalityLookup | null;
  expanded: boolean;
};

export function useDocumentForm({ doc, documents, language, t, lookup, expanded }: DocumentFormInput) {
  const form = useForm<DocumentForm>({ defaultValues: toForm(doc, language, lookup) });
  const { reset, watch, setValue } = form;
  const [showErrors, setShowErrors] = useState(false);

  // Opening the form starts from the stored document with the leader rule applied (PROPFLOW);
  // later reloads of the list while it is open keep what was typed.
  const startOver = useEffectEvent(() => {
    reset(toForm(startEditing(doc, documents), language, lookup));
    setShowErrors(false);
  });
  useEffect(() => {
    if (expanded) startOver();
  }, [expanded]);

  // The municipality list arriving after opening fills in the provinces of chosen places.
  const fillProvinces = useEffectEvent((found: MunicipalityLookup) => {
    if (!expanded) return;
    const values = watch();
    // A place not chosen yet keeps the country already shown (a foreign guest's, not Italy).
    setValue('birthPlace', placeForm(toPlace(values.birthPlace), found, values.birthPlace.country));
    setValue('issuer', placeForm(toPlace(values.issuer), found, values.issuer.country));
  });
  useEffect(() => {
    if (lookup) fillProvinces(lookup);
  }, [lookup]);

  const values = watch();
  const working = fromForm(values, doc);
  const errors = showErrors && lookup ? documentErrors(working, lookup) : [];
  const errorOf = (field: keyof GuestDocument) => {
    const error = errors.find((e) => e.field === field);
    return error ? errorText(t, error) : null;
  };

  return { form, values, working, errorOf, setShowErrors };
}
