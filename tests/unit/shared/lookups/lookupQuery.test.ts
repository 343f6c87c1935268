import { describe, expect, test } from 'vitest';
import {
  customEntryId,
  hasExactName,
  narrowOptions,
  searchQueryFor,
  typeAheadIndex,
} from '../../../../widgets/lookups/lookupQuery';

describe('searchQueryFor', () => {
  test('Applicant’s occupation is fetched once per five-character prefix', () => {
    expect(searchQueryFor('occupations', 'Nurse')).toBe('nurse');
    expect(searchQueryFor('occupations', 'Nurse Practitioner')).toBe('nurse');
  });

  test('companies and institutions are searched by the whole text, majors fetched whole', () => {
    expect(searchQueryFor('companies', 'City of Col')).toBe('city of col');
    expect(searchQueryFor('institutions', ' Ohio State ')).toBe('ohio state');
    expect(searchQueryFor('majors', 'bio')).toBe('');
  });

  test('nothing is searched until there is enough to search', () => {
    expect(searchQueryFor('occupations', 'n')).toBeNull();
    expect(searchQueryFor('companies', '. ')).toBeNull();
    expect(searchQueryFor('majors', '')).toBeNull();
  });
});

describe('narrowOptions', () => {
  test('Applicant typing past the prefix sees only what still matches, best first', () => {
    const options = [
      { id: '1', name: 'Registered Nurse', keywords: ['rn'] },
      { id: '2', name: 'Nurse Practitioner', keywords: ['np'] },
      { id: '3', name: 'Nursery Worker' },
    ];
    expect(narrowOptions(options, 'nurse pr').map((option) => option.id)).toEqual(['2']);
    expect(narrowOptions(options, 'np').map((option) => option.id)).toEqual(['2']);
  });
});

describe('hasExactName', () => {
  test('Create is not offered for a name that is already listed', () => {
    const options = [{ id: '1', name: 'City of Columbus' }];
    expect(hasExactName(options, 'city of columbus')).toBe(true);
    expect(hasExactName(options, 'City of Col')).toBe(false);
    expect(customEntryId).toBe('-1');
  });
});

describe('typeAheadIndex', () => {
  const options = [
    { id: '1', name: 'Nursery Worker' },
    { id: '2', name: 'Nurse Practitioner' },
    { id: '3', name: 'Registered Nurse' },
  ];
  test('finds the next option starting with the typed letters, wrapping around', () => {
    expect(typeAheadIndex(options, 'n', 0)).toBe(1);
    expect(typeAheadIndex(options, 'n', 1)).toBe(0);
    expect(typeAheadIndex(options, 'r', 0)).toBe(2);
    expect(typeAheadIndex(options, 'nurse p', -1)).toBe(1);
    expect(typeAheadIndex(options, 'x', 0)).toBe(-1);
  });
});
