/**
 * The offers step file (schemas/steps/offers) with the runtime's general pieces: the prefill of the
 * offer from the step's GET answer, the offers handed to the widget through ui:options, and the POST
 * offer-selection body with the application's id from the route.
 */
import { describe, expect, test, vi } from 'vitest';
import type { UiSchema } from '@rjsf/utils';
import offersSchema from '../../../../schemas/steps/offers/schema.json';
import offersUi from '../../../../schemas/steps/offers/ui.json';
import { withDefinitions } from '../../../../core/rules/withDefinitions';
import { keysForOneAction } from '../../../../src/shared/api/idempotencyKeys';
import { buildPrefill } from '../../../../src/shared/form/prefill';
import { runSubmit } from '../../../../src/shared/form/runSubmit';
import { withStepDataOptions } from '../../../../src/shared/form/serverStepData';
import type { LoadedStep } from '../../../../src/shared/form/stepFiles';
import type { SubmitSpec } from '../../../../src/shared/form/submitMapping';
import { applicationUuid, offerDataFixture, offerIdOf } from '../../widgets/offers/offerDataFixture';

const schema = withDefinitions(offersSchema);
const options = offersUi['ui:options'];
const sdlOfferData = offerDataFixture();

describe('Applicant arriving at their offers', () => {
  test('has the offer they chose before selected', () => {
    const stepData = { selectedLoanOfferId: offerIdOf(500, 6), sdlOfferData };
    expect(buildPrefill(options, { stepData }, schema)).toEqual({ loanOfferId: offerIdOf(500, 6) });
  });

  test('has the offer made for their request selected when they chose none yet', () => {
    const stepData = { selectedLoanOfferId: null, sdlOfferData };
    expect(buildPrefill(options, { stepData }, schema)).toEqual({
      loanOfferId: sdlOfferData.defaultLoanOffer.loanOfferId,
    });
  });
});

describe('The offer cards widget', () => {
  test('is given the offer data of the step’s answer in its options', () => {
    const stepWith = (uiSchema: UiSchema): LoadedStep =>
      ({ stepId: 'test', uiSchema }) as Partial<LoadedStep> as LoadedStep;
    const step = stepWith(offersUi);
    const shaped = withStepDataOptions(step, { selectedLoanOfferId: null, sdlOfferData });
    expect(shaped.uiSchema.loanOfferId['ui:options'].offerData).toBe(sdlOfferData);
    // A step whose UI asks for nothing from the answer is left as it was.
    const plain = stepWith({ amount: { 'ui:widget': 'money' } });
    expect(withStepDataOptions(plain, { sdlOfferData })).toBe(plain);
  });
});

describe('Applicant selecting an offer', () => {
  test('sends its id and their application’s id to offer-selection', async () => {
    const call = vi.fn().mockResolvedValue({ currentFlowStep: 'OFFER_REVIEW', canGoBack: true });
    await runSubmit({
      spec: options.submit.offers as SubmitSpec,
      formData: { loanOfferId: offerIdOf(1000, 12) },
      query: {},
      applicationUuid,
      call,
      keys: keysForOneAction(),
    });
    expect(call).toHaveBeenCalledWith('postFlowStep', {
      params: { applicationUuid, step: 'offer-selection' },
      body: { loanOfferId: offerIdOf(1000, 12), selectedLoanOfferApplicationUuid: applicationUuid },
    });
  });
});
