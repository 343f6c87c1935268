import { describe, expect, test } from 'vitest';
import Ajv from 'ajv';
import { createAjv } from '../../../core/rules/createAjv';
import { isValidatorText, validationMessage } from '../../../core/rules/validationMessages';

describe('Every validator error in people’s words', () => {
  test.each([
    [{ keyword: 'type', params: { type: 'number' } }, 'Enter a number, using digits only'],
    [{ keyword: 'type', params: { type: 'integer' } }, 'Enter a whole number'],
    [{ keyword: 'type', params: { type: 'boolean' } }, 'Choose yes or no'],
    [{ keyword: 'type', params: { type: 'string' } }, 'Enter this as text'],
    [{ keyword: 'type', params: { type: 'string,null' } }, 'Enter this as text'],
    [{ keyword: 'required', params: { missingProperty: 'city' } }, 'Required'],
    [{ keyword: 'enum', params: { allowedValues: ['A'] } }, 'Choose one of the options'],
    [{ keyword: 'minimum', params: { limit: 0, comparison: '>=' } }, 'Enter 0 or more'],
    [{ keyword: 'maximum', params: { limit: 168, comparison: '<=' } }, 'Enter 168 or less'],
    [{ keyword: 'maxLength', params: { limit: 255 } }, 'Use 255 characters or fewer'],
    [{ keyword: 'multipleOf', params: { multipleOf: 3 } }, 'Enter a multiple of 3'],
    [{ keyword: 'format', params: { format: 'email' } }, 'Invalid email'],
    [{ keyword: 'format', params: { format: 'date' } }, 'Check this answer: it isn’t in the form we expect'],
    [{ keyword: 'additionalProperties', params: { additionalProperty: 'x' } }, 'Unknown field'],
    [{ keyword: 'someFutureKeyword', params: {} }, 'Check this answer'],
  ])('%o says %s', (error, message) => {
    expect(validationMessage(error)).toBe(message);
  });

  test('a rule with a message of its own in the step file keeps it exactly', () => {
    expect(
      validationMessage({ keyword: 'errorMessage', message: 'Term must be less than or equal to 18' }),
    ).toBe('Term must be less than or equal to 18');
  });

  test('no keyword ajv can report comes out in ajv’s words', () => {
    // Every error of a schema that breaks each kind of rule, as ajv itself words it.
    const ajv: Ajv = createAjv({ strict: false });
    const validate = ajv.compile({
      type: 'object',
      required: ['missing'],
      additionalProperties: false,
      properties: {
        n: { type: 'number' },
        i: { type: 'integer' },
        b: { type: 'boolean' },
        e: { enum: ['A', 'B'] },
        c: { const: 'C' },
        lo: { type: 'number', minimum: 5 },
        hi: { type: 'number', exclusiveMaximum: 5 },
        m: { type: 'number', multipleOf: 3 },
        s: { type: 'string', minLength: 3, maxLength: 4, pattern: '^a' },
        l: { type: 'array', minItems: 2, uniqueItems: true },
        o: { oneOf: [{ type: 'string' }, { type: 'number' }] },
        no: { not: { type: 'string' } },
        f: { type: 'string', format: 'email' },
        t: { if: { type: 'string' }, then: { minLength: 9 } },
      },
    });
    validate({
      extra: 1,
      n: 'x',
      i: 1.5,
      b: 'yes',
      e: 'Z',
      c: 'D',
      lo: 1,
      hi: 9,
      m: 4,
      s: 'bbbbbbb',
      l: [1, 1],
      o: true,
      no: 'text',
      f: 'nope',
      t: 'short',
    });
    const errors = validate.errors ?? [];
    expect(errors.length).toBeGreaterThan(15);
    for (const error of errors) {
      expect(isValidatorText(error.message ?? ''), error.message).toBe(true);
      expect(isValidatorText(validationMessage(error)), validationMessage(error)).toBe(false);
    }
  });
});
