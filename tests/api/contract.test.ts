import { describe, expect, it } from 'vitest';
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
