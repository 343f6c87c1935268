/**
 * The credit bureau pricing pulls a report from (docs/pricing-rules.md), behind a small adapter
 * (`CreditBureau`) so a real bureau can replace the sandbox. The sandbox bureau answers from the SSN alone,
 * by its serial (the last four digits), so QA reaches every branch of pricing from form inputs alone
 * (docs/pricing-rules.md lists the personas):
 *
 * | Serial      | Report                                                             |
 * | ----------- | ------------------------------------------------------------------ |
 * | 0001–0999   | no file matches the applicant: identity cannot be verified         |
 * | 1000–1499   | the bureau is unavailable on every attempt (UPSTREAM_UNAVAILABLE)  |
 * | 1500–1999   | unavailable on the first attempt only, then a good report          |
 * | 2000–2999   | thin file: one tradeline, no score                                 |
 * | 3000–3499   | poor: score 520                                                    |
 * | 3500–3999   | low: score 570                                                     |
 * | 4000–4499   | fair: score 630                                                    |
 * | 4500–4999   | delinquent: score 690, two accounts 90+ days past due              |
 * | 5000–5999   | average: score 680                                                 |
 * | 6000–7999   | good: score 720 (the happy path, 123-45-6789)                      |
 * | 8000–9999   | excellent: score 790                                               |
 *
 * Serial 0000 is not an SSN (core/rules/formats.ts), so the form never sends it. Deterministic and
 * pure: the same SSN and attempt give the same report.
 */
import {
  BureauUnavailableError,
  type BureauContact,
  type BureauReport,
  type CreditBureau,
  type KeyFactor,
} from './creditBureau';

/** The sandbox bureau's name and contact, as an adverse-action notice names it. */
export const sandboxBureauContact: BureauContact = {
  name: 'Sandbox Credit Reporting Services',
  address: 'P.O. Box 4500, Columbus, OH 43215',
  phone: '1-800-555-0142',
  website: 'https://bureau.relief-loans.example',
};

type Band = {
  from: number;
  to: number;
  report: BureauReport | 'UNAVAILABLE' | 'UNAVAILABLE_FIRST_ATTEMPT';
};

/** Key factors in the words and codes a scoring model reports them (the sandbox's own codes). */
const factor = {
  delinquency: { code: '02', text: 'Serious delinquency on one or more accounts' },
  recentDelinquency: { code: '19', text: 'Time since delinquency is too short' },
  utilization: {
    code: '10',
    text: 'Proportion of balances to credit limits on revolving accounts is too high',
  },
  history: { code: '14', text: 'Length of time accounts have been established' },
  inquiries: { code: '08', text: 'Too many inquiries in the last 12 months' },
  balances: { code: '05', text: 'Too many accounts with balances' },
  fewAccounts: { code: '04', text: 'Too few accounts currently paid as agreed' },
} satisfies Record<string, KeyFactor>;

const file = (
  score: number | null,
  monthlyDebtPayments: number,
  keyFactors: KeyFactor[],
  delinquencies = 0,
): BureauReport => ({
  kind: 'FILE',
  score,
  tradelines: score === null ? 1 : 6,
  delinquencies,
  monthlyDebtPayments,
  // A score always comes with its key factors; a thin file has no score and so none.
  keyFactors: score === null ? [] : keyFactors,
});

const goodReport = file(720, 350, [factor.history, factor.balances]);

/** The bands of the table above, by serial. */
const bands: readonly Band[] = [
  { from: 1, to: 999, report: { kind: 'NO_MATCH' } },
  { from: 1000, to: 1499, report: 'UNAVAILABLE' },
  { from: 1500, to: 1999, report: 'UNAVAILABLE_FIRST_ATTEMPT' },
  { from: 2000, to: 2999, report: file(null, 0, []) },
  {
    from: 3000,
    to: 3499,
    report: file(520, 450, [factor.delinquency, factor.utilization, factor.inquiries, factor.fewAccounts]),
  },
  { from: 3500, to: 3999, report: file(570, 300, [factor.utilization, factor.history, factor.inquiries]) },
  { from: 4000, to: 4499, report: file(630, 400, [factor.utilization, factor.balances, factor.history]) },
  {
    from: 4500,
    to: 4999,
    report: file(690, 600, [factor.delinquency, factor.recentDelinquency, factor.utilization], 2),
  },
  { from: 5000, to: 5999, report: file(680, 400, [factor.balances, factor.history]) },
  { from: 6000, to: 7999, report: goodReport },
  { from: 8000, to: 9999, report: file(790, 200, [factor.history]) },
];

export const sandboxBureau: CreditBureau = {
  contact: sandboxBureauContact,
  pull(ssnDigits: string, attempt = 1): BureauReport {
    if (!/^\d{9}$/.test(ssnDigits)) throw new RangeError('the bureau is asked about 9 SSN digits');
    const serial = Number(ssnDigits.slice(5));
    const band = bands.find(({ from, to }) => serial >= from && serial <= to);
    if (!band) return { kind: 'NO_MATCH' }; // serial 0000: not an SSN, no file
    if (band.report === 'UNAVAILABLE') throw new BureauUnavailableError();
    if (band.report === 'UNAVAILABLE_FIRST_ATTEMPT') {
      if (attempt <= 1) throw new BureauUnavailableError();
      return structuredClone(goodReport);
    }
    return structuredClone(band.report);
  },
};
