/**
 * A product configured without an issuing bank (spec §3 Product issuingBankUuid, §8
 * STEP_PRODUCT_MISSING_ISSUING_BANK; server/domain/pricing/issuingBank.ts): nothing can be priced or
 * offered, so the step that would start pricing is refused with the generic message and changes
 * nothing, and the product says it has no bank. Configured again, the same agreement goes through.
 */
import { afterEach, describe, expect, it } from 'vitest';
import copy from '../../schemas/copy/en-US.json';
import { issuingBankOf, productIssuingBank } from '../../server/domain/pricing/issuingBank';
import {
  applicantOnAgree,
  currentStep,
  readStep,
  requiredConsents,
  submitStep,
} from './support/identityJourney';
import { startApp, type TestApp } from './support/testApp';

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const identity = { dob: '07041985', ssn: '123456789' };

describe('A product with no issuing bank', () => {
  it('Applicant agreeing is told something went wrong, stays on agree, and nothing is priced', async () => {
    harness = await startApp({ issuingBank: null });
    const applicant = await applicantOnAgree(harness, identity);
    expect((await readStep(applicant, 'agree')).statusCode).toBe(200);
    const agree = () =>
      submitStep(applicant, 'agree', { agreedConsents: requiredConsents, ssn: identity.ssn });

    const refused = await agree();
    expect(refused.statusCode).toBe(422);
    expect(refused.result.userErrorCode).toBe('STEP_PRODUCT_MISSING_ISSUING_BANK');
    expect(refused.result.message).toBe(copy.errors.default);
    expect(await currentStep(applicant)).toMatchObject({ currentFlowStep: 'AGREE' });
    const runs = await harness.app.db
      .selectFrom('pricing_runs')
      .select('pricing_uuid')
      .where('application_uuid', '=', applicant.applicationUuid)
      .execute();
    expect(runs).toEqual([]);
    const products = await applicant.call('getProducts');
    expect(products.result.products).toEqual([expect.objectContaining({ issuingBankUuid: null })]);

    // The same server with the product's bank configured again: the same agreement is priced.
    await harness.restart({ issuingBank: productIssuingBank });
    const agreed = await agree();
    expect(agreed.statusCode).toBe(200);
    expect(agreed.result.currentFlowStep).toBe('PRICING');
  });

  it('A configuration names a bank only with both its id and its name', () => {
    expect(issuingBankOf({ issuingBankUuid: null, issuingBankName: 'Harbor Trust Bank' })).toBeNull();
    expect(issuingBankOf({ issuingBankName: 'Harbor Trust Bank' })).toBeNull();
    expect(
      issuingBankOf({ issuingBankUuid: '0b6e4a0e-6d8b-4b7e-a3a4-2a4d2c1f5e11', issuingBankName: '' }),
    ).toBeNull();
    expect(productIssuingBank).toMatchObject({
      name: 'Harbor Trust Bank',
      namePossessive: 'Harbor Trust Bank’s',
    });
  });
});
