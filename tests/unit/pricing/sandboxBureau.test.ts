import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSsn } from '../../../core/rules/formats';
import { BureauUnavailableError, type BureauReport } from '../../../server/adapters/bureau/creditBureau';
import { sandboxBureau, sandboxBureauContact } from '../../../server/adapters/bureau/sandboxBureau';

const scoreOf = (report: BureauReport) => (report.kind === 'FILE' ? report.score : 'NO_MATCH');

describe('sandbox credit bureau', () => {
  it('gives the happy-path SSN 123-45-6789 a good report', () => {
    expect(sandboxBureau.pull('123456789')).toEqual({
      kind: 'FILE',
      score: 720,
      tradelines: 6,
      delinquencies: 0,
      monthlyDebtPayments: 350,
      keyFactors: [
        { code: '14', text: 'Length of time accounts have been established' },
        { code: '05', text: 'Too many accounts with balances' },
      ],
    });
  });

  it('gives every score up to four key factors, most important first, and a thin file none', () => {
    for (const serial of [3001, 3501, 4001, 4501, 5001, 6001, 8001]) {
      const report = sandboxBureau.pull(`12345${serial}`);
      if (report.kind !== 'FILE') throw new Error('expected a file');
      expect(report.keyFactors.length, String(serial)).toBeGreaterThan(0);
      expect(report.keyFactors.length, String(serial)).toBeLessThanOrEqual(4);
    }
    expect(sandboxBureau.pull('123453001')).toMatchObject({
      keyFactors: [{ text: 'Serious delinquency on one or more accounts' }, {}, {}, {}],
    });
    expect(sandboxBureau.pull('123452001')).toMatchObject({ score: null, keyFactors: [] });
    // Each pull is its own copy: changing one report changes no other.
    const first = sandboxBureau.pull('123456789');
    if (first.kind === 'FILE') first.keyFactors.pop();
    expect(sandboxBureau.pull('123456789')).toMatchObject({ keyFactors: [{}, {}] });
  });

  it.each([
    ['123450500', 'NO_MATCH'],
    ['123452001', null],
    ['123453001', 520],
    ['123453501', 570],
    ['123454001', 630],
    ['123454501', 690],
    ['123455001', 680],
    ['123456001', 720],
    ['123458001', 790],
    ['123459999', 790],
  ] as const)('answers SSN %s with score %s', (ssn, score) => {
    expect(scoreOf(sandboxBureau.pull(ssn))).toBe(score);
  });

  it('reports delinquencies for serials 4500–4999 and a thin file for 2000–2999', () => {
    expect(sandboxBureau.pull('123454700')).toMatchObject({ delinquencies: 2 });
    expect(sandboxBureau.pull('123452999')).toMatchObject({ score: null, tradelines: 1 });
  });

  it('is unavailable on every attempt for serials 1000–1499', () => {
    for (const attempt of [1, 2, 5]) {
      expect(() => sandboxBureau.pull('123451001', attempt)).toThrow(BureauUnavailableError);
    }
    try {
      sandboxBureau.pull('123451499');
    } catch (error) {
      expect((error as BureauUnavailableError).code).toBe('UPSTREAM_UNAVAILABLE');
    }
  });

  it('is unavailable on the first attempt only for serials 1500–1999, then gives a good report', () => {
    expect(() => sandboxBureau.pull('123451501')).toThrow(BureauUnavailableError);
    expect(sandboxBureau.pull('123451501', 2)).toEqual(sandboxBureau.pull('123456789'));
  });

  it('refuses anything but 9 digits', () => {
    expect(() => sandboxBureau.pull('123-45-6789')).toThrow(RangeError);
    expect(() => sandboxBureau.pull('12345678')).toThrow(RangeError);
  });

  it('names the bureau with address and toll-free phone for the adverse-action notice', () => {
    expect(sandboxBureau.contact).toBe(sandboxBureauContact);
    expect(sandboxBureauContact.name).not.toBe('');
    expect(sandboxBureauContact.address).toMatch(/\d{5}$/);
    expect(sandboxBureauContact.phone).toMatch(/^1-800-/);
  });

  it('answers every valid SSN deterministically, with a report or an unavailable error', () => {
    const ssnDigits = fc.stringMatching(/^\d{9}$/).filter((digits) => isSsn(digits));
    fc.assert(
      fc.property(ssnDigits, fc.integer({ min: 1, max: 3 }), (ssn, attempt) => {
        const pull = () => {
          try {
            return sandboxBureau.pull(ssn, attempt);
          } catch (error) {
            expect(error).toBeInstanceOf(BureauUnavailableError);
            return 'UNAVAILABLE';
          }
        };
        const first = pull();
        expect(pull()).toEqual(first);
        if (first !== 'UNAVAILABLE' && first.kind === 'FILE') {
          expect(first.score === null || (first.score >= 300 && first.score <= 850)).toBe(true);
        }
      }),
    );
  });
});
