/**
 * The documents of signing a loan (docs/legal-documents.md): the agreement offer review shows, and
 * what is filed the moment "Accept and sign" is pressed: the signed agreement, the Truth in Lending
 * disclosure, each consent given (its words, version, hash and time), and the E-Sign disclosure,
 * Terms of Use and Privacy Policy as they stood. The agreement is generated from the selected offer
 * (core/documents/loanAgreement.ts); the one filed is checked to be, word for word, the one shown.
 */
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
import { issuingBank } from '../domain/pricing/offerData';
import { selectedOfferSummary } from '../domain/pricing/offerViews';
import type { ApplicationRecord } from '../store/applications';
import { fileDocuments, type DocumentToFile } from '../store/filedDocuments';
import { consentDefinitions, latestConsent } from '../store/legalConsents';
import { findPersonalInfo, type Address } from '../store/personalInfo';
import { findSelection } from '../store/pricingRuns';
import { documentHash } from './documentHash';

const lateFee = {
  amount: product.configuration.lateFeeAmount,
  percentage: product.configuration.lateFeePercentage,
};

const addressLine = (address: Address | null): string =>
  address
    ? [
        address.streetLineOne,
        address.streetLineTwo,
        `${address.city}, ${address.stateCode} ${address.zipCode}`,
      ]
        .filter(Boolean)
        .join(', ')
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
    lenderName: issuingBank.name,
    agreementDate: (acceptedAt ?? ctx.now().toISOString()).slice(0, 10),
  };
  const terms = { offer: summary.selectedLoanOffer, schedule: summary.paymentSchedule, lateFee };
  const document = loanAgreement(parties, terms);
  return { document, textHash: documentHash(document), parties, terms };
}

/** A consent as filed: its words as agreed, with when, and the version and hash recorded then. */
function consentDocument(titleName: string, version: string): LegalDocument | null {
  const consent = consentDefinitions.find((candidate) => candidate.titleName === titleName);
  if (!consent || consent.version !== version) return null;
  return {
    documentId: titleName,
    title: consent.title,
    version,
    blocks: [{ kind: 'paragraph', text: consent.text }],
  };
}

/**
 * Files the signing (in the accepting transaction): the agreement and disclosure signed now, each
 * consent the application agreed to as it was agreed, and the public documents those consents name.
 */
export async function fileSignedLoan(
  ctx: AppContext,
  application: ApplicationRecord,
  signed: LoanAgreement,
): Promise<void> {
  const now = ctx.now().toISOString();
  const disclosure = truthInLendingDocument(signed.parties, signed.terms);
  const files: DocumentToFile[] = [
    { document: signed.document, textHash: signed.textHash, signedAt: now },
    { document: disclosure, textHash: documentHash(disclosure), signedAt: now },
  ];
  for (const consent of consentDefinitions) {
    const latest = await latestConsent(ctx.db, application.uuid, consent.titleName);
    if (latest?.status !== 'AGREED') continue;
    const document = consentDocument(consent.titleName, latest.version);
    // The recorded hash is of the consent's words alone, as agreed (server/store/legalConsents.ts).
    if (document)
      files.push({
        document,
        textHash: latest.textHash ?? documentHash(document),
        signedAt: latest.updatedAt,
      });
  }
  const esignAgreedAt = (await latestConsent(ctx.db, application.uuid, 'ESIGN_CONSENT'))?.updatedAt ?? now;
  for (const document of publicDocuments)
    files.push({ document, textHash: documentHash(document), signedAt: esignAgreedAt });
  await fileDocuments(ctx.db, application.uuid, files, ctx.now());
}
