import { describe, expect, test } from 'vitest';
import {
  resolveTemplate,
  mapServerFieldErrors,
  type SubmitCall,
} from '../../../../src/shared/form/submitMapping';
import { submitTransforms } from '../../../../src/shared/form/submitTransforms';
import agreeUi from '../../../../schemas/steps/agree/ui.json';
import identityUi from '../../../../schemas/steps/id-verification/ui.json';

const identityCall = identityUi['ui:options'].submit.idVerification.calls[0] as SubmitCall;
const agreeCall = agreeUi['ui:options'].submit.submit.calls[0] as SubmitCall;

describe('What the identity step sends', () => {
  test('the date of birth as MMDDYYYY and the SSN as digits', () => {
    expect(
      resolveTemplate(identityCall.body!, { form: { dob: '03/14/1987', ssn: '457-55-5462' }, query: {} }),
    ).toEqual({ dob: '03141987', ssn: '457555462' });
  });

  test('the server’s field errors land on the fields', () => {
    expect(
      mapServerFieldErrors(identityCall, [{ path: '/dob', message: 'You must be at least 18 to apply' }]),
    ).toEqual({ '/dob': 'You must be at least 18 to apply' });
  });
});

describe('What the agree step sends', () => {
  test('the ticked consents by name and the SSN as digits', () => {
    const form = { ssn: '123-45-6789', eSignConsent: true, creditReportConsent: false, termsConsent: true };
    expect(resolveTemplate(agreeCall.body!, { form, query: {} })).toEqual({
      agreedConsents: ['ESIGN_CONSENT', 'TERMS_OF_USE_AND_PRIVACY_POLICY'],
      ssn: '123456789',
    });
  });

  test('a missing consent and an SSN mismatch land on their checkbox and the SSN field', () => {
    expect(
      mapServerFieldErrors(agreeCall, [
        { path: '/agreedConsents/creditReportConsent', message: 'Authorize the credit report to continue' },
        { path: '/ssn', message: "This doesn't match the SSN you entered earlier" },
      ]),
    ).toEqual({
      '/creditReportConsent': 'Authorize the credit report to continue',
      '/ssn': "This doesn't match the SSN you entered earlier",
    });
  });

  test('nothing ticked is an empty list, not a missing one', () => {
    expect(submitTransforms.agreedConsents!({ ssn: '123456789' })).toEqual([]);
  });
});
