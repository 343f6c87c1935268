/**
 * The PDF filed after signing (core/documents/legalDocument.ts): a real text PDF, tagged, so it can
 * be searched, copied and read aloud, not a picture of a page. pdfkit's standard fonts (Helvetica)
 * need nothing shipped; their WinAnsi encoding is why every string goes through `winAnsiText`.
 * Decision 0072 (docs/decisions/0072-legal-documents-as-pdf-with-pdfkit.md).
 */
import PDFDocument from 'pdfkit';
import type { DocumentBlock, LegalDocument } from '../../core/documents/legalDocument';
import { formatDate } from '../../core/rules/displayFormats';

export interface PdfFiling {
  /** Whom the copy is filed for, e.g. the applicant's name. */
  filedFor: string;
  /** ISO timestamp of the signature; also the PDF's creation date, so the same inputs give the same bytes. */
  signedAt?: string | null;
  /** What happened at signedAt, e.g. "Signed electronically", "Agreed to", "Given"; "Signed electronically" if left out. */
  signedAs?: string;
  /** SHA-256 (hex) of `documentText(document)`. */
  textHash: string;
}

const MARGIN = 54;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#c8c8c8';
const BODY_SIZE = 11;
const LINE_GAP = 3;

/**
 * WinAnsi (Windows-1252) is Latin-1 with these 27 characters in 0x80–0x9F, which pdfkit maps itself.
 * Any other character past U+00FF would be written as a two-byte code: stray glyphs, not the letter.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '–', // figure dash
  '\u2015': '—', // horizontal bar
  '\u2212': '-', // minus sign
  '\u2043': '-', // hyphen bullet
  '\u2027': '·', // hyphenation point
  '\u2032': "'", // prime
  '\u2033': '"', // double prime
  '\u2190': '<-',
  '\u2192': '->',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2713': 'x', // check mark
  '\u202f': '\u00a0', // narrow no-break space
  '\u2007': '\u00a0', // figure space
  '\u200b': '', // zero-width space and joiners
  '\u200c': '',
  '\u200d': '',
  '\u2060': '',
  '\ufeff': '',
};

function isWinAnsi(char: string, code: number): boolean {
  return (
    (code >= 0x20 && code < 0x7f) ||
    code === 0x0a ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(char)
  );
}

/** `text` in characters the standard fonts can show: WinAnsi's own, or a plain equivalent, or "?". */
export function winAnsiText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (isWinAnsi(char, code)) out += char;
    else if (Object.hasOwn(REPLACEMENTS, char)) out += REPLACEMENTS[char] ?? '';
    else if (/\s/u.test(char)) out += ' ';
    else if (code >= 0xa0) {
      // "ā" -> "a", "ﬁ" -> "fi": what WinAnsi lacks keeps its base letters when it has them.
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base && [...base].every((c) => isWinAnsi(c, c.codePointAt(0) ?? 0)) ? base : '?';
    }
    // Other control characters are dropped.
  }
  return out;
}

/** A date from an ISO timestamp; a timestamp without a zone is taken as UTC, as stored. */
function utcMoment(value: string): Date | null {
  const zoned = /T\d/.test(value) && !/(z|[+-]\d\d:?\d\d)$/i.test(value) ? `${value}Z` : value;
  const date = new Date(zoned);
  return Number.isNaN(date.getTime()) ? null : date;
}

function filingLine(filing: PdfFiling, signed: Date | null): string {
  const parts = [`Filed for ${filing.filedFor}`];
  const signedAs = filing.signedAs ?? 'Signed electronically';
  if (signed) {
    parts.push(`${signedAs} ${formatDate(signed.toISOString())}, ${signed.toISOString().slice(11, 19)} UTC`);
  } else if (filing.signedAt) {
    parts.push(`${signedAs} ${filing.signedAt}`);
  }
  return parts.join(' · ');
}

