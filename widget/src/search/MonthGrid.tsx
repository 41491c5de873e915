/**
 * One visible month of the picker: a grid (a table, as the APG date picker) labelled by the
 * month's name in the heading, weekday column headers with full names, weeks from Monday.
 */
import type { ReactNode } from 'react';
import type { Language } from '../../../src/contracts/types.ts';
import { weekdays } from './format.ts';
import { monthWeeks } from './range-rules.ts';

type IsoDate = string;

export function MonthGrid({
  month,
  labelledBy,
  language,
  renderDay,
}: {
  month: IsoDate;
  labelledBy: string;
  language: Language;
  renderDay: (date: IsoDate) => ReactNode;
}) {
  // Days before the first and after the last of the month are empty cells, keyed by place.
  const cell = (date: IsoDate | null, index: number) =>
    date === null ? <td key={`empty-${index}`} className="drp-empty" /> : renderDay(date);
  return (
    <div className="drp-month">
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker's grid is a table. */}
      <table role="grid" className="drp-grid" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {weekdays(language).map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                <span aria-hidden="true">{name.short}</span>
                <span className="visually-hidden">{name.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={`${month}-${week.find(Boolean)}`}>{week.map(cell)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
