/**
 * The legal documents product staff edit (schemas/legal/documents): the three anyone may read before
 * signing in, each at its own path, and the loan agreement's template (core/documents/loanAgreement.ts).
 */
import esignDisclosure from '../../schemas/legal/documents/esign-disclosure.json';
import loanAgreementTemplate from '../../schemas/legal/documents/loan-agreement.json';
import privacyPolicy from '../../schemas/legal/documents/privacy-policy.json';
import termsOfUse from '../../schemas/legal/documents/terms-of-use.json';
import type { DocumentBlock, LegalDocument } from './legalDocument';

export type PublicDocumentId = 'ESIGN_DISCLOSURE' | 'TERMS_OF_USE' | 'PRIVACY_POLICY';

/** A document anyone can read, at `path` on the site. */
export type PublicDocument = LegalDocument & { documentId: PublicDocumentId; path: string };

// The JSON's block kinds are plain strings to TypeScript; schemas/legal/documents hold only the kinds
// of DocumentBlock, which tests/unit/core/legalDocuments.test.ts checks file by file.
const asDocument = (data: { blocks: unknown[] } & Omit<LegalDocument, 'blocks'>): LegalDocument => ({
  documentId: data.documentId,
  title: data.title,
  version: data.version,
  blocks: data.blocks as DocumentBlock[],
});

const toPublicDocument = (data: Parameters<typeof asDocument>[0] & { path: string }): PublicDocument => ({
  ...asDocument(data),
  documentId: data.documentId as PublicDocumentId,
  path: data.path,
});

export const publicDocuments: readonly PublicDocument[] = [
  toPublicDocument(esignDisclosure),
  toPublicDocument(termsOfUse),
  toPublicDocument(privacyPolicy),
];

export const loanAgreementTemplateDocument: LegalDocument = asDocument(loanAgreementTemplate);
