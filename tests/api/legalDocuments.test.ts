/**
 * Documents as data (docs/legal-documents.md): the E-Sign disclosure, Terms of Use and Privacy Policy
 * are readable by anyone at their own paths; offer review shows the loan agreement generated for the
 * offer and borrower, and accepting signs exactly those words (their hash sent back); the signing
 * files the agreement, the Truth in Lending disclosure, each consent and the documents they name,
 * listed under Legal documents and notices for their owner only, each as a page and a PDF, and
 * never changed afterwards.
 */
import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { applicantData } from '../../scripts/journey/applicationAt';
import { documentText, type LegalDocument } from '../../core/documents/legalDocument';
import { publicDocuments } from '../../core/documents/legalDocuments';
import { unfilledPlaceholders } from '../../core/documents/loanAgreement';
import { escapeHtml } from '../../server/pages/html';
import { currentStep, readStep, submitStep, type Applicant } from './support/identityJourney';
import { applicantPriced, getOffers, happyPath, startPricingApp } from './support/pricingJourney';
import { applicantWithApplication, type TestApp } from './support/testApp';

let harness: TestApp;
afterEach(async () => {
  await harness.close();
});

const sha256 = (document: LegalDocument) =>
  crypto.createHash('sha256').update(documentText(document)).digest('hex');

async function onReview(): Promise<Applicant> {
  ({ harness } = await startPricingApp(0));
  const applicant = await applicantPriced(harness, happyPath);
  const offers = (await getOffers(applicant)).result.sdlOfferData as {
    defaultLoanOffer: { loanOfferId: number };
  };
  await submitStep(applicant, 'offer-selection', {
    loanOfferId: offers.defaultLoanOffer.loanOfferId,
    selectedLoanOfferApplicationUuid: applicant.applicationUuid,
  });
  return applicant;
}

const accept = (applicant: Applicant, loanAgreementTextHash: string) =>
  submitStep(applicant, 'offer-review', {
    selectedLoanOfferApplicationUuid: applicant.applicationUuid,
    ssn: happyPath.ssn,
    useOfFunds: 'MEDICAL',
    agreedConsents: ['ELECTRONIC_COMMUNICATIONS_CONSENT'],
    fundsAccount: applicantData.fundsAccount,
    loanAgreementTextHash,
  });

const page = async (url: string, cookie?: string) => {
  const answer = await harness.app.inject({ url, headers: cookie ? { cookie } : {} });
  return { status: answer.statusCode, body: answer.body, headers: answer.headers, raw: answer.rawPayload };
};

