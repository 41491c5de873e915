/**
 * The Policies screen's form values and their trip to and from the API: inputs hold text (an
 * empty number is "not given"), the shared schema (`policiesInput`) judges what they become, and
 * its issue paths ('cancellationPolicies.0.penalty.percentage') name the form's fields. The live
 * sentences use the engine's terms of each policy (`cancellationPolicyOf`, the save's own mapping).
 */
import {
  type CancellationPolicyView,
  type NoShowPolicyView,
  type PoliciesInput,
  type PoliciesView,
  policiesInput,
} from '../../../contracts/secure/policies.ts';
import type { CancellationPolicy, NoShowPolicy } from '../../../domain/booking/types.ts';
import {
  type CancellationTerms,
  type ChargeType,
  cancellationPolicyOf,
  type DepositKind,
  type FreeUnit,
  noShowPolicyOf,
} from '../../../domain/policy-setup.ts';
import { firstIssueByPath } from '../rooms/setup-errors.ts';

export type CancellationForm = {
  /** React key: the id, or a new policy's own. */
  key: string;
  id: number | null;
  name: string;
  free: 'UNTIL' | 'NEVER';
  freeCount: string;
  freeUnit: FreeUnit;
  penaltyType: ChargeType;
  percentage: string;
  deposit: boolean;
  early: 'SAME' | 'NIGHTS';
  earlyNights: string;
  earlyPercentage: string;
  ratePlans: CancellationPolicyView['ratePlans'];
  /** The stored engine terms (what CUSTOM keeps); null for a new policy. */
  engine: Omit<CancellationPolicy, 'id'> | null;
};

export type NoShowForm = {
  key: string;
  id: number | null;
  name: string;
  chargeType: ChargeType;
  percentage: string;
  ratePlans: NoShowPolicyView['ratePlans'];
  engine: Omit<NoShowPolicy, 'id'> | null;
};

export type PoliciesForm = {
  cancellation: CancellationForm[];
  noShow: NoShowForm[];
  depositKind: DepositKind;
  depositValue: string;
  depositDue: 'BOOKING' | 'BEFORE';
  depositDueDays: string;
};

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** '' → null (not given), else a number for the schema to judge (NaN reads as invalid). */
const numberOf = (value: string): number | null => (value.trim() === '' ? null : Number(value));

let newKeys = 0;
const newKey = (prefix: string) => `${prefix}-new-${++newKeys}`;

export function cancellationForm(view: CancellationPolicyView): CancellationForm {
  return {
    key: `c-${view.id}`,
    id: view.id,
    name: view.name,
    free: view.freeUntil ? 'UNTIL' : 'NEVER',
    freeCount: text(view.freeUntil?.count ?? 2),
    freeUnit: view.freeUntil?.unit ?? 'DAYS',
    penaltyType: view.penalty.type,
    percentage: text(view.penalty.percentage),
    deposit: view.deposit,
    early: view.earlyCheckout ? 'NIGHTS' : 'SAME',
    earlyNights: text(view.earlyCheckout?.nights ?? 1),
    earlyPercentage: text(view.earlyCheckout?.percentage ?? 100),
    ratePlans: view.ratePlans,
    engine: view.engine,
  };
}

/** A new policy: free until 2 days before arrival, then the first night. */
export function newCancellation(name: string): CancellationForm {
  return {
    key: newKey('c'),
    id: null,
    name,
    free: 'UNTIL',
    freeCount: '2',
    freeUnit: 'DAYS',
    penaltyType: 'FIRST_NIGHT',
    percentage: '',
    deposit: false,
    early: 'SAME',
    earlyNights: '1',
    earlyPercentage: '100',
    ratePlans: [],
    engine: null,
  };
}

export function noShowForm(view: NoShowPolicyView): NoShowForm {
  return {
    key: `n-${view.id}`,
    id: view.id,
    name: view.name,
    chargeType: view.charge.type,
    percentage: text(view.charge.percentage),
    ratePlans: view.ratePlans,
    engine: view.engine,
  };
}

export function newNoShow(name: string): NoShowForm {
  return {
    key: newKey('n'),
    id: null,
    name,
    chargeType: 'FIRST_NIGHT',
    percentage: '',
    ratePlans: [],
    engine: null,
  };
}

export function policiesForm(view: PoliciesView): PoliciesForm {
  return {
    cancellation: view.cancellationPolicies.map(cancellationForm),
    noShow: view.noShowPolicies.map(noShowForm),
    depositKind: view.deposit.kind,
    depositValue: text(view.deposit.value),
    depositDue: view.deposit.dueDaysBeforeArrival === null ? 'BOOKING' : 'BEFORE',
    depositDueDays: text(view.deposit.dueDaysBeforeArrival ?? 7),
  };
}

