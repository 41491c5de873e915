/**
 * 'Add to calendar': the stay as an iCalendar file (src/domain/booking/icalendar.ts), downloaded
 * from the confirmation and the manage view as a Blob (no server round trip; the manage link in
 * its description is the guest's own).
 */
import { type CalendarStay, stayCalendar } from '../../../src/domain/booking/icalendar.ts';

export type StayFacts = Omit<CalendarStay, 'domain' | 'now'> & { manageUrl: string };

/** The iCalendar text of a stay; the UID's domain is the manage link's host. */
export function calendarText(stay: StayFacts, now: Date = new Date()): string {
  const { manageUrl, ...rest } = stay;
  return stayCalendar({ ...rest, domain: new URL(manageUrl).hostname, now });
}

/** Saves the stay's .ics file (an object URL on a temporary download link). */
export function downloadCalendar(stay: StayFacts): void {
  const blob = new Blob([calendarText(stay)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${stay.code}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