type Pdf = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;
/** pdfkit reads these; @types/pdfkit does not list them. */
type TaggedCell = PDFKit.Mixins.CellOptions & { scope?: 'Row' | 'Column' };
type TaggedTable = PDFKit.Mixins.TableOptionsWithData & { structParent: Struct };

/** Starts a new page unless `height` more points fit on this one. */
function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}

/** A structure element of `type` under `parent` whose content is what `draw` writes. */
function tagged(doc: Pdf, parent: Struct, type: string, draw: () => void): void {
  parent.add(doc.struct(type, {}, draw));
}

/** Draws a decorative rule: an artifact, not content, to a screen reader. */
function rule(doc: Pdf, y: number, color: string): void {
  const { left, right } = doc.page.margins;
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .save()
    .lineWidth(0.5)
    .strokeColor(color)
    .moveTo(left, y)
    .lineTo(doc.page.width - right, y)
    .stroke()
    .restore();
  doc.endMarkedContent();
}

function renderBlock(doc: Pdf, root: Struct, block: DocumentBlock, left: number, width: number): void {
  doc.x = left;
  switch (block.kind) {
    case 'heading': {
      const text = winAnsiText(block.text);
      doc.font(BOLD).fontSize(13);
      doc.y += 10;
      // Kept with the first lines of what follows it.
      ensureSpace(doc, doc.heightOfString(text, { width }) + 3 * (BODY_SIZE + LINE_GAP + 2));
      tagged(doc, root, 'H2', () => doc.text(text, left, doc.y, { width }));
      doc.y += 4;
      return;
    }
    case 'paragraph': {
      doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK);
      ensureSpace(doc, doc.currentLineHeight(true) * 2);
      tagged(doc, root, 'P', () =>
        doc.text(winAnsiText(block.text), left, doc.y, { width, lineGap: LINE_GAP }),
      );
      doc.y += 6;
      return;
    }
    case 'list': {
      doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK);
      const indent = 18;
      const list = doc.struct('L');
      root.add(list);
      for (const item of block.items) {
        // The bullet and the item's first line on one page.
        ensureSpace(doc, doc.currentLineHeight(true) + LINE_GAP);
        const top = doc.y;
        list.add(
          doc.struct('LI', {}, [
            doc.struct('Lbl', {}, () => doc.text('•', left + 4, top, { lineBreak: false })),
            doc.struct('LBody', {}, () =>
              doc.text(winAnsiText(item), left + indent, top, { width: width - indent, lineGap: LINE_GAP }),
            ),
          ]),
        );
        doc.y += 3;
      }
      list.end();
      doc.y += 4;
      return;
    }
    case 'facts': {
      doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK);
      const padding = 5;
      const rows = block.rows.map(([label, value]) => [winAnsiText(label), winAnsiText(value)] as const);
      // The value column as wide as its longest value (kept on one line), at most half the width.
      const valueWidth = Math.min(
        width / 2,
        Math.max(0, ...rows.map(([, value]) => doc.widthOfString(value))) + 2 * padding + 1,
      );
      const options: TaggedTable = {
        structParent: root,
        position: { x: left, y: doc.y },
        maxWidth: width,
        columnStyles: [{ width: '*' }, { width: valueWidth, align: { x: 'right', y: 'top' } }],
        defaultStyle: { border: 0, padding: [padding, padding, padding, 0] },
        rowStyles: (index) => ({
          border: index < rows.length - 1 ? [0, 0, 0.5, 0] : 0,
          borderColor: RULE,
        }),
        data: rows.map(([label, value]): TaggedCell[] => [
          { text: label, type: 'TH', scope: 'Row', padding: [padding, padding, padding, 0] },
          { text: value, padding: [padding, 0, padding, padding] },
        ]),
      };
      doc.table(options);
      doc.x = left;
      doc.y += 8;
      return;
    }
    case 'table': {
      const caption = winAnsiText(block.caption);
      const columns = block.columns.map(winAnsiText);
      const last = columns.length - 1;
      doc.font(BOLD).fontSize(BODY_SIZE).fillColor(INK);
      // The caption stays with the header row and the first row.
      ensureSpace(doc, doc.heightOfString(caption, { width }) + 4 * 16);
      tagged(doc, root, 'P', () => doc.text(caption, left, doc.y, { width }));
      doc.y += 4;
      doc.font(REGULAR).fontSize(10);
      const header: TaggedCell[] = columns.map((text) => ({
        text,
        type: 'TH',
        scope: 'Column',
        font: { src: BOLD },
        border: [0, 0, 0.75, 0],
        borderColor: MUTED,
      }));
      const body = block.rows.map((row, index): TaggedCell[] =>
        columns.map((_, column) => ({
          text: winAnsiText(row[column] ?? ''),
          border: index < block.rows.length - 1 ? [0, 0, 0.5, 0] : 0,
          borderColor: RULE,
        })),
      );
      const options: TaggedTable = {
        structParent: root,
        position: { x: left, y: doc.y },
        maxWidth: width,
        columnStyles: (column) => ({
          width: '*',
          align: { x: column === last && last > 0 ? 'right' : 'left', y: 'top' },
        }),
        defaultStyle: { border: 0, padding: 4 },
        data: [header, ...body],
      };
      doc.table(options);
      doc.x = left;
      doc.y += 10;
      return;
    }
  }
}

