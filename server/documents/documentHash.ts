/** The SHA-256 of a document's words, recorded with every signature and agreement (docs/legal-documents.md). */
import crypto from 'node:crypto';
import { documentText, type LegalDocument } from '../../core/documents/legalDocument';

export const documentHash = (document: LegalDocument): string =>
  crypto.createHash('sha256').update(documentText(document)).digest('hex');
