import { describe, expect, test } from 'vitest';
import { createAjv } from '../../../core/rules/createAjv';
import { isUsPhone, isUsPhoneDigits } from '../../../core/rules/formats';
import { withDefinitions } from '../../../core/rules/withDefinitions';
import schema from '../../../schemas/steps/address-and-phone/schema.json';

const validate = createAjv().compile(withDefinitions(schema));
const validAddress = {
  streetLineOne: '1450 Mission St',
  city: 'San Francisco',
  stateCode: 'CA',
  zipCode: '94103',
};
const errorsFor = (data: unknown) => {
  validate(data);
  return Object.fromEntries((validate.errors ?? []).map((error) => [error.instancePath, error.message]));
};

describe('Applicant typing a street address (spec §5 pattern)', () => {
  test.each([
    '123 Main St',
    '12B Elm Street',
    '1450 Mission St',
    'PSC 1234 Box 56',
    'PSC1234 Box 5',
    '7 B Street',
  ])('"%s" is accepted', (streetLineOne) => {
    expect(errorsFor({ address: { ...validAddress, streetLineOne }, phone: '4155550123' })).toEqual({});
  });

  test.each(['Main St', '123', '123Main', 'Box 5'])(
    '"%s" is refused with how to write it',
    (streetLineOne) => {
      expect(errorsFor({ address: { ...validAddress, streetLineOne }, phone: '4155550123' })).toEqual({
        '/address/streetLineOne': 'Start with your house or building number, like 123 Main St',
      });
    },
  );

  test('must give city, state and ZIP; apartment and state name are optional', () => {
    expect(errorsFor({ address: { streetLineOne: '1 A St' }, phone: '4155550123' })).toEqual({
      '/address': 'Required',
    });
    expect(validate.errors?.[0]?.params).toMatchObject({ errors: expect.any(Array) });
    expect(errorsFor({ address: { ...validAddress, streetLineTwo: 'Apt 4' }, phone: '4155550123' })).toEqual(
      {},
    );
  });

  test.each(['9410', '941033', 'ABCDE'])('ZIP "%s" is refused', (zipCode) => {
    expect(errorsFor({ address: { ...validAddress, zipCode }, phone: '4155550123' })).toEqual({
      '/address/zipCode': 'Enter a 5-digit ZIP code',
    });
  });

  test('ZIP+4 is accepted', () => {
    expect(errorsFor({ address: { ...validAddress, zipCode: '94103-1234' }, phone: '4155550123' })).toEqual(
      {},
    );
  });
});

describe('Applicant typing a phone number (spec §5)', () => {
  test.each(['1', '41', '415', '4155', '41555', '415555', '4155550'])(
    '%s (1 to 7 digits) is invalid',
    (phone) => {
      expect(isUsPhone(phone)).toBe(false);
      expect(errorsFor({ address: validAddress, phone })).toEqual({
        '/phone': 'Enter a valid 10-digit US phone number',
      });
    },
  );

  test.each(['4155550123', '(415) 555-0123', '+1 (415) 555-0123', '14155550123'])('%s is valid', (phone) => {
    expect(isUsPhone(phone)).toBe(true);
  });

  test.each(['0155550123', '4151550123', '1115550123', '(111) 555-0123'])(
    '%s has ten digits, but an area code or exchange starting with 0 or 1: said so, not "10-digit"',
    (phone) => {
      expect(isUsPhoneDigits(phone)).toBe(true);
      expect(isUsPhone(phone)).toBe(false);
      expect(errorsFor({ address: validAddress, phone })).toEqual({
        '/phone': 'Check the area code: US area codes and the next three digits can’t start with 0 or 1',
      });
    },
  );
});
