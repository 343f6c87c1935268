/**
 * Writes the lookup seed data the reference server ships (server/store/seed/*.json): occupations,
 * companies, institutions and undergraduate majors, composed from the word lists beside this script
 * with a fixed-seed generator, so running it again gives the same files byte for byte.
 *
 *   node --import tsx scripts/generateLookupSeed.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { majorGroups } from './lookupSeed/majorNames';
import { occupationFamilies } from './lookupSeed/occupationTitles';
import { regionNames, statePlaces } from './lookupSeed/usPlaces';
import { seededRng } from '../src/staff/fill/generateFills';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const seedDir = path.join(root, 'server', 'store', 'seed');

// The fill generator's seeded generator: the same sequence on every machine.
const random = seededRng(20261122);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (probability: number) => random() < probability;

const states = Object.keys(statePlaces);
const cities = Object.entries(statePlaces).flatMap(([state, names]) =>
  names.map((city) => ({ city, state })),
);
const places = [...new Set([...cities.map(({ city }) => city), ...regionNames])];

function occupations() {
  let id = 0;
  return Object.entries(occupationFamilies).flatMap(([, titles], familyIndex) =>
    titles.map((line, index) => {
      const [title = '', keywords = ''] = line.split('|');
      id += 1;
      return {
        id,
        jobTypeAndTitleId: (familyIndex + 1) * 1000 + index + 1,
        title,
        keywords: keywords.split(',').filter(Boolean),
        version: chance(0.2) ? 2 : 1,
      };
    }),
  );
}

const brandRoots = [
  'Summit',
  'Apex',
  'Keystone',
  'Meridian',
  'Pinnacle',
  'Beacon',
  'Evergreen',
  'Liberty',
  'Patriot',
  'Heartland',
  'Frontier',
  'Cornerstone',
  'Horizon',
  'Crescent',
  'Sterling',
  'Granite',
  'Ironwood',
  'Bluewater',
  'Redwood',
  'Silverline',
  'Northwind',
  'Eastgate',
  'Westfield',
  'Southport',
  'Lakeside',
  'Brightpath',
  'Clearview',
  'Trueline',
  'Vantage',
  'Allied',
  'American',
  'National',
  'United',
  'Continental',
  'First Choice',
  'Premier',
  'Guardian',
  'Pioneer',
  'Copperleaf',
  'Riverbend',
  'Stonegate',
  'Oakmont',
];
const industries = [
  'Health',
  'Health System',
  'Logistics',
  'Foods',
  'Financial',
  'Insurance',
  'Energy',
  'Wireless',
  'Retail',
  'Home Improvement',
  'Grocers',
  'Pharmacy',
  'Airlines',
  'Freight Lines',
  'Manufacturing',
  'Technologies',
  'Hospitality',
  'Staffing',
  'Security Services',
  'Bank',
  'Motors',
  'Construction',
  'Telecom',
  'Media',
  'Foodservice',
  'Home Health',
  'Senior Living',
  'Distribution',
  'Transit',
  'Utilities',
  'Software',
];
const corporateSuffixes = ['', '', '', ' Inc.', ' Corporation', ' Group', ' Company', ' LLC', ' Holdings'];

const publicEmployers = [
  'United States Postal Service',
  'U.S. Department of Veterans Affairs',
  'U.S. Department of Defense',
  'U.S. Department of Agriculture',
  'U.S. Department of Homeland Security',
  'Social Security Administration',
  'Internal Revenue Service',
  'U.S. Army',
  'U.S. Navy',
  'U.S. Air Force',
  'U.S. Marine Corps',
  'U.S. Coast Guard',
  'U.S. Space Force',
  'National Guard',
  'Self-employed',
];

const trades = [
  'Plumbing & Heating',
  'Auto Repair',
  'Family Dental',
  'Pediatrics',
  'Roofing',
  'Electric',
  'Landscaping',
  'Cleaning Services',
  'Bakery',
  'Diner',
  'Pizza',
  'Hardware',
  'Veterinary Clinic',
  'Physical Therapy',
  'Insurance Agency',
  'Realty',
  'Title Company',
  'Credit Union',
  'Tire & Service',
  'Collision Center',
  'Home Care',
  'Nursing & Rehabilitation',
  'Pharmacy',
  'Florist',
  'Furniture',
  'Appliance Repair',
  'Moving & Storage',
  'Trucking',
  'Towing',
  'Construction',
  'Concrete',
  'Painting',
  'HVAC',
  'Pest Control',
  'Daycare Center',
  'Montessori School',
  'Fitness Center',
  'Barber Shop',
  'Hair Studio',
  'Nail Spa',
  'Brewing Company',
  'Coffee Roasters',
  'Grill',
  'Steakhouse',
  'Tacos',
  'Market',
  'Farm Supply',
  'Eye Care',
  'Chiropractic',
  'Dermatology',
  'Urgent Care',
  'Animal Hospital',
  'Law Group',
  'CPA Group',
  'Accounting Services',
  'Printing',
  'Sign Company',
  'Machine Shop',
  'Welding',
  'Metal Works',
  'Lumber',
  'Marine',
  'Outfitters',
  'Sporting Goods',
  'Pawn',
  'Storage',
  'Car Wash',
  'Laundromat',
  'Staffing',
  'Security',
  'Web Design',
  'IT Services',
  'Medical Group',
  'Orthodontics',
  'Cabinetry',
  'Flooring',
];
const localSuffixes = ['', '', '', ' LLC', ' Inc.', ' Co.', ' & Sons', ' Partners', ' of America'];

function companies() {
  const names = new Set<string>(publicEmployers);
  for (const state of states) names.add(`State of ${state}`);
  for (const { city } of cities) {
    names.add(`City of ${city}`);
    if (chance(0.7)) names.add(`${city} Public Schools`);
    if (chance(0.5)) names.add(`${city} Regional Medical Center`);
    if (chance(0.3)) names.add(`${city} Transit Authority`);
  }
  while (names.size < 900) {
    names.add(`${pick(brandRoots)} ${pick(industries)}${pick(corporateSuffixes)}`);
  }
  while (names.size < 3200) {
    names.add(`${pick(places)} ${pick(trades)}${pick(localSuffixes)}`.replace(' of America', ''));
  }
  return [...names].map((name, index) => ({ id: index + 1, name }));
}

type InstitutionType = 'BUSINESS_SCHOOL' | 'CODING_BOOTCAMP' | 'COLLEGE' | 'LAW_SCHOOL';

const cityPatterns: readonly {
  pattern: (city: string, state: string) => string;
  type: InstitutionType;
  p: number;
}[] = [
  { pattern: (city) => `${city} Community College`, type: 'COLLEGE', p: 0.9 },
  { pattern: (city) => `${city} College`, type: 'COLLEGE', p: 0.7 },
  { pattern: (city) => `${city} University`, type: 'COLLEGE', p: 0.3 },
  { pattern: (city) => `${city} Technical College`, type: 'COLLEGE', p: 0.6 },
  { pattern: (city) => `${city} College of Health Sciences`, type: 'COLLEGE', p: 0.25 },
  { pattern: (city) => `${city} Institute of Technology`, type: 'COLLEGE', p: 0.15 },
  { pattern: (city) => `${city} Career College`, type: 'COLLEGE', p: 0.25 },
  { pattern: (city, state) => `University of ${state} at ${city}`, type: 'COLLEGE', p: 0.55 },
  { pattern: (city) => `${city} State University`, type: 'COLLEGE', p: 0.35 },
  { pattern: (city) => `University of ${city}`, type: 'COLLEGE', p: 0.35 },
  { pattern: (city) => `College of ${city}`, type: 'COLLEGE', p: 0.2 },
  { pattern: (city) => `${city} Christian University`, type: 'COLLEGE', p: 0.2 },
  { pattern: (city) => `${city} School of Nursing`, type: 'COLLEGE', p: 0.3 },
  { pattern: (city) => `${city} Institute of Art and Design`, type: 'COLLEGE', p: 0.12 },
  { pattern: (city) => `${city} School of Law`, type: 'LAW_SCHOOL', p: 0.18 },
  { pattern: (city) => `${city} College of Law`, type: 'LAW_SCHOOL', p: 0.08 },
  { pattern: (city) => `${city} School of Business`, type: 'BUSINESS_SCHOOL', p: 0.15 },
  { pattern: (city) => `${city} Graduate School of Management`, type: 'BUSINESS_SCHOOL', p: 0.08 },
  { pattern: (city) => `${city} Coding Academy`, type: 'CODING_BOOTCAMP', p: 0.15 },
  { pattern: (city) => `${city} Software Bootcamp`, type: 'CODING_BOOTCAMP', p: 0.08 },
];

const saints = [
  'Mary',
  'Joseph',
  'Francis',
  'Thomas',
  'Catherine',
  'Benedict',
  'Augustine',
  'Anne',
  'Luke',
  'Paul',
];

function institutions() {
  const found = new Map<string, InstitutionType>();
  const add = (name: string, type: InstitutionType) => {
    if (!found.has(name)) found.set(name, type);
  };
  for (const state of states) {
    add(`University of ${state}`, 'COLLEGE');
    add(`${state} State University`, 'COLLEGE');
    if (chance(0.5)) add(`${state} Institute of Technology`, 'COLLEGE');
    for (const direction of ['Northern', 'Southern', 'Eastern', 'Western', 'Central']) {
      if (chance(0.4)) add(`${direction} ${state} University`, 'COLLEGE');
    }
    if (chance(0.3)) add(`${state} Wesleyan University`, 'COLLEGE');
    if (chance(0.6)) add(`${state} Community College System`, 'COLLEGE');
    if (chance(0.4)) add(`${state} A&M University`, 'COLLEGE');
    if (chance(0.3)) add(`University of ${state} School of Law`, 'LAW_SCHOOL');
    if (chance(0.2)) add(`${state} School of Business`, 'BUSINESS_SCHOOL');
  }
  for (const { city, state } of cities) {
    for (const { pattern, type, p } of cityPatterns) if (chance(p)) add(pattern(city, state), type);
  }
  for (const region of regionNames) {
    add(`${region} Community College`, 'COLLEGE');
    if (chance(0.5)) add(`${region} College`, 'COLLEGE');
    if (chance(0.6)) add(`${region} Technical College`, 'COLLEGE');
    if (chance(0.4)) add(`${region} State College`, 'COLLEGE');
    if (chance(0.3)) add(`${region} University`, 'COLLEGE');
    if (chance(0.1)) add(`${region} Code Academy`, 'CODING_BOOTCAMP');
  }
  for (const saint of saints) {
    add(`Saint ${saint} University`, 'COLLEGE');
    add(`Saint ${saint} College`, 'COLLEGE');
  }
  return [...found].map(([name, type], index) => ({ id: index + 1, name, type }));
}

function majors() {
  let id = 0;
  return Object.entries(majorGroups).flatMap(([bbMajor, fields]) =>
    Object.entries(fields).flatMap(([nelsMajor, names]) =>
      names.map((name) => {
        id += 1;
        return { id, name, bbMajor, nelsMajor };
      }),
    ),
  );
}

async function writeSeed(file: string, rows: unknown[]): Promise<void> {
  const target = path.join(seedDir, file);
  const options = (await prettier.resolveConfig(target)) ?? {};
  const text = await prettier.format(JSON.stringify(rows), { ...options, filepath: target });
  fs.writeFileSync(target, text);
  console.info(`${file}: ${rows.length} rows`);
}

fs.mkdirSync(seedDir, { recursive: true });
await writeSeed('occupations.json', occupations());
await writeSeed('companies.json', companies());
await writeSeed('institutions.json', institutions());
await writeSeed('majors.json', majors());
