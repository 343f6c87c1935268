import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { LegalDocument } from '../../../core/documents/legalDocument';
import { renderDocumentPdf, winAnsiText } from '../../../server/documents/documentPdf';

const sentence =
  'The lender may report information about your account to credit bureaus, and late payments, missed payments or other defaults on your account may be reflected in your credit report. ';

const agreement: LegalDocument = {
  documentId: 'LOAN_AGREEMENT',
  title: 'Loan Agreement',
  version: '2026-11-01',
  blocks: [
    { kind: 'heading', text: 'Truth in Lending disclosures' },
    {
      kind: 'facts',
      rows: [
        ['Annual percentage rate, the cost of your credit as a yearly rate', '24.99%'],
        ['Finance charge', '$1,234.56'],
        ['Amount financed', '$5,000.00'],
        ['Total of payments', '$6,234.56'],
      ],
    },
    { kind: 'paragraph', text: 'The borrower’s “promise to pay” — read it before you sign.' },
    { kind: 'list', items: ['You may prepay at any time.', 'There is no prepayment penalty.'] },
    {
      kind: 'table',
      caption: 'Payment schedule',
      columns: ['Number of payments', 'When payments are due', 'Amount'],
      rows: Array.from({ length: 36 }, (_, month) => [
        '1',
        `Month ${month + 1}`,
        `$${(173.18 + month).toFixed(2)}`,
      ]),
    },
    { kind: 'heading', text: 'Credit reporting' },
    ...Array.from({ length: 6 }, () => ({ kind: 'paragraph' as const, text: sentence.repeat(5) })),
  ],
};

const filing = {
  filedFor: 'Ana Lopez',
  signedAt: '2026-11-28T15:04:05Z',
  textHash: 'a3f1c2d4e5b6978812345678abcdef0123456789abcdef0123456789abcdef01',
};

const latin1 = (pdf: Buffer) => pdf.toString('latin1');

/** WinAnsi's 0x80–0x9F (Node's TextDecoder reads windows-1252 there as Latin-1's control codes). */
const winAnsiHigh = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const fromWinAnsi = (bytes: Buffer) =>
  [...bytes].map((byte) => winAnsiHigh[byte - 0x80] ?? String.fromCharCode(byte)).join('');

/** The text each content stream shows, decoded from the standard fonts' WinAnsi codes. */
function shownText(pdf: Buffer): string {
  const shown: string[] = [];
  for (const match of latin1(pdf).matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = latin1(pdf).indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a compressed content stream (the XMP metadata)
    }
    for (const array of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...(array[1] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((part) => part[1]).join('');
      shown.push(fromWinAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return shown.join('\n');
}

/** The document information dictionary (the trailer's /Info), each entry's value as written. */
function documentInfo(pdf: Buffer): Record<string, string> {
  const text = latin1(pdf);
  const object = (id: string | undefined) =>
    new RegExp(`\\n${id} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(text)?.[1] ?? '';
  const info = object(/\/Info (\d+) 0 R/.exec(text.slice(text.lastIndexOf('trailer')))?.[1]);
  return Object.fromEntries([...info.matchAll(/\/(\w+) (\d+) 0 R/g)].map(([, key, id]) => [key, object(id)]));
}

describe('renderDocumentPdf', () => {
  it('writes a whole PDF of several pages, with every kind of block', async () => {
    const pdf = await renderDocumentPdf(agreement, filing);
    const text = latin1(pdf);

    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const pages = text.match(/\/Type \/Page(?!s)\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(new RegExp(`/Count ${pages.length}\\b`));

    const shown = shownText(pdf);
    for (const words of [
      'Truth in Lending disclosures',
      'Finance charge',
      '$1,234.56',
      'Payment schedule',
      'When payments are due',
      'Month 36',
      '•',
      'You may prepay at any time.',
      'Filed for Ana Lopez · Signed electronically Nov 28, 2026, 15:04:05 UTC',
    ]) {
      expect(shown).toContain(words);
    }
    for (let page = 1; page <= pages.length; page++) {
      expect(shown).toContain(
        `Loan Agreement · version 2026-11-01 · SHA-256 a3f1c2d4e5b69788… · Page ${page} of ${pages.length}`,
      );
    }
  });

  it('sets the metadata, dated by the signature, so the same filing gives the same bytes', async () => {
    const pdf = await renderDocumentPdf(agreement, filing);
    const text = latin1(pdf);

    expect(documentInfo(pdf)).toMatchObject({
      Title: '(Loan Agreement)',
      Author: '(Relief Loans)',
      Subject: `(LOAN_AGREEMENT version 2026-11-01, SHA-256 ${filing.textHash})`,
      CreationDate: '(D:20261128150405Z)',
      ModDate: '(D:20261128150405Z)',
    });
    expect(text).toContain('/Lang (en-US)');
    expect(text).toContain('/DisplayDocTitle true');
    expect(text).toContain('/StructTreeRoot');
    expect((await renderDocumentPdf(agreement, filing)).equals(pdf)).toBe(true);
    const later = await renderDocumentPdf(agreement, { ...filing, signedAt: '2026-11-29T09:00:00Z' });
    expect(later.equals(pdf)).toBe(false);
  });

  it('shows typographic punctuation as WinAnsi has it', async () => {
    const pdf = await renderDocumentPdf(agreement, filing);
    expect(shownText(pdf)).toContain('The borrower’s “promise to pay” — read it before you sign.');
  });

  it('maps characters the standard fonts lack to plain equivalents', async () => {
    expect(winAnsiText('’ “ ” — – • … € ™ é ñ §')).toBe('’ “ ” — – • … € ™ é ñ §');
    expect(winAnsiText('3 → 4, x ≥ 1, −5, a\u202fb, ā, ﬁle, 日\u0007')).toBe(
      '3 -> 4, x >= 1, -5, a\u00a0b, a, file, ?',
    );

    const symbols: LegalDocument = {
      ...agreement,
      title: 'Symbols → test',
      blocks: [{ kind: 'paragraph', text: 'Step 1 → step 2 ≤ 3' }],
    };
    const pdf = await renderDocumentPdf(symbols, { ...filing, signedAt: null });
    const shown = shownText(pdf);
    expect(shown).toContain('Step 1 -> step 2 <= 3');
    expect(shown).toContain('Filed for Ana Lopez');
    expect(shown).not.toContain('Signed electronically');
  });
});
