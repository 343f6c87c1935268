/**
 * Opening the cash line offered with a decline (operations.json openCashLine; decision 0071). The
 * loan application stays DECLINED: the line is its own product, opened from the offer's page while
 * the offer holds, once per application, with its terms recorded (version and hash) as agreed and
 * filed under Legal documents and notices.
 */
import { inContextTransaction } from '../appContext';
import { declineOf } from '../domain/outcomes/adverseAction';
import {
  cashLineOfferOf,
  cashLineResult,
  cashLineTerms,
  cashLineTermsText,
  isCashLineOfferOpen,
  termsHash,
} from '../domain/outcomes/cashLine';
import { requireIssuingBank } from '../domain/pricing/issuingBank';
import { ApiError, flowStepInvalid } from '../http/apiError';
import type { HandlerMap } from '../http/operationHandler';
import { applicationUuidParam, loadOwnedApplication } from '../http/ownedApplication';
import { formatDate } from '../../core/rules/displayFormats';
import { lockApplication } from '../store/applications';
import { findCashLine, openCashLine } from '../store/cashLines';
import { fileDocuments } from '../store/filedDocuments';
import { documentHash } from '../documents/documentHash';
import type { LegalDocument } from '../../core/documents/legalDocument';
import { recordConsent } from '../store/legalConsents';

export const cashLineStep = 'DISQUALIFIED_WITH_PLOC_OFFER';

export const cashLineHandlers: HandlerMap = {
  openCashLine: ({ request, ctx }) =>
    inContextTransaction(ctx, async (tx) => {
      // One opening at a time per application: a double tap opens one line.
      await lockApplication(tx.db, applicationUuidParam(request));
      const application = await loadOwnedApplication(request, tx);
      const opened = await findCashLine(tx.db, application.uuid);
      if (opened) return cashLineResult(opened);
      if (application.flow.currentFlowStep !== cashLineStep)
        throw flowStepInvalid(
          'There is no cash line offer on this application',
          application.flow.currentFlowStep,
        );
      const decline = await declineOf(tx, application);
      const offer = cashLineOfferOf(decline.decisionDate);
      if (!isCashLineOfferOpen(offer, tx.now().toISOString().slice(0, 10)))
        throw new ApiError({
          statusCode: 422,
          exceptionType: 'CashLineOfferExpired',
          message: `This cash line offer ended on ${formatDate(offer.rateExpirationDate)}. You can apply again for a loan instead.`,
          userErrorCode: 'CASH_LINE_OFFER_EXPIRED',
        });
      const issuingBank = requireIssuingBank(tx);
      const words = cashLineTermsText(offer, issuingBank.name);
      // Agreed to only as read: the click names the version and hash of the words its page showed.
      const { termsVersion, termsTextHash } = request.body;
      if (termsVersion !== cashLineTerms.version || termsTextHash !== termsHash(words))
        throw new ApiError({
          statusCode: 409,
          exceptionType: 'CashLineTermsChanged',
          message:
            'The cash line terms have changed since you opened this page. Read them again before you agree.',
          userErrorCode: 'CASH_LINE_TERMS_CHANGED',
        });
      await recordConsent(
        tx.db,
        application.uuid,
        { titleName: cashLineTerms.titleName, version: cashLineTerms.version, text: words },
        'AGREED',
        tx.now(),
      );
      const line = await openCashLine(tx.db, {
        applicationUuid: application.uuid,
        lineLimitAmount: offer.lineLimitAmount,
        subscriptionAmount: offer.subscriptionAmount,
        issuingBankName: issuingBank.name,
        termsVersion: cashLineTerms.version,
        termsText: words,
        termsTextHash: termsHash(words),
        openedAt: tx.now().toISOString(),
      });
      // Filed with the application's documents, as a signed loan's consents are (docs/legal-documents.md).
      const termsDocument: LegalDocument = {
        documentId: cashLineTerms.titleName,
        title: cashLineTerms.title,
        version: cashLineTerms.version,
        blocks: [{ kind: 'paragraph', text: words }],
      };
      await fileDocuments(
        tx.db,
        application.uuid,
        [{ document: termsDocument, textHash: documentHash(termsDocument), signedAt: line.openedAt }],
        tx.now(),
      );
      return cashLineResult(line);
    }),
};
