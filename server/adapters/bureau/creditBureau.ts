/**
 * The credit bureau pricing pulls a report from (docs/pricing-rules.md), behind this small adapter so a real
 * bureau can replace the sandbox (sandboxBureau.ts). The app reaches it through the context
 * (`ctx.creditBureau`), never the sandbox itself.
 */

/**
 * A key factor that adversely affected a score (FCRA §615(a)(2)(B)): what a bureau's scoring model
 * reports with every score, up to four, most important first, each with its reason code.
 */
export interface KeyFactor {
  code: string;
  text: string;
}

/** A bureau's file on the applicant. `score` is null for a thin file (too few tradelines to score). */
export type BureauReport =
  | { kind: 'NO_MATCH' }
  | {
      kind: 'FILE';
      /** Score on the 300–850 scale, or null when the file is too thin to score. */
      score: number | null;
      tradelines: number;
      /** Accounts 90 days or more past due in the last 24 months. */
      delinquencies: number;
      /** Monthly payments of the debts on file, in dollars. */
      monthlyDebtPayments: number;
      /** Up to four, with a score; none without one. */
      keyFactors: KeyFactor[];
    };

/** Who reported, for the adverse-action notice (FCRA §615(a): name, address, toll-free phone). */
export type BureauContact = { name: string; address: string; phone: string; website: string };

export interface CreditBureau {
  readonly contact: BureauContact;
  /**
   * The report on the 9-digit SSN; `attempt` counts pulls of the same application (1 first). Throws
   * BureauUnavailableError when the bureau cannot answer now (the caller answers UPSTREAM_UNAVAILABLE
   * and lets the applicant retry).
   */
  pull(ssnDigits: string, attempt?: number): BureauReport;
}

/** The bureau could not answer; the pricing job reports UPSTREAM_UNAVAILABLE and may retry. */
export class BureauUnavailableError extends Error {
  readonly code = 'UPSTREAM_UNAVAILABLE';
  constructor() {
    super('The credit bureau is unavailable; try again later');
    this.name = 'BureauUnavailableError';
  }
}
