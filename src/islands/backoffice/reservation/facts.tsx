/** The small pieces of the reservation's cards: a fact (term and value), an amount, a localised name. */
import type { ReactNode } from 'react';

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="bo-rsv__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function Amount({
  term,
  value,
  strong,
  owed,
}: {
  term: string;
  value: string;
  strong?: boolean;
  owed?: boolean;
}) {
  return (
    <div
      className={`bo-rsv__amount${strong ? ' bo-rsv__amount--strong' : ''}${owed ? ' bo-rsv__amount--owed' : ''}`}
    >
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function localized(name: Partial<Record<string, string>>, language: string, fallback: string): string {
  return name[language] ?? name.en ?? fallback;
}
