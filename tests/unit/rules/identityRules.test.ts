import { describe, expect, test } from 'vitest';
import { createAjv } from '../../../core/rules/createAjv';
import { isAdultDob, isBirthDate, isSsn } from '../../../core/rules/formats';
import { withDefinitions } from '../../../core/rules/withDefinitions';
import agreeSchema from '../../../schemas/steps/agree/schema.json';
import identitySchema from '../../../schemas/steps/id-verification/schema.json';
import legal from '../../../schemas/legal/consents.json';

const validate = createAjv().compile(withDefinitions(identitySchema));
const messagesFor = (data: unknown) => {
  validate(data);
  // An if/then failure only sums up the errors inside `then`; the app and the API leave it out too.
  return (validate.errors ?? [])
    .filter((error) => error.keyword !== 'if')
    .map((error) => [error.instancePath, error.message]);
};
const today = new Date(2026, 10, 22);

describe('Dates of birth (spec §5: MMDDYYYY, at least 18)', () => {
  test.each(['03141987', '03/14/1987', '02/29/2000', '11/22/2008'])(
    '"%s" is a real date of someone 18 or over',
    (dob) => {
      expect(isBirthDate(dob, today)).toBe(true);
      expect(isAdultDob(dob, today)).toBe(true);
    },
  );

  test('someone who turns 18 tomorrow is still 17', () => {
    expect(isBirthDate('11/23/2008', today)).toBe(true);
    expect(isAdultDob('11/23/2008', today)).toBe(false);
  });

  test.each([
    '02/29/2001',
    '02/30/1990',
    '13/01/1990',
    '00/10/1990',
    '1987-03-14',
    '0314198',
    '12/01/2026',
    '01/01/1900',
  ])('"%s" is not a date of birth anyone could have', (dob) => {
    expect(isBirthDate(dob, today)).toBe(false);
  });

  test('a typo and an under-18 applicant get different messages, one each', () => {
    const underEighteen = `0101${new Date().getFullYear() - 10}`;
    expect(messagesFor({ dob: '02/30/1990', ssn: '123-45-6789' })).toEqual([
      ['/dob', 'Enter a valid date of birth as MM/DD/YYYY'],
    ]);
    expect(new Set(messagesFor({ dob: underEighteen, ssn: '123-45-6789' }).map(String))).toEqual(
      new Set([String(['/dob', 'You must be at least 18 to apply'])]),
    );
    expect(messagesFor({ ssn: '123-45-6789' })).toEqual([['', 'Enter your date of birth']]);
  });
});

describe('Social Security numbers (spec §5)', () => {
  test.each(['123456789', '123-45-6789', '123 45 6789', '078-05-1121'])('"%s" is valid', (ssn) => {
    expect(isSsn(ssn)).toBe(true);
  });

  test.each([
    [
      '000-12-3456',
      'area 000',
      'Check your number: an SSN can’t start with 000, 666 or 9, or have 00 in the middle or 0000 at the end',
    ],
    [
      '666-12-3456',
      'area 666',
      'Check your number: an SSN can’t start with 000, 666 or 9, or have 00 in the middle or 0000 at the end',
    ],
    [
      '912-34-5678',
      'area 9xx',
      'Check your number: an SSN can’t start with 000, 666 or 9, or have 00 in the middle or 0000 at the end',
    ],
    [
      '123-00-4567',
      'group 00',
      'Check your number: an SSN can’t start with 000, 666 or 9, or have 00 in the middle or 0000 at the end',
    ],
    [
      '123-45-0000',
      'serial 0000',
      'Check your number: an SSN can’t start with 000, 666 or 9, or have 00 in the middle or 0000 at the end',
    ],
    ['12345678', 'eight digits', 'Enter all 9 digits of your Social Security number'],
    ['1234567890', 'ten digits', 'Enter all 9 digits of your Social Security number'],
  ])('"%s" is refused (%s) with how to fix it', (ssn, _why, message) => {
    expect(isSsn(ssn)).toBe(false);
    // The `then` rule and its `if` report the same message (as for the birth date); one shows.
    expect(new Set(messagesFor({ dob: '03141987', ssn }).map(String))).toEqual(new Set([`/ssn,${message}`]));
  });
});

describe('The agree step and the consents file agree with each other', () => {
  test('every required consent has a checkbox that must be ticked, and every checkbox is a consent', () => {
    const checkboxes = Object.entries(agreeSchema.properties)
      .filter(([, property]) => 'type' in property && property.type === 'boolean')
      .map(([name]) => name);
    const agreeConsents = legal.consents.filter((consent) => consent.step === 'agree');
    expect(checkboxes.sort()).toEqual(agreeConsents.map((consent) => consent.formField).sort());
    for (const consent of agreeConsents.filter((candidate) => candidate.required)) {
      expect(agreeSchema.required).toContain(consent.formField);
      expect(agreeSchema.properties[consent.formField as keyof typeof agreeSchema.properties]).toMatchObject({
        enum: [true],
      });
    }
  });
});