describe('legal documents', () => {
  it('Anyone reads the E-Sign disclosure, the Terms of Use and the Privacy Policy at their pages, signed in or not', async () => {
    ({ harness } = await startPricingApp(0));
    for (const document of publicDocuments) {
      const answer = await page(document.path);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(`<h1>${document.title}</h1>`);
      expect(answer.body).toContain(`Version ${document.version}`);
      // Every word of it: each block's text, escaped as the page writes it.
      for (const block of document.blocks)
        if (block.kind === 'paragraph' || block.kind === 'heading')
          expect(answer.body).toContain(escapeHtml(block.text));
    }
    expect((await page('/e-sign')).body).toMatch(/paper cop/i);
    expect((await page('/terms')).body).toContain('Harbor Trust Bank');
    expect((await page('/privacy')).body).toMatch(/encrypt/i);
  });

  it('Applicant on review reads the whole agreement for their offer, and signs exactly those words', async () => {
    const applicant = await onReview();
    const step = (await readStep(applicant, 'offer-review')).result as {
      loanAgreement: { document: LegalDocument; textHash: string };
      selectedLoanOffer: { loanAmount: number };
    };
    const { document, textHash } = step.loanAgreement;
    expect(document.documentId).toBe('LOAN_AGREEMENT');
    expect(unfilledPlaceholders(document)).toEqual([]);
    expect(textHash).toBe(sha256(document));
    const text = documentText(document);
    expect(text).toContain('Harbor Trust Bank');
    expect(text).toContain('123 Main St');
    expect(text).toContain(`$${step.selectedLoanOffer.loanAmount.toLocaleString('en-US')}.00`);
    expect(text).toContain('Annual Percentage Rate');
    const schedule = document.blocks.find((block) => block.kind === 'table');
    expect(schedule?.kind === 'table' && schedule.rows.length).toBe(12);

    // Words other than those shown are not signed: the page must be read again.
    const stale = await accept(applicant, '0'.repeat(64));
    expect(stale.statusCode).toBe(409);
    expect(stale.result.details).toEqual({ currentFlowStep: 'OFFER_REVIEW' });
    expect((await currentStep(applicant)).currentFlowStep).toBe('OFFER_REVIEW');
    const missing = await submitStep(applicant, 'offer-review', {
      selectedLoanOfferApplicationUuid: applicant.applicationUuid,
      ssn: happyPath.ssn,
      useOfFunds: 'MEDICAL',
      agreedConsents: ['ELECTRONIC_COMMUNICATIONS_CONSENT'],
      fundsAccount: applicantData.fundsAccount,
    });
    expect(missing.statusCode).toBe(400);

    expect((await accept(applicant, textHash)).result).toEqual({
      currentFlowStep: 'FUNNEL_COMPLETE',
      canGoBack: false,
    });
    const signed = await harness.app.db
      .selectFrom('filed_documents')
      .selectAll()
      .where('application_uuid', '=', applicant.applicationUuid)
      .where('document_id', '=', 'LOAN_AGREEMENT')
      .executeTakeFirstOrThrow();
    expect(signed.text_hash).toBe(textHash);
    expect(JSON.parse(signed.document_json)).toEqual(document);
  });

  it('After signing, the agreement, the disclosure and each consent are listed, readable and downloadable as PDFs, by their owner only', async () => {
    const applicant = await onReview();
    const hash = ((await readStep(applicant, 'offer-review')).result.loanAgreement as { textHash: string })
      .textHash;
    await accept(applicant, hash);

    const list = await page('/legal-docs-and-notices', applicant.cookie);
    expect(list.status).toBe(200);
    for (const title of [
      'Loan Agreement',
      'Truth in Lending disclosure',
      'E-Sign Consent',
      'Credit report authorization',
      'Terms of Use and Privacy Policy',
      'Electronic communications consent',
      'E-Sign Disclosure and Consent',
      'Terms of Use',
      'Privacy Policy',
    ])
      expect(list.body).toContain(`>${title}</a>`);
    // Texts were declined: nothing was agreed, so nothing is filed for them.
    expect(list.body).not.toContain('Text messages about your loan');

    const rows = await harness.app.db
      .selectFrom('filed_documents')
      .select(['uuid', 'document_id', 'title', 'version', 'text_hash', 'document_json'])
      .where('application_uuid', '=', applicant.applicationUuid)
      .execute();
    const agreement = rows.find((row) => row.document_id === 'LOAN_AGREEMENT')!;
    // Each filed document's hash is of its own words, consents included; a consent's version is the one agreed.
    for (const row of rows)
      expect(sha256(JSON.parse(row.document_json) as LegalDocument)).toBe(row.text_hash);
    const consent = rows.find((row) => row.document_id === 'ESIGN_CONSENT')!;
    const recorded = await harness.app.db
      .selectFrom('legal_consents')
      .select(['version', 'created_at'])
      .where('application_uuid', '=', applicant.applicationUuid)
      .where('title_name', '=', 'ESIGN_CONSENT')
      .where('status', '=', 'AGREED')
      .executeTakeFirstOrThrow();
    expect(consent.version).toBe(recorded.version);
    // The E-Sign disclosure is filed as it stood when agree's consent to it was given, dated then.
    const filedAt = await harness.app.db
      .selectFrom('filed_documents')
      .select(['document_id', 'signed_at'])
      .where('application_uuid', '=', applicant.applicationUuid)
      .where('document_id', 'in', ['ESIGN_CONSENT', 'ESIGN_DISCLOSURE', 'TERMS_OF_USE', 'LOAN_AGREEMENT'])
      .execute();
    const at = Object.fromEntries(filedAt.map((row) => [row.document_id, row.signed_at]));
    expect(at.ESIGN_DISCLOSURE).toBe(recorded.created_at);
    expect(at.TERMS_OF_USE).toBe(recorded.created_at);
    expect(Date.parse(at.LOAN_AGREEMENT!)).toBeGreaterThanOrEqual(Date.parse(recorded.created_at));

    const view = await page(`/legal-docs-and-notices/${agreement.uuid}`, applicant.cookie);
    expect(view.status).toBe(200);
    expect(view.body).toContain(agreement.text_hash);
    expect(view.body).toContain('Truth in Lending disclosure');

    const pdf = await page(`/legal-docs-and-notices/${agreement.uuid}/pdf`, applicant.cookie);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="relief-loans-loan-agreement-\d{4}-\d\d-\d\d\.pdf"$/,
    );
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.raw.length).toBeGreaterThan(5_000);

    // Someone else, and nobody signed in, get nothing: the same 404 as a document that doesn't exist.
    const stranger = await applicantWithApplication(harness, { firstName: 'Ruth', lastName: 'Okafor' });
    for (const url of [
      `/legal-docs-and-notices/${agreement.uuid}`,
      `/legal-docs-and-notices/${agreement.uuid}/pdf`,
    ]) {
      const refused = await page(url, stranger.cookie);
      expect(refused.status).toBe(404);
      expect(refused.body).not.toContain(agreement.text_hash);
    }
    expect((await page(`/legal-docs-and-notices/${crypto.randomUUID()}`, applicant.cookie)).status).toBe(404);
    expect((await page('/legal-docs-and-notices/not-a-uuid/pdf', applicant.cookie)).status).toBe(404);
    const signedOut = await page(`/legal-docs-and-notices/${agreement.uuid}/pdf`);
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.location).toMatch(/^\/login\?after_sign_in_path=/);

    // Nothing signed can change afterwards: the store refuses it.
    await expect(
      sql`UPDATE filed_documents SET document_json = '{}' WHERE uuid = ${agreement.uuid}`.execute(
        harness.app.db,
      ),
    ).rejects.toThrow(/never changes/);
    await expect(
      sql`DELETE FROM filed_documents WHERE uuid = ${agreement.uuid}`.execute(harness.app.db),
    ).rejects.toThrow(/never changes or goes/);
    const again = await harness.app.db
      .selectFrom('filed_documents')
      .select(['document_json', 'text_hash'])
      .where('uuid', '=', agreement.uuid)
      .executeTakeFirstOrThrow();
    expect(sha256(JSON.parse(again.document_json) as LegalDocument)).toBe(again.text_hash);
  });
});
