/**
 * The payment a borrower owes next: the first in the schedule due today or later. Null once every
 * due date has passed (the sandbox has no servicing, so paid and overdue are not told apart here).
 * Pure: today is an argument.
 */
import type { IsoDate } from './calendarDates';
import type { ScheduledPayment } from './paymentSchedule';

export function nextPayment(schedule: ScheduledPayment[], today: IsoDate): ScheduledPayment | null {
  return schedule.find((payment) => payment.dueDate >= today) ?? null;
}
