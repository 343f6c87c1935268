import { describe, expect, test } from 'vitest';
import { formatDobInput } from '../../../widgets/format/dobInput';
import { formatSsn, maskSsn, ssnDigitsAfterEdit } from '../../../widgets/format/ssnInput';

describe('SSNs are shown as ###-##-####, masked but for the last four', () => {
  test.each([
    ['', '', ''],
    ['123', '123', '•••'],
    ['12345', '123-45', '•••-••'],
    ['1234567', '123-45-67', '•••-••-67'],
    ['123456789', '123-45-6789', '•••-••-6789'],
    ['123-45-6789', '123-45-6789', '•••-••-6789'],
  ])('%s -> %s / %s', (digits, formatted, masked) => {
    expect(formatSsn(digits)).toBe(formatted);
    expect(maskSsn(digits)).toBe(masked);
  });
});

describe('Edits of a masked SSN are read from what changed on screen', () => {
  test('typing at the end adds a digit', () => {
    expect(ssnDigitsAfterEdit('12345', '•••-••', '•••-••6', 7)).toBe('123456');
  });

  test('backspace at the end removes the last digit', () => {
    expect(ssnDigitsAfterEdit('123456789', '•••-••-6789', '•••-••-678', 10)).toBe('12345678');
  });

  test('deleting only a dash removes the digit before it', () => {
    expect(ssnDigitsAfterEdit('123456789', '123-45-6789', '12345-6789', 3)).toBe('12456789');
    expect(ssnDigitsAfterEdit('123456', '•••-••-6', '•••-••6', 6)).toBe('12346');
  });

  test('the caret tells which of several identical mask characters was deleted', () => {
    expect(ssnDigitsAfterEdit('123', '•••', '••', 0)).toBe('23');
    expect(ssnDigitsAfterEdit('123', '•••', '••', 2)).toBe('12');
  });

  test('pasting over everything replaces it; letters are ignored', () => {
    expect(ssnDigitsAfterEdit('123456789', '•••-••-6789', '987 65 4321', 11)).toBe('987654321');
    expect(ssnDigitsAfterEdit('123', '•••', '•••a', 4)).toBe('123');
  });

  test('never more than nine digits', () => {
    expect(ssnDigitsAfterEdit('', '', '123-45-6789-0000', 16)).toBe('123456789');
  });
});

describe('Dates of birth are shown as MM/DD/YYYY as typed', () => {
  test.each([
    ['', ''],
    ['0', '0'],
    ['031', '03/1'],
    ['03141987', '03/14/1987'],
    ['03/14/1987', '03/14/1987'],
    ['031419871', '03/14/1987'],
    ['03/', '03'],
  ])('%s -> %s', (typed, shown) => {
    expect(formatDobInput(typed)).toBe(shown);
  });
});
