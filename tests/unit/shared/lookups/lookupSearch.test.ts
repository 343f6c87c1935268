import { describe, expect, test } from 'vitest';
import operations from '../../../../schemas/api/operations.json';
import {
  matchRank,
  minSearchLength,
  normalizeLookupText,
  occupationSearchPrefix,
  rankMatches,
  searchResultCap,
  wordStartRank,
} from '../../../../core/rules/lookupSearch';

describe('normalizeLookupText', () => {
  test('Applicant’s capitals, accents, periods and punctuation do not change what they find', () => {
    expect(normalizeLookupText('  Café-Bar & Co.  ')).toBe('cafe bar co');
    expect(normalizeLookupText('U.S. ARMY')).toBe('us army');
    expect(normalizeLookupText('Macy’s')).toBe('macys');
    expect(normalizeLookupText('--')).toBe('');
  });
});

describe('occupationSearchPrefix', () => {
  test('Applicant’s occupation is searched by the first five characters they typed (spec §7)', () => {
    expect(occupationSearchPrefix('Software Engineer')).toBe('softw');
    expect(occupationSearchPrefix('RN')).toBe('rn');
    expect(occupationSearchPrefix('  it support')).toBe('it su');
    expect(occupationSearchPrefix('IT ')).toBe('it');
  });
});

describe('matchRank', () => {
  const nurse = { name: 'Registered Nurse', keywords: ['rn', 'nursing'] };
  test('ranks the whole name, its start, a word start, a keyword, anywhere, then words in any order', () => {
    expect(matchRank({ name: 'Nurse' }, 'nurse')).toBe(0);
    expect(matchRank({ name: 'Nurse Practitioner' }, 'nurse')).toBe(1);
    expect(matchRank({ name: 'Nursery Worker' }, 'nurse')).toBe(1.5);
    expect(matchRank(nurse, 'nurse')).toBe(2);
    expect(matchRank(nurse, 'rn')).toBe(3);
    expect(matchRank(nurse, 'nursi')).toBe(3.5);
    expect(matchRank({ name: 'Walmart' }, 'mart')).toBe(4);
    expect(matchRank({ name: 'Licensed Practical Nurse' }, 'nurse pract')).toBe(5);
    expect(matchRank(nurse, 'cook')).toBeNull();
    expect(matchRank(nurse, '')).toBeNull();
  });
});

describe('rankMatches', () => {
  const entries = [
    { name: 'Nursery Worker' },
    { name: 'Registered Nurse', keywords: ['rn'] },
    { name: 'Nurse Practitioner' },
    { name: 'Cook' },
  ];

  test('Applicant typing "nurse" sees whole-word starts first, then shorter names', () => {
    expect(rankMatches(entries, 'Nurse').map((entry) => entry.name)).toEqual([
      'Nurse Practitioner',
      'Nursery Worker',
      'Registered Nurse',
    ]);
  });

  test('caps the answer and can keep only word-start matches', () => {
    expect(rankMatches(entries, 'nurse', { cap: 1 })).toHaveLength(1);
    const many = Array.from({ length: 80 }, (_, index) => ({ name: `Clerk ${index}` }));
    expect(rankMatches(many, 'clerk', { cap: searchResultCap })).toHaveLength(50);
    expect(rankMatches([{ name: 'Walmart' }], 'mart', { maxRank: wordStartRank })).toEqual([]);
  });
});

describe('the contract and the rule agree', () => {
  test('every search asks for at least the characters the combobox waits for', () => {
    const ops = operations.operations as Record<
      string,
      { query?: { properties: Record<string, { minLength?: number }> } }
    >;
    for (const id of ['searchOccupations', 'searchCompanies', 'searchInstitutions']) {
      const [parameter] = Object.values(ops[id]!.query!.properties);
      expect(parameter?.minLength, id).toBe(minSearchLength);
    }
  });
});
