import { describe, expect, it } from 'vitest';
import flow from '../../schemas/flow.json';
import { stepResponseSchemas } from '../../server/http/contract';
import { assertMatchesContract } from './support/contractValidators';

// The harness checks every answer with these validators; this proves they would catch a broken one.
describe('contract checks used by every API test', () => {
  it('A result missing a required field is caught', () => {
    expect(() =>
      assertMatchesContract('getCurrentFlowStep', 200, {
        success: true,
        messages: [],
        result: { currentFlowStep: 'ADDRESS' },
      }),
    ).toThrow(/canGoBack/);
  });

  it('A step’s data is checked against that step’s own schema, and every built step has one', () => {
    const empty = { success: true, messages: [], result: {} };
    expect(() => assertMatchesContract('getFlowStep', 200, empty, '/flow/x/step/savings')).toThrow(
      /savingsCheckingAmount/,
    );
    expect(() => assertMatchesContract('getFlowStep', 200, empty, '/flow/x/step/nowhere')).toThrow(
      /no stepResponses entry/,
    );
    const built = Object.values(flow.application.steps as Record<string, { stepPath?: string }>)
      .filter((step) => step.stepPath)
      .map((step) => step.stepPath!);
    expect(built.filter((stepPath) => !stepResponseSchemas[stepPath])).toEqual([]);
  });

  it('An error whose fieldErrors lack a message is caught', () => {
    const body = {
      success: false,
      messages: ['x'],
      result: {
        details: { fieldErrors: [{ path: '/a' }] },
        exceptionType: 'ValidationError',
        message: 'x',
        requestId: 'r',
        userErrorCode: null,
      },
    };
    expect(() => assertMatchesContract(null, 400, body)).toThrow(/message/);
  });

  it('A success envelope with success false is caught', () => {
    expect(() =>
      assertMatchesContract('getGetReliefStep', 200, { success: false, messages: [], result: {} }),
    ).toThrow();
  });
});
