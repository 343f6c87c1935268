/**
 * A legal document as data (schemas/legal/documents): the E-SIGN disclosure, the Terms of Use, the
 * Privacy Policy, and the loan agreement generated from an offer. One model, three renderings: the
 * server's HTML pages, the app's modal, and the PDF filed after signing. What a document says is its
 * plain text (`documentText`); its SHA-256 is the hash recorded with every agreement to it.
 */

export type DocumentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** Label and value pairs, e.g. the Truth in Lending figures. */
  | { kind: 'facts'; rows: [label: string, value: string][] }
  | { kind: 'table'; caption: string; columns: string[]; rows: string[][] };

export interface LegalDocument {
  /** Stable key, e.g. ESIGN_DISCLOSURE. */
  documentId: string;
  title: string;
  /** Changes whenever the words do. */
  version: string;
  blocks: DocumentBlock[];
}

function blockText(block: DocumentBlock): string {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'table':
      return [block.caption, block.columns.join(' | '), ...block.rows.map((row) => row.join(' | '))].join(
        '\n',
      );
  }
}

/** The words of a document, one block per paragraph: what is hashed, and what a plain-text copy shows. */
export function documentText(document: LegalDocument): string {
  return [document.title, `Version ${document.version}`, ...document.blocks.map(blockText)].join('\n\n');
}
