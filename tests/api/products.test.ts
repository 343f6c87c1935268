import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import contact from '../../schemas/contact.json';
import copy from '../../schemas/copy/en-US.json';
import product from '../../schemas/product.json';
import { contactDetails, type ContactUs } from '../../core/rules/contactUs';
import { escapeHtml } from '../../server/pages/html';
import { applicantWithApplication, checkedResponse, signIn, startApp, type TestApp } from './support/testApp';

let harness: TestApp;
beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

type Row = Record<string, unknown>;
const feesOf = (result: unknown) => (result as { fees: Row[] }).fees;

describe('products', () => {
  it('Applicant reads the one product offered, as product.json sets it, with its numeric id', async () => {
    const applicant = await signIn(harness);
    const response = await applicant.call('getProducts');
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({
      products: [
        {
          productId: 1,
          name: 'Relief Loans',
          productUuid: product.productUuid,
          productTypeName: 'SMALL_DOLLAR_LOAN',
          issuingBankUuid: product.issuingBankUuid,
          lendingPartnerSlug: product.lendingPartnerSlug,
          configuration: {
            allowedUseOfFunds: product.configuration.allowedUseOfFunds,
            checkReturnFeeAmount: product.configuration.checkReturnFeeAmount,
            colorPrimary: product.configuration.colorPrimary,
            colorPrimaryAccent: product.configuration.colorPrimaryAccent,
            lateFeeAmount: product.configuration.lateFeeAmount,
            lateFeePercentage: product.configuration.lateFeePercentage,
            maxApr: product.configuration.maxApr,
            minIncome: product.configuration.minIncome,
            minRaisingAmount: product.configuration.minRaisingAmount,
            nonQualifyingStates: product.configuration.nonQualifyingStates,
            paperStatementFeeAmount: product.configuration.paperStatementFeeAmount,
          },
        },
      ],
    });
    expect(product.productId).toBe(1);
  });

  it('Applicant reads the product’s fees: its late and returned-check fees, no prepayment penalty, no term extension', async () => {
    const applicant = await signIn(harness);
    const products = await applicant.call('getProducts');
    const productId = String((products.result.products as Row[])[0]!.productId);
    const response = await applicant.call('getProductFees', { params: { productId } });
    expect(response.statusCode).toBe(200);
    expect(response.result.productId).toBe(product.productId);
    expect(feesOf(response.result)).toEqual([
      {
        feeType: 'CHECK_RETURN',
        status: 'ACTIVE',
        amount: product.configuration.checkReturnFeeAmount,
        percentage: null,
      },
      {
        feeType: 'LATE',
        status: 'ACTIVE',
        amount: product.configuration.lateFeeAmount,
        percentage: product.configuration.lateFeePercentage,
      },
      { feeType: 'PREPAYMENT', status: 'NOT_APPLICABLE', amount: null, percentage: null },
      { feeType: 'TERM_EXTENSION', status: 'INACTIVE', amount: null, percentage: null },
    ]);
    expect(product.configuration.lateFeeAmount).toBe(15);
    expect(product.configuration.lateFeePercentage).toBe(0.05);
  });

  it('Applicant asking for the fees of a product that does not exist gets 404 ProductNotFound, never a 500', async () => {
    const applicant = await signIn(harness);
    const ids = ['2', '999999999999999999999', '0', '-1', '01', '1.0', '1e0', ' 1', 'abc', 'x'.repeat(100)];
    for (const productId of ids) {
      const response = await applicant.call('getProductFees', { params: { productId } });
      expect(response.statusCode, productId).toBe(404);
      expect(response.result.exceptionType, productId).toBe('ProductNotFound');
      expect(response.result.userErrorCode, productId).toBeNull();
      expect(response.result.message, productId).toBe('No product has this id');
    }
    const empty = checkedResponse(
      'getProductFees',
      await harness.app.inject({
        url: '/products//fees',
        headers: { authorization: `Bearer ${applicant.token}` },
      }),
    );
    expect(empty.statusCode).toBe(404);
    expect(empty.result.exceptionType).toBe('ProductNotFound');
    // Longer than Fastify's maxParamLength (100): the server-wide 400 for a bad address, still not a 500.
    const tooLong = await applicant.call('getProductFees', { params: { productId: 'x'.repeat(101) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.result.exceptionType).toBe('BadRequest');
  });
});

describe('contact-us and cross-sell status', () => {
  it('Applicant reads how to reach support: product.json’s email, contact.json’s phone, hours and help centre', async () => {
    const applicant = await applicantWithApplication(harness);
    const response = await applicant.call('getContactUs', {
      params: { applicationUuid: applicant.applicationUuid },
    });
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({
      email: product.supportEmail,
      helpCenterUrl: contact.helpCenterUrl,
      phoneNumber: contact.phoneNumber,
      timezone: 'America/New_York',
      operationsBusinessHours: {
        onboarding: contact.operationsBusinessHours.onboarding,
        servicing: contact.operationsBusinessHours.servicing,
      },
    });
    expect(response.result.email).toBe('support@relief-loans.example');
    expect(contact).not.toHaveProperty('email');
    expect(
      () => new Intl.DateTimeFormat('en-US', { timeZone: String(response.result.timezone) }),
    ).not.toThrow();
    for (const hours of Object.values(contact.operationsBusinessHours)) {
      expect(Object.keys(hours)).toEqual(['weekday', 'saturday', 'sunday']);
    }
  });

  it('The help-centre link of contact-us is a help page this server serves', async () => {
    const applicant = await applicantWithApplication(harness);
    const response = await applicant.call('getContactUs', {
      params: { applicationUuid: applicant.applicationUuid },
    });
    const helpCenterUrl = String(response.result.helpCenterUrl);
    expect(helpCenterUrl).toMatch(/^\/help\//);
    const page = await harness.app.inject({ url: helpCenterUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('Each help page shows how to reach us with the same facts contact-us answers', async () => {
    const applicant = await applicantWithApplication(harness);
    const answer = (
      await applicant.call('getContactUs', { params: { applicationUuid: applicant.applicationUuid } })
    ).result as unknown as ContactUs;
    const details = contactDetails(answer, copy.contactUs);
    for (const url of ['/help/borrower-eligibility', '/help/soft-vs-hard-credit-inquiry']) {
      const page = await harness.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      const body = page.body;
      expect(body, url).toContain(`<h2 id="contact-us">${copy.contactUs.title}</h2>`);
      expect(body, url).toContain(`<a href="mailto:${answer.email}">${answer.email}</a>`);
      expect(body, url).toContain('<a href="tel:+18885550142">(888) 555-0142</a>');
      expect(body, url).toContain(`<a href="${answer.helpCenterUrl}">`);
      expect(body, url).toContain('<h3>Hours (Eastern Time)</h3>');
      for (const team of details.hours) {
        expect(body, url).toContain(escapeHtml(team.title));
        for (const day of team.days)
          expect(body, url).toContain(`<dt>${escapeHtml(day.label)}</dt><dd>${escapeHtml(day.hours)}</dd>`);
      }
    }
  });

  it('Applicant’s application is not a cross-sell', async () => {
    const applicant = await applicantWithApplication(harness);
    const response = await applicant.call('getCrossSellStatus', {
      params: { applicationUuid: applicant.applicationUuid },
    });
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({
      sourceProductTypeName: null,
      status: 'NOT_A_CROSS_SELL',
      targetProductTypeName: null,
    });
  });

  it('Another person, an unknown application and a malformed id all get the same 404 as other application calls', async () => {
    const applicant = await applicantWithApplication(harness);
    const stranger = await signIn(harness, { firstName: 'Sam', lastName: 'Okafor' });
    const reference = await stranger.call('getApplication', {
      params: { applicationUuid: applicant.applicationUuid },
    });
    expect(reference.statusCode).toBe(404);
    expect(reference.result.exceptionType).toBe('ApplicationNotFound');
    for (const operationId of ['getContactUs', 'getCrossSellStatus']) {
      for (const applicationUuid of [
        applicant.applicationUuid,
        '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
        'not-a-uuid',
      ]) {
        const response = await stranger.call(operationId, { params: { applicationUuid } });
        const label = `${operationId} ${applicationUuid}`;
        expect(response.statusCode, label).toBe(404);
        expect(response.result.exceptionType, label).toBe('ApplicationNotFound');
        expect(response.result.message, label).toBe('Application not found');
      }
    }
  });
});

describe('authentication', () => {
  it('Someone not signed in gets 401 from every one of these calls', async () => {
    const applicant = await applicantWithApplication(harness);
    const calls: [string, Record<string, string>][] = [
      ['getProducts', {}],
      ['getProductFees', { productId: String(product.productId) }],
      ['getContactUs', { applicationUuid: applicant.applicationUuid }],
      ['getCrossSellStatus', { applicationUuid: applicant.applicationUuid }],
    ];
    for (const [operationId, params] of calls) {
      const anonymous = await applicant.call(operationId, { params, token: null });
      expect(anonymous.statusCode, operationId).toBe(401);
      expect(anonymous.result.exceptionType, operationId).toBe('Unauthorized');
      const badToken = await applicant.call(operationId, { params, token: 'not-a-real-token' });
      expect(badToken.statusCode, operationId).toBe(401);
    }
  });
});
