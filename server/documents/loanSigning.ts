/**
 * The documents of agreeing and signing (docs/legal-documents.md): the agreement offer review shows;
 * what is filed as each consent is given (its words, and the E-Sign disclosure, Terms of Use or
 * Privacy Policy it names, as they stand then); and, the moment "Accept and sign" is pressed, the
 * signed agreement and the Truth in Lending disclosure. The agreement is generated from the selected offer
 * (core/documents/loanAgreement.ts); the one filed is checked to be, word for word, the one shown.
 */
import { streetCombined } from '../../core/rules/streetCombined';
import type { LegalDocument } from '../../core/documents/legalDocument';
import { publicDocuments } from '../../core/documents/legalDocuments';
import {
  loanAgreement,
  truthInLendingDocument,
  type AgreementParties,
  type AgreementTerms,
} from '../../core/documents/loanAgreement';
import product from '../../schemas/product.json';
import type { AppContext } from '../appContext';
import { selectedOfferSummary } from '../domain/pricing/offerViews';
import type { ApplicationRecord } from '../store/applications';
import { fileDocuments } from '../store/filedDocuments';
import { consentDefinitions, type ConsentDefinition } from '../store/legalConsents';
import { findPersonalInfo, type Address } from '../store/personalInfo';
import { findSelection } from '../store/pricingRuns';
import { documentHash } from './documentHash';

const lateFee = {
  amount: product.configuration.lateFeeAmount,
  percentage: product.configuration.lateFeePercentage,
};

const addressLine = (address: Address | null): string =>
  address
    ? `${streetCombined(address)}, ${address.city}, ${address.stateCode} ${address.zipCode}`
    : 'the address on file';

/** The agreement of the application's selected offer as of its signing day (today until accepted); null without one. */
export interface LoanAgreement {
  document: LegalDocument;
  textHash: string;
  parties: AgreementParties;
  terms: AgreementTerms;
}

export async function agreementFor(
  ctx: AppContext,
  application: ApplicationRecord,
): Promise<LoanAgreement | null> {
  const summary = await selectedOfferSummary(ctx, application);
  if (!summary.selectedLoanOffer) return null;
  // The day it is signed: today until accepted, then the day it was (as the schedule counts).
  const acceptedAt = (await findSelection(ctx.db, application.uuid))?.acceptedAt;
  const info = await findPersonalInfo(ctx.db, application.uuid);
  const name = info ? [info.firstName, info.lastName, info.suffixName].filter(Boolean).join(' ') : '';
  const parties: AgreementParties = {
    applicationUuid: application.uuid,
    borrowerName: name,
    borrowerAddress: addressLine(info?.address ?? null),
    lenderName: summary.issuingBank.name,
    agreementDate: (acceptedAt ?? ctx.now().toISOString()).slice(0, 10),
  };
  const terms = { offer: summary.selectedLoanOffer, schedule: summary.paymentSchedule, lateFee };
  const document = loanAgreement(parties, terms);
  return { document, textHash: documentHash(document), parties, terms };
}

/** A consent as filed: its words, title and version as they are agreed to. */
const consentDocument = (consent: ConsentDefinition): LegalDocument => ({
  documentId: consent.titleName,
  title: consent.title,
  version: consent.version,
  blocks: [{ kind: 'paragraph', text: consent.text }],
});

/**
 * Files the consents agreed to now (agree, offer review; in the step's transaction): each consent's
 * words, and the documents it names (`documents` in schemas/legal/consents.json) as they stand at
 * this moment, the versions agreed to. A document already filed for the application stays as filed.
 */
export async function fileAgreedConsents(
  ctx: AppContext,
  application: ApplicationRecord,
  titleNames: readonly string[],
): Promise<void> {
  const now = ctx.now().toISOString();
  const agreed = consentDefinitions.filter((consent) => titleNames.includes(consent.titleName));
  const named = new Set(agreed.flatMap((consent) => consent.documents ?? []));
  const documents = [
    ...agreed.map(consentDocument),
    ...publicDocuments.filter((document) => named.has(document.documentId)),
  ];
  await fileDocuments(
    ctx.db,
    application.uuid,
    documents.map((document) => ({ document, textHash: documentHash(document), signedAt: now })),
    ctx.now(),
  );
}

/** Files the signing (in the accepting transaction): the agreement and the disclosure, signed now. */
export async function fileSignedLoan(
  ctx: AppContext,
  application: ApplicationRecord,
  signed: LoanAgreement,
): Promise<void> {
  const now = ctx.now().toISOString();
  const disclosure = truthInLendingDocument(signed.parties, signed.terms);
  await fileDocuments(
    ctx.db,
    application.uuid,
    [
      { document: signed.document, textHash: signed.textHash, signedAt: now },
      { document: disclosure, textHash: documentHash(disclosure), signedAt: now },
    ],
    ctx.now(),
  );
}