/** The footer text, shortening the title until it fits on one line of `width`. */
function footerText(doc: Pdf, document: LegalDocument, hash: string, page: string, width: number): string {
  const rest = ` · version ${winAnsiText(document.version)} · SHA-256 ${hash.slice(0, 16)}… · ${page}`;
  let title = winAnsiText(document.title);
  let text = title + rest;
  while (title.length > 1 && doc.widthOfString(text) > width) {
    title = title.slice(0, -1);
    text = `${title.trimEnd()}…${rest}`;
  }
  return text;
}

/** The document as a Letter-size PDF, with the filing line, a footer on every page, and metadata. */
export async function renderDocumentPdf(document: LegalDocument, filing: PdfFiling): Promise<Buffer> {
  const signed = filing.signedAt ? utcMoment(filing.signedAt) : null;
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    font: REGULAR,
    info: {
      Title: document.title,
      Author: 'Relief Loans',
      Creator: 'Relief Loans',
      Subject: `${document.documentId} version ${document.version}, SHA-256 ${filing.textHash}`,
      // Without a signature time pdfkit dates the file now.
      ...(signed ? { CreationDate: signed, ModDate: signed } : {}),
    },
  });
  const chunks: Uint8Array[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const root = doc.struct('Document');
  doc.addStructure(root);

  doc.fillColor(INK).font(BOLD).fontSize(22);
  tagged(doc, root, 'H1', () => doc.text(winAnsiText(document.title), left, doc.y, { width }));
  doc.y += 2;
  doc.font(REGULAR).fontSize(12);
  tagged(doc, root, 'P', () => doc.text(winAnsiText(`Version ${document.version}`), left, doc.y, { width }));
  doc.y += 2;
  doc.fontSize(9).fillColor(MUTED);
  tagged(doc, root, 'P', () =>
    doc.text(winAnsiText(filingLine(filing, signed)), left, doc.y, { width, lineGap: 1 }),
  );
  doc.y += 8;
  rule(doc, doc.y, RULE);
  doc.y += 12;
  doc.fillColor(INK);

  for (const block of document.blocks) renderBlock(doc, root, block, left, width);
  root.end();

  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const page = doc.page;
    const bottom = page.margins.bottom;
    // Writing into the bottom margin would otherwise start a new page.
    page.margins.bottom = 0;
    doc.font(REGULAR).fontSize(8).fillColor(MUTED);
    const text = footerText(doc, document, filing.textHash, `Page ${index + 1} of ${count}`, width);
    doc.markContent('Artifact', { type: 'Pagination' });
    doc.text(text, left, page.height - MARGIN / 2 - 8, { lineBreak: false });
    doc.endMarkedContent();
    page.margins.bottom = bottom;
  }

  doc.end();
  return finished;
}
