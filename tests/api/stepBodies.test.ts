/**
 * The step bodies the handlers are typed with (generated from operations.json stepBodies by
 * scripts/contractTypes.ts) accept what the contract's validator accepts: a body with every field of
 * the type passes, names exactly the schema's fields, and every step with fields is covered here.
 */
import { describe, expect, it } from 'vitest';
import { formDataSteps } from '../../core/rules/formDataSteps';
import { applicantData } from '../../scripts/journey/applicationAt';
import { stepBodySchemas } from '../../server/http/contract';
import type { StepBodies } from '../../server/steps/stepBodies';
import { stepBodyValidator } from '../../server/steps/stepRequirements';

type StepsWithFields =
  | 'loan-amount'
  | 'use-of-funds'
  | 'address'
  | 'agree'
  | 'add-bank-assets'
  | 'plaid'
  | 'plaid-required-opted-out'
  | 'offer-selection'
  | 'offer-review';
const everyField: { [Path in StepsWithFields]-?: Required<StepBodies[Path]> } = {
  'loan-amount': { desiredLoanAmount: 1200, desiredLoanTermInMonths: 12 },
  'use-of-funds': { appUseOfFunds: 'OTHER', appUseOfFundsOther: 'Vet bill' },
  address: { address: { streetLineOne: '123 Main St', city: 'Columbus', stateCode: 'OH', zipCode: '43215' } },
  agree: { agreedConsents: ['ESIGN_CONSENT'], ssn: '457555462' },
  'add-bank-assets': { continueWithPlaid: true },
  plaid: { continueWithPlaid: true, plaidOptional: false },
  'plaid-required-opted-out': { continueWithPlaid: true },
  'offer-selection': {
    loanOfferId: 7,
    selectedLoanOfferApplicationUuid: '9b2f7a7e-4f0e-4b4a-9f33-3c2d7e0b1a55',
  },
  'offer-review': {
    selectedLoanOfferApplicationUuid: '9b2f7a7e-4f0e-4b4a-9f33-3c2d7e0b1a55',
    ssn: '457555462',
    useOfFunds: 'MEDICAL',
    agreedConsents: ['ELECTRONIC_COMMUNICATIONS_CONSENT'],
    fundsAccount: applicantData.fundsAccount,
    loanAgreementTextHash: 'a'.repeat(64),
  },
};

describe('step bodies', () => {
  it.each(Object.entries(everyField))(
    'the %s body as the server types it is the contract’s',
    (path, body) => {
      const validate = stepBodyValidator(path);
      expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
      const properties = Object.keys((stepBodySchemas[path] as { properties?: object }).properties ?? {});
      expect(Object.keys(body).sort()).toEqual(properties.sort());
    },
  );

  it('Every step whose contract body has fields is typed (declarative steps take their form)', () => {
    const declarative = new Set(formDataSteps.map((step) => step.stepPath));
    const withFields = Object.entries(stepBodySchemas)
      .filter(([path]) => !declarative.has(path))
      .filter(([, schema]) => Object.keys((schema as { properties?: object }).properties ?? {}).length > 0)
      .map(([path]) => path);
    expect(withFields.sort()).toEqual(Object.keys(everyField).sort());
  });
});
