/**
 * The personal-loan turndown entry (spec §3 Entry points PERSONAL_LOAN_TURNDOWN, §4 TURNDOWN_ENTRY):
 * an applicant whose personal-loan application was declined is offered the small-dollar loan, priced
 * from what they gave the personal loan. The reference server has no personal-loan product, so a
 * sandbox stands in for it: signing in with the legal last name "Turndown" (or "Turndown-Declined")
 * makes the next application a turndown one. It starts at TURNDOWN_ENTRY, names a sandbox declined
 * personal-loan application (plUuid) and carries that application's applicant data (address, phone,
 * identity, a salary job, savings), so turndown-entry's POST can price at once (docs/test-scenarios.md).
 */
import crypto from 'node:crypto';
import type { PersonalDataCipher } from '../../auth/personalDataCipher';
import type { Db } from '../../store/database';
import { saveIdentifiers } from '../../store/personalIdentifiers';
import { saveContactDetails } from '../../store/personalInfo';
import { insertJobIncomeSource } from '../../store/jobsIncomeSources';
import { saveWealthAccount } from '../../store/wealthAccounts';
import type { LegalName } from '../../store/users';

/** What the sandbox personal-loan application held; the SSN picks the sandbox bureau's report. */
interface PersonalLoanProfile {
  ssn: string;
  salary: number;
}

/**
 * The documented turndown personas, by legal last name: "Turndown" qualifies for the small-dollar
 * loan (good credit, SSN 123-45-6789: offers); "Turndown-Declined" is declined again (score 520, SSN
 * 123-45-3001: TURNDOWN_DISQUALIFIED). docs/pricing-rules.md has the bureau's table.
 */
const turndownPersonas: Readonly<Record<string, PersonalLoanProfile>> = {
  turndown: { ssn: '123456789', salary: 60000 },
  'turndown-declined': { ssn: '123453001', salary: 60000 },
};

const sandboxApplicant = {
  address: { streetLineOne: '123 Main St', city: 'Columbus', stateCode: 'OH', zipCode: '43215' },
  phone: '2025550143',
  dob: '07041985',
  savingsCheckingAmount: 100,
  investmentsAmount: 0,
  job: { occupationId: 75, companyId: 69, from: '2019-03-02T00:00:00.000Z' },
};

/** The sandbox personal-loan profile of a turndown persona, or null for anyone else. */
export function turndownPersona(name: LegalName): PersonalLoanProfile | null {
  return turndownPersonas[name.lastName.trim().toLowerCase()] ?? null;
}

/** A sandbox id for the declined personal-loan application (spec §7 plUuid). */
export const newPersonalLoanUuid = (): string => crypto.randomUUID();

/** Carries the personal-loan application's applicant data into the new small-dollar application. */
export async function carryOverPersonalLoanData(
  db: Db,
  cipher: PersonalDataCipher,
  applicationUuid: string,
  profile: PersonalLoanProfile,
  now: Date,
): Promise<void> {
  await saveContactDetails(
    db,
    applicationUuid,
    { address: sandboxApplicant.address, phone: sandboxApplicant.phone, textMessageConsent: false },
    now,
  );
  await saveIdentifiers(db, cipher, applicationUuid, { ssn: profile.ssn, dob: sandboxApplicant.dob }, now);
  await insertJobIncomeSource(
    db,
    applicationUuid,
    {
      kind: 'JOB',
      fields: {
        category: 'EMPLOYED_SALARY',
        occupationId: sandboxApplicant.job.occupationId,
        companyId: sandboxApplicant.job.companyId,
        from: sandboxApplicant.job.from,
        salary: profile.salary,
        otherCompensation: 0,
      },
    },
    now,
  );
  await saveWealthAccount(
    db,
    applicationUuid,
    {
      savingsCheckingAmount: sandboxApplicant.savingsCheckingAmount,
      investmentsAmount: sandboxApplicant.investmentsAmount,
    },
    now,
  );
}