/** The form's two lists of policies: cancellation and no-show. */
export type PolicyList = 'cancellation' | 'noShow';

/** The form with its `index`th policy of `list` changed by `patch`. */
export function withPolicyChange<List extends PolicyList>(
  form: PoliciesForm,
  list: List,
  index: number,
  patch: Partial<PoliciesForm[List][number]>,
): PoliciesForm {
  return { ...form, [list]: form[list].map((policy, i) => (i === index ? { ...policy, ...patch } : policy)) };
}

/** The form without its `index`th policy of `list` (the worker refuses it while a rate plan uses it). */
export function withoutPolicy(form: PoliciesForm, list: PolicyList, index: number): PoliciesForm {
  return { ...form, [list]: form[list].filter((_, i) => i !== index) };
}

/** The form with `policy` added at the end of `list`. */
export function withPolicyAdded<List extends PolicyList>(
  form: PoliciesForm,
  list: List,
  policy: PoliciesForm[List][number],
): PoliciesForm {
  return { ...form, [list]: [...form[list], policy] };
}

/** The body a cancellation policy form stands for (before the schema judges it). */
export function cancellationBody(form: CancellationForm) {
  return {
    id: form.id,
    name: form.name,
    freeUntil: form.free === 'UNTIL' ? { count: numberOf(form.freeCount), unit: form.freeUnit } : null,
    penalty: {
      type: form.penaltyType,
      percentage: form.penaltyType === 'PERCENTAGE' ? numberOf(form.percentage) : null,
    },
    deposit: form.deposit,
    earlyCheckout:
      form.early === 'NIGHTS'
        ? { nights: numberOf(form.earlyNights), percentage: numberOf(form.earlyPercentage) }
        : null,
  };
}

export function noShowBody(form: NoShowForm) {
  return {
    id: form.id,
    name: form.name,
    charge: {
      type: form.chargeType,
      percentage: form.chargeType === 'PERCENTAGE' ? numberOf(form.percentage) : null,
    },
  };
}

export function policiesBody(form: PoliciesForm, version: number) {
  return {
    cancellationPolicies: form.cancellation.map(cancellationBody),
    noShowPolicies: form.noShow.map(noShowBody),
    deposit: {
      kind: form.depositKind,
      value: numberOf(form.depositValue),
      dueDaysBeforeArrival: form.depositDue === 'BEFORE' ? numberOf(form.depositDueDays) : null,
    },
    version,
  };
}

/** The shared schema's verdict: the input, or the message key of each field path. */
export function checkPolicies(
  form: PoliciesForm,
  version: number,
): { ok: true; value: PoliciesInput } | { ok: false; errors: Map<string, string> } {
  const parsed = policiesInput.safeParse(policiesBody(form, version));
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: firstIssueByPath(parsed.error.issues) };
}

/**
 * The engine's policy a form stands for, for the live sentences: what the save will store (the
 * same mapping), or null while a number in it is not valid yet.
 */
export function enginePolicyOf(form: CancellationForm): CancellationPolicy | null {
  const body = cancellationBody(form);
  const count = body.freeUntil?.count;
  if (body.freeUntil && (count === null || count === undefined || !Number.isInteger(count) || count < 0))
    return null;
  const percentage = body.penalty.percentage;
  if (form.penaltyType === 'PERCENTAGE' && (percentage === null || !(percentage > 0 && percentage <= 100)))
    return null;
  const early = body.earlyCheckout;
  const terms: CancellationTerms = {
    freeUntil: body.freeUntil ? { count: count as number, unit: form.freeUnit } : null,
    penalty: { type: form.penaltyType, percentage },
    deposit: form.deposit,
    earlyCheckout:
      early && early.nights !== null && early.percentage !== null
        ? { nights: early.nights, percentage: early.percentage }
        : null,
  };
  if (form.penaltyType === 'CUSTOM' && !form.engine) return null;
  return { id: form.key, ...cancellationPolicyOf(terms, form.engine) };
}

export function engineNoShowOf(form: NoShowForm): NoShowPolicy | null {
  const percentage = form.chargeType === 'PERCENTAGE' ? numberOf(form.percentage) : null;
  if (form.chargeType === 'PERCENTAGE' && (percentage === null || !(percentage > 0 && percentage <= 100)))
    return null;
  if (form.chargeType === 'CUSTOM' && !form.engine) return null;
  return { id: form.key, ...noShowPolicyOf({ type: form.chargeType, percentage }, form.engine) };
}
