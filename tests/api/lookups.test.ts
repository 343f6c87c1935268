import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readLookupSeed, seedLookups } from '../../server/store/lookupSeed';
import { signIn, startApp, type TestApp } from './support/testApp';

let harness: TestApp;
beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

type Row = Record<string, unknown>;
const rows = (result: unknown) => result as unknown as Row[];
const names = (result: unknown) => rows(result).map((row) => row.name);
const count = async (table: 'occupations' | 'companies' | 'institutions' | 'undergraduate_majors') =>
  (
    await harness.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('seeded lookup data', () => {
  it('A fresh server has hundreds of occupations, thousands of companies and colleges, and 100+ majors', async () => {
    const seed = readLookupSeed();
    expect(await count('occupations')).toBe(seed.occupations.length);
    expect(await count('companies')).toBe(seed.companies.length);
    expect(await count('institutions')).toBe(seed.institutions.length);
    expect(await count('undergraduate_majors')).toBe(seed.majors.length);
    expect(seed.occupations.length).toBeGreaterThanOrEqual(300);
    expect(seed.companies.length).toBeGreaterThanOrEqual(2000);
    expect(seed.institutions.length).toBeGreaterThanOrEqual(2000);
    expect(seed.majors.length).toBeGreaterThanOrEqual(100);
    expect(new Set(seed.institutions.map((row) => row.name)).size).toBe(seed.institutions.length);
    expect(new Set(seed.institutions.map((row) => row.type))).toEqual(
      new Set(['COLLEGE', 'BUSINESS_SCHOOL', 'LAW_SCHOOL', 'CODING_BOOTCAMP']),
    );
  });

  it('A restarted server keeps its lookup rows and does not seed them twice', async () => {
    const before = await count('companies');
    await harness.restart();
    expect(await count('companies')).toBe(before);
    expect(await seedLookups(harness.app.db)).toEqual({});
  });
});

describe('occupation lookup', () => {
  it('Applicant typing "nurse" sees nursing titles, those starting with it first', async () => {
    const applicant = await signIn(harness);
    const response = await applicant.call('searchOccupations', { query: { title: 'nurse' } });
    expect(response.statusCode).toBe(200);
    const found = names(response.result);
    expect(found).toEqual(
      expect.arrayContaining(['Registered Nurse', 'Licensed Practical Nurse', 'Nurse Practitioner']),
    );
    expect(found[0]).toBe('Nurse Practitioner');
    const first = rows(response.result)[0]!;
    expect(first).toMatchObject({ title: first.name, jobTypeAndTitleId: expect.any(Number) });
  });

  it('Applicant typing more than five characters is searched by the first five only', async () => {
    const applicant = await signIn(harness);
    const long = await applicant.call('searchOccupations', { query: { title: 'Software whatever' } });
    const prefix = await applicant.call('searchOccupations', { query: { title: 'softw' } });
    expect(long.result).toEqual(prefix.result);
    expect(names(long.result)).toEqual(
      expect.arrayContaining(['Software Engineer', 'Software Developer', 'Software Tester']),
    );
  });

  it('Applicant typing a keyword such as "cdl" finds the truck driver titles', async () => {
    const applicant = await signIn(harness);
    const response = await applicant.call('searchOccupations', { query: { title: 'CDL' } });
    expect(names(response.result)).toEqual(
      expect.arrayContaining(['Truck Driver', 'Long Haul Truck Driver']),
    );
  });

  it('Applicant typing a common start gets at most 50 occupations', async () => {
    const applicant = await signIn(harness);
    const response = await applicant.call('searchOccupations', { query: { title: 'co' } });
    expect(rows(response.result)).toHaveLength(50);
  });

  it('Applicant typing something no job is called gets an empty list', async () => {
    const applicant = await signIn(harness);
    const response = await applicant.call('searchOccupations', { query: { title: 'zzqx' } });
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual([]);
  });

  it('Applicant typing one character is asked for two', async () => {
    const applicant = await signIn(harness);
    const response = await applicant.call('searchOccupations', { query: { title: 'n' } });
    expect(response.statusCode).toBe(400);
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/title', message: 'Type at least 2 characters to search' },
    ]);
    const missing = await applicant.call('searchOccupations');
    expect(missing.statusCode).toBe(400);
    expect(missing.result.details?.fieldErrors?.[0]?.message).toBe('Type at least 2 characters to search');
  });

  it('Applicant’s saved occupation is read back by id, and an unknown or malformed id is refused', async () => {
    const applicant = await signIn(harness);
    const search = await applicant.call('searchOccupations', { query: { title: 'barista' } });
    const id = String(rows(search.result)[0]!.id);
    const occupation = await applicant.call('getOccupation', { params: { occupationId: id } });
    expect(occupation.statusCode).toBe(200);
    expect(occupation.result).toMatchObject({
      id: Number(id),
      title: 'Barista',
      keywords: expect.arrayContaining(['coffee']),
      version: expect.any(Number),
    });
    const unknown = await applicant.call('getOccupation', { params: { occupationId: '999999' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.result.exceptionType).toBe('OccupationNotFound');
    const malformed = await applicant.call('getOccupation', { params: { occupationId: 'abc' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.result.details?.fieldErrors).toEqual([
      { path: '/occupationId', message: 'Expected a whole number' },
    ]);
  });
});

describe('company lookup', () => {
  it('Applicant typing part of an employer’s name sees names starting with it before the rest', async () => {
    const applicant = await signIn(harness);
    const response = await applicant.call('searchCompanies', { query: { name: 'postal' } });
    expect(names(response.result)).toContain('United States Postal Service');
    const city = await applicant.call('searchCompanies', { query: { name: 'city of col' } });
    const found = names(city.result) as string[];
    const starting = found.filter((name) => name.startsWith('City of Col'));
    expect(starting).toEqual(expect.arrayContaining(['City of Columbus', 'City of Columbia']));
    expect(found.slice(0, starting.length)).toEqual(starting);
  });

  it('Applicant sees names starting with the text ahead of names that only contain it', async () => {
    const applicant = await signIn(harness);
    const response = await applicant.call('searchCompanies', { query: { name: 'Tulsa' } });
    const found = names(response.result) as string[];
    const firstContaining = found.findIndex((name) => !name.startsWith('Tulsa'));
    const lastStarting = found.map((name) => name.startsWith('Tulsa')).lastIndexOf(true);
    expect(lastStarting).toBeGreaterThanOrEqual(0);
    if (firstContaining !== -1) expect(lastStarting).toBeLessThan(firstContaining);
  });

  it('Applicant typing punctuation or capitals finds the same employers', async () => {
    const applicant = await signIn(harness);
    const plain = await applicant.call('searchCompanies', { query: { name: 'us army' } });
    const dotted = await applicant.call('searchCompanies', { query: { name: 'U.S. ARMY' } });
    expect(names(plain.result)).toContain('U.S. Army');
    expect(dotted.result).toEqual(plain.result);
  });

  it('Applicant typing a common word gets at most 50 employers', async () => {
    const applicant = await signIn(harness);
    const response = await applicant.call('searchCompanies', { query: { name: 'city' } });
    expect(rows(response.result)).toHaveLength(50);
  });

  it('Applicant’s saved employer is read back by id, and an unknown one is not found', async () => {
    const applicant = await signIn(harness);
    const company = await applicant.call('getCompany', { params: { companyId: '1' } });
    expect(company.result).toEqual({ id: 1, name: 'United States Postal Service' });
    const unknown = await applicant.call('getCompany', { params: { companyId: '123456789' } });
    expect(unknown.statusCode).toBe(404);
    const zero = await applicant.call('getCompany', { params: { companyId: '0' } });
    expect(zero.statusCode).toBe(400);
  });

  it('Applicant typing 101 characters is told the limit', async () => {
    const applicant = await signIn(harness);
    const response = await applicant.call('searchCompanies', { query: { name: 'a'.repeat(101) } });
    expect(response.statusCode).toBe(400);
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/name', message: 'Type at most 100 characters to search' },
    ]);
  });
});

describe('institution and major lookup', () => {
  it('Applicant typing "university of ohio" finds Ohio universities with their type', async () => {
    const applicant = await signIn(harness);
    const response = await applicant.call('searchInstitutions', { query: { name: 'university of ohio' } });
    const found = rows(response.result);
    expect(found[0]).toEqual({ id: expect.any(Number), name: 'University of Ohio', type: 'COLLEGE' });
    const byId = await applicant.call('getInstitution', { params: { institutionId: String(found[0]!.id) } });
    expect(byId.result).toEqual(found[0]);
  });

  it('Applicant looking for a law school or a bootcamp sees the right institution type', async () => {
    const applicant = await signIn(harness);
    const law = await applicant.call('searchInstitutions', { query: { name: 'school of law' } });
    expect(rows(law.result).length).toBeGreaterThan(0);
    expect(rows(law.result).every((row) => row.type === 'LAW_SCHOOL')).toBe(true);
    const bootcamp = await applicant.call('searchInstitutions', { query: { name: 'coding academy' } });
    expect(rows(bootcamp.result).every((row) => row.type === 'CODING_BOOTCAMP')).toBe(true);
    const capped = await applicant.call('searchInstitutions', { query: { name: 'college' } });
    expect(rows(capped.result)).toHaveLength(50);
  });

  it('Applicant asking for an unknown or malformed institution id is refused', async () => {
    const applicant = await signIn(harness);
    expect(
      (await applicant.call('getInstitution', { params: { institutionId: '99999999' } })).statusCode,
    ).toBe(404);
    expect((await applicant.call('getInstitution', { params: { institutionId: '-1' } })).statusCode).toBe(
      400,
    );
  });

  it('Applicant choosing a major gets every major with its categories', async () => {
    const applicant = await signIn(harness);
    const response = await applicant.call('getMajors');
    const majors = rows(response.result);
    expect(majors.length).toBe(readLookupSeed().majors.length);
    expect(majors).toContainEqual({
      id: expect.any(Number),
      name: 'Nursing',
      bbMajor: 'HEALTH',
      nelsMajor: 'NURSING',
    });
  });
});

describe('access', () => {
  it('Visitor without a session cannot use any lookup', async () => {
    const app = harness.app;
    for (const url of [
      '/occupations/search?title=nurse',
      '/occupations/1',
      '/companies/search?name=city',
      '/companies/1',
      '/education/majors',
      '/education/institutions/search?name=college',
      '/education/institutions/1',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('The search paths are not mistaken for an id', async () => {
    const applicant = await signIn(harness);
    const response = await applicant.call('getOccupation', { params: { occupationId: 'search' } });
    expect(response.statusCode).toBe(400);
    const search = await applicant.call('searchOccupations', { query: { title: 'cook' } });
    expect(search.statusCode).toBe(200);
  });
});
