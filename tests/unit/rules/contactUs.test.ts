/**
 * How to reach support as shown (core/rules/contactUs.ts): the same layout for the app's contact block
 * and the server's help pages, from the contact-us answer and the copy's words.
 */
import { describe, expect, test } from 'vitest';
import contact from '../../../schemas/contact.json';
import copy from '../../../schemas/copy/en-US.json';
import product from '../../../schemas/product.json';
import { contactDetails, telHref, timeZoneName, type ContactUs } from '../../../core/rules/contactUs';

const answer: ContactUs = {
  email: product.supportEmail,
  helpCenterUrl: contact.helpCenterUrl,
  phoneNumber: contact.phoneNumber,
  timezone: contact.timezone,
  operationsBusinessHours: contact.operationsBusinessHours,
};

describe('contact details', () => {
  test('Applicant reads an email to write to, a number to call and the help centre, each a link', () => {
    expect(contactDetails(answer, copy.contactUs).links).toEqual([
      { label: 'Email', text: 'support@relief-loans.example', href: 'mailto:support@relief-loans.example' },
      { label: 'Phone', text: '(888) 555-0142', href: 'tel:+18885550142' },
      { label: 'Help centre', text: copy.contactUs.helpCentreLink, href: '/help/borrower-eligibility' },
    ]);
  });

  test('Applicant reads the hours of both teams for every day, and in which time zone they are', () => {
    const details = contactDetails(answer, copy.contactUs);
    expect(details.hoursTitle).toBe('Hours (Eastern Time)');
    expect(details.hours).toEqual([
      {
        team: 'onboarding',
        title: 'Applications',
        days: [
          { day: 'weekday', label: 'Monday to Friday', hours: '8:00 AM – 10:00 PM' },
          { day: 'saturday', label: 'Saturday', hours: '9:00 AM – 6:00 PM' },
          { day: 'sunday', label: 'Sunday', hours: 'Closed' },
        ],
      },
      {
        team: 'servicing',
        title: 'Existing loans',
        days: [
          { day: 'weekday', label: 'Monday to Friday', hours: '9:00 AM – 8:00 PM' },
          { day: 'saturday', label: 'Saturday', hours: '10:00 AM – 4:00 PM' },
          { day: 'sunday', label: 'Sunday', hours: 'Closed' },
        ],
      },
    ]);
  });

  test('A number given as digits is shown formatted; one that cannot be dialled is shown as written, not linked', () => {
    const digits = contactDetails({ ...answer, phoneNumber: '18885550142' }, copy.contactUs).links[1];
    expect(digits).toEqual({ label: 'Phone', text: '+1 (888) 555-0142', href: 'tel:+18885550142' });
    const odd = contactDetails({ ...answer, phoneNumber: '555-CALL' }, copy.contactUs).links[1];
    expect(odd).toEqual({ label: 'Phone', text: '555-CALL', href: null });
  });

  test('A help centre whose address is not a page of this site or an http(s) address is left out, never linked', () => {
    const helpCentre = (helpCenterUrl: string) =>
      contactDetails({ ...answer, helpCenterUrl }, copy.contactUs).links.find(
        (link) => link.label === 'Help centre',
      )?.href;
    expect(helpCentre('https://help.relief-loans.example/borrowers')).toBe(
      'https://help.relief-loans.example/borrowers',
    );
    expect(helpCentre('/help/borrower-eligibility')).toBe('/help/borrower-eligibility');
    for (const unsafe of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/help',
      '/\\evil.example',
      'www.relief-loans.example/help',
      'https://',
    ])
      expect(helpCentre(unsafe), unsafe).toBeUndefined();
  });

  test('tel: links are international US numbers; anything else has none', () => {
    expect(telHref('(888) 555-0142')).toBe('tel:+18885550142');
    expect(telHref('+1 888 555 0142')).toBe('tel:+18885550142');
    expect(telHref('555-0142')).toBeNull();
    expect(telHref('28885550142')).toBeNull();
  });

  test('A time zone is named as people say it; an unknown one by its id rather than not at all', () => {
    expect(timeZoneName('America/Chicago')).toBe('Central Time');
    expect(timeZoneName('Not/A_Zone')).toBe('Not/A_Zone');
  });
});
