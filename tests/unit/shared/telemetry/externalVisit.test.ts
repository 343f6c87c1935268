import { describe, expect, it } from 'vitest';
import { externalVisitQuery } from '../../../../src/shared/telemetry/externalVisit';
import { keepableFields } from '../../../../src/shared/session/unsentFields';

describe('external visit and unsent fields', () => {
  it('The external visit carries the referrer, the landing page and every query parameter', () => {
    const query = externalVisitQuery(
      'https://relief.example/relief-loans/get-relief?utm_source=mail&loanAmount=500',
      'https://search.example/',
    );
    expect(Object.fromEntries(query)).toEqual({
      utm_source: 'mail',
      loanAmount: '500',
      landing_page_referrer: 'https://search.example/',
      landing_page_url: 'https://relief.example/relief-loans/get-relief?utm_source=mail&loanAmount=500',
    });
  });

  it('Typed values kept through sign-in leave out sensitive fields and anything that looks like an SSN', () => {
    const step = {
      stepId: 'agree',
      schema: { properties: { ssn: { 'x-sensitive': true }, note: {}, city: {} } },
    };
    expect(keepableFields(step, { ssn: '457555462', note: 'call 457-55-5462', city: 'Columbus' })).toEqual({
      city: 'Columbus',
    });
  });
});
