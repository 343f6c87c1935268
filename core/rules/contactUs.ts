/**
 * How to reach support, as it is shown (spec §3 Contact-us info): the app's contact block on outcome
 * pages (from GET /application/{uuid}/contact-us) and the server's help pages (from the same facts,
 * server/domain/support/contactUs.ts) both lay out what this returns, so they can never say two
 * things. The words come from schemas/copy (`contactUs`). Pure.
 */
import type { ApiOperations } from '../api/generated/contractTypes';
import { fillTemplate } from './fillTemplate';
import { linkHref } from './linkHref';
import { formatPhoneDisplay } from './phoneDisplay';

export type ContactUs = ApiOperations['getContactUs']['response'];
type Hours = ContactUs['operationsBusinessHours'];
type Team = keyof Hours;
type Day = keyof Hours[Team];

export interface ContactUsWords {
  email: string;
  phone: string;
  helpCentre: string;
  helpCentreLink: string;
  hoursTitle: string;
  teams: Record<Team, string>;
  days: Record<Day, string>;
}

export interface ContactLink {
  label: string;
  text: string;
  /** Null for a phone number that cannot be dialled as written: it is shown as text. */
  href: string | null;
}

export interface ContactDetails {
  /** Email, phone and help centre, in that order; no help centre when its address is not a link. */
  links: ContactLink[];
  /** The hours' heading, naming their time zone. */
  hoursTitle: string;
  hours: { team: Team; title: string; days: { day: Day; label: string; hours: string }[] }[];
}

const teams: readonly Team[] = ['onboarding', 'servicing'];
const days: readonly Day[] = ['weekday', 'saturday', 'sunday'];

/** A tel: link for a US number (10 digits, or 11 with a leading 1); null for anything else. */
export function telHref(phoneNumber: string): string | null {
  const digits = phoneNumber.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return null;
}

/** "America/New_York" as people say it ("Eastern Time"); the zone's id when it has no such name. */
export function timeZoneName(timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(
      new Date(0),
    );
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

export const mailtoHref = (email: string): string => `mailto:${email}`;

export function contactDetails(contact: ContactUs, words: ContactUsWords): ContactDetails {
  const dialable = telHref(contact.phoneNumber);
  const helpCentre = linkHref(contact.helpCenterUrl);
  return {
    links: [
      { label: words.email, text: contact.email, href: mailtoHref(contact.email) },
      {
        label: words.phone,
        text: dialable ? formatPhoneDisplay(contact.phoneNumber) : contact.phoneNumber,
        href: dialable,
      },
      ...(helpCentre ? [{ label: words.helpCentre, text: words.helpCentreLink, href: helpCentre }] : []),
    ],
    hoursTitle: fillTemplate(words.hoursTitle, { timeZone: timeZoneName(contact.timezone) }),
    hours: teams.map((team) => ({
      team,
      title: words.teams[team],
      days: days.map((day) => ({
        day,
        label: words.days[day],
        hours: contact.operationsBusinessHours[team][day],
      })),
    })),
  };
}
