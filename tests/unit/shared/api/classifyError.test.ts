import { describe, expect, test } from 'vitest';
import {
  alertMessageFor,
  classifyError,
  errorKindForStatus,
  userMessageFor,
} from '../../../../src/shared/api/classifyError';
import { FetchError, NetworkError, SchemaError, UnauthorizedError } from '../../../../src/shared/api/errors';

describe('Errors are classified as spec §8 says', () => {
  test.each([
    [401, 'unauthorized'],
    [403, 'unauthorized'],
    [404, 'fetch'],
    [409, 'fetch'],
    [422, 'fetch'],
    [429, 'fetch'],
    [500, 'fetch'],
  ])('status %d is a %s error', (status, kind) => {
    expect(errorKindForStatus(status)).toBe(kind);
  });

  test('each class has its kind', () => {
    expect(classifyError(new UnauthorizedError('x'))).toBe('unauthorized');
    expect(classifyError(new FetchError('x'))).toBe('fetch');
    expect(classifyError(new SchemaError('x'))).toBe('schema');
    expect(classifyError(new NetworkError('x'))).toBe('network');
    expect(classifyError(new Error('x'))).toBe('unknown');
  });
});

describe('Applicants see the spec’s words for each userErrorCode', () => {
  test.each([
    ['INCOMPLETE_EDUCATION', 'There is information missing about your education'],
    ['NEW_APPLICATION_INELIGIBLE', 'You are not eligible for a new application'],
    ['UPSTREAM_UNAVAILABLE', 'Something went wrong, please try again later'],
    ['STEP_LOCKED', 'Uh oh! We ran into a hiccup. Please try again.'],
    ['STEP_MISSING_ADDRESS', 'Uh oh! We ran into a hiccup. Please try again.'],
    [null, 'Uh oh! We ran into a hiccup. Please try again.'],
  ])('%s -> "%s"', (code, message) => {
    expect(userMessageFor(code)).toBe(message);
    expect(alertMessageFor(new FetchError('x', { userErrorCode: code }))).toBe(message);
  });
});
