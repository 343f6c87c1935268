/**
 * The loan agreement of one accepted offer, generated from the template product
 * staff edit (schemas/legal/documents/loan-agreement.json): its {placeholders} filled from the offer,
 * the borrower and the product's fees, its empty Truth in Lending facts and payment schedule table
 * filled with the disclosure's own figures. The same offer, borrower and day give the same words, so
 * the agreement shown on offer review is the one signed and filed. Also the Truth in Lending
 * disclosure as a document of its own, filed beside it. Pure.
 */
import copy from '../../schemas/copy/en-US.json';
import product from '../../schemas/product.json';
import { formatApr } from '../pricing/appendixJApr';
import type { LoanOffer } from '../pricing/loanOffer';
import type { ScheduledPayment } from '../pricing/paymentSchedule';
import { formatDate, formatPercent, formatUsd } from '../rules/displayFormats';
import { fillTemplate } from '../rules/fillTemplate';
import type { DocumentBlock, LegalDocument } from './legalDocument';
import { loanAgreementTemplateDocument } from './legalDocuments';
import { lateChargeText, paymentRuns, whenDue, type LateFee } from './truthInLending';

export interface AgreementParties {
  applicationUuid: string;
  /** The legal name given on identity. */
  borrowerName: string;
  /** One line: street, city, state and ZIP. */
  borrowerAddress: string;
  lenderName: string;
  /** The day it is signed (offer review shows it as today's). */
  agreementDate: string;
}

export interface AgreementTerms {
  offer: LoanOffer;
  schedule: readonly ScheduledPayment[];
  lateFee: LateFee;
}

const tila = copy.truthInLending;

/** The disclosure's figures in the federal box's words (Regulation Z §1026.18), as label and value. */
export function truthInLendingRows({ offer, schedule, lateFee }: AgreementTerms, lenderName: string) {
  const rows: [string, string][] = [
    [tila.lender, lenderName],
    [
      `${tila.annualPercentageRate} (${tila.annualPercentageRateMeans.toLowerCase()})`,
      formatApr(offer.annualPercentageRate),
    ],
    [
      `${tila.financeCharge} (${tila.financeChargeMeans.toLowerCase()})`,
      formatUsd(offer.financeChargeAmount),
    ],
    [`${tila.amountFinanced} (${tila.amountFinancedMeans.toLowerCase()})`, formatUsd(offer.toYouAmount)],
    [
      `${tila.totalOfPayments} (${tila.totalOfPaymentsMeans.toLowerCase()})`,
      formatUsd(offer.totalToRepayAmount),
    ],
    ...paymentRuns(schedule).map((run): [string, string] => [
      `${tila.scheduleCount}: ${run.count}`,
      `${formatUsd(run.amount)}, ${whenDue(run)}`,
    ]),
    [tila.lateChargeTitle, lateChargeText(lateFee)],
    [tila.prepaymentTitle, tila.prepayment],
    [tila.loanAmount, formatUsd(offer.loanAmount)],
    [tila.originationFee, formatUsd(offer.originationFeeAmount)],
    [tila.amountToYou, formatUsd(offer.toYouAmount)],
  ];
  return rows;
}

function scheduleTable(schedule: readonly ScheduledPayment[]): Extract<DocumentBlock, { kind: 'table' }> {
  return {
    kind: 'table',
    caption: tila.allPaymentsCaption,
    columns: [tila.paymentNumber, tila.paymentDueDate, tila.paymentAmount],
    rows: schedule.map((payment) => [
      String(payment.paymentNumber),
      formatDate(payment.dueDate),
      formatUsd(payment.amount),
    ]),
  };
}

function placeholderValues(parties: AgreementParties, terms: AgreementTerms): Record<string, string> {
  const { offer, schedule, lateFee } = terms;
  const first = schedule[0];
  return {
    lenderName: parties.lenderName,
    borrowerName: parties.borrowerName,
    borrowerAddress: parties.borrowerAddress,
    agreementDate: formatDate(parties.agreementDate),
    applicationUuid: parties.applicationUuid,
    loanAmount: formatUsd(offer.loanAmount),
    originationFee: formatUsd(offer.originationFeeAmount),
    amountFinanced: formatUsd(offer.toYouAmount),
    financeCharge: formatUsd(offer.financeChargeAmount),
    totalOfPayments: formatUsd(offer.totalToRepayAmount),
    apr: formatApr(offer.annualPercentageRate),
    interestRate: formatPercent(offer.interestRate),
    termMonths: String(offer.loanTermInMonths),
    monthlyPayment: formatUsd(offer.monthlyPaymentAmount),
    firstPaymentDate: first ? formatDate(first.dueDate) : '',
    // The late charge in the Truth in Lending box's own words, from the product's figures.
    lateCharge: lateChargeText(lateFee),
    checkReturnFee: formatUsd(product.configuration.checkReturnFeeAmount),
    supportEmail: product.supportEmail,
  };
}

const fillBlock = (block: DocumentBlock, values: Record<string, string>): DocumentBlock => {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return { ...block, text: fillTemplate(block.text, values) };
    case 'list':
      return { ...block, items: block.items.map((item) => fillTemplate(item, values)) };
    default:
      return block;
  }
};

/** The agreement for this offer and borrower, every placeholder and both data blocks filled. */
export function loanAgreement(
  parties: AgreementParties,
  terms: AgreementTerms,
  template: LegalDocument = loanAgreementTemplateDocument,
): LegalDocument {
  const values = placeholderValues(parties, terms);
  const blocks = template.blocks.map((block): DocumentBlock => {
    if (block.kind === 'facts' && block.rows.length === 0)
      return { kind: 'facts', rows: truthInLendingRows(terms, parties.lenderName) };
    if (block.kind === 'table' && block.rows.length === 0) return scheduleTable(terms.schedule);
    return fillBlock(block, values);
  });
  return { documentId: template.documentId, title: template.title, version: template.version, blocks };
}

/** The Truth in Lending disclosure as filed after signing: the same figures as the agreement's box. */
export function truthInLendingDocument(parties: AgreementParties, terms: AgreementTerms): LegalDocument {
  return {
    documentId: 'TRUTH_IN_LENDING_DISCLOSURE',
    title: tila.title,
    version: loanAgreementTemplateDocument.version,
    blocks: [
      {
        kind: 'paragraph',
        text: `${parties.borrowerName} · ${formatDate(parties.agreementDate)} · ${parties.lenderName}`,
      },
      { kind: 'facts', rows: truthInLendingRows(terms, parties.lenderName) },
      scheduleTable(terms.schedule),
    ],
  };
}

/** Placeholders left in a document: none in one ready to sign (tests hold the template to this). */
export function unfilledPlaceholders(document: LegalDocument): string[] {
  const text = JSON.stringify(document.blocks);
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))];
}
