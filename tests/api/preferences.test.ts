/**
 * Withdrawing the consent to texts (LOAN_NOTIFICATIONS_CONSENT; TCPA: at any time, by any reasonable
 * means) on the Preferences page: the person's applications with texts on, each with a button that
 * records REVOKED and turns the contact details' box off, posted only by this session's own page.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import product from '../../schemas/product.json';
import { putPersonalInfo, type Applicant } from './support/identityJourney';
import { applicantWithApplication, startApp, validAddress, type TestApp } from './support/testApp';

let harness: TestApp;
beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

const form = 'application/x-www-form-urlencoded';

/** An applicant who ticked "Text me updates" on the address and phone step. */
async function applicantWithTexts(person?: { firstName: string; lastName: string }): Promise<Applicant> {
  const applicant = await applicantWithApplication(harness, person);
  const saved = await putPersonalInfo(applicant, {
    address: validAddress,
    phone: '2025550143',
    textMessageConsent: true,
  });
  expect(saved.statusCode).toBe(200);
  return applicant;
}

const preferences = (applicant: Applicant, url = '/preferences') =>
  harness.app.inject({ url, headers: { cookie: applicant.cookie } });

const formToken = (html: string) => /name="form_token" value="([^"]+)"/.exec(html)?.[1] ?? '';

const stopTexts = (
  applicant: Applicant,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  harness.app.inject({
    method: 'POST',
    url: '/preferences/stop-texts',
    headers: { cookie: applicant.cookie, 'content-type': form, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

const textStatuses = async (applicant: Applicant) =>
  (
    await harness.app.db
      .selectFrom('legal_consents')
      .select('status')
      .where('application_uuid', '=', applicant.applicationUuid)
      .where('title_name', '=', 'LOAN_NOTIFICATIONS_CONSENT')
      .orderBy('id')
      .execute()
  ).map((row) => row.status);

const textsOn = async (applicant: Applicant) =>
  (await applicant.call('getPersonalInfo', { params: { applicationUuid: applicant.applicationUuid } })).result
    .textMessageConsent;

describe('stopping texts on the Preferences page', () => {
  it('Person who gets texts about a loan stops them with one button and is told they are stopped', async () => {
    const applicant = await applicantWithTexts();
    const page = await preferences(applicant);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post" action="/preferences/stop-texts">');
    expect(page.body).toContain(`name="application_uuid" value="${applicant.applicationUuid}"`);
    expect(page.body).toContain('Stop texts about this loan');
    // Paper copies and electronic delivery go through support, who can send paper.
    expect(page.body).toContain(`href="mailto:${product.supportEmail}"`);

    const stopped = await stopTexts(applicant, {
      form_token: formToken(page.body),
      application_uuid: applicant.applicationUuid,
    });
    expect(stopped.statusCode).toBe(303);
    expect(stopped.headers.location).toBe(`/preferences?texts_stopped=${applicant.applicationUuid}`);
    expect(await textStatuses(applicant)).toEqual(['REVOKED']);
    expect(await textsOn(applicant)).toBe(false);
    const latest = await applicant.call('getLegalConsentLatestStatus', {
      params: { applicationUuid: applicant.applicationUuid, titleName: 'LOAN_NOTIFICATIONS_CONSENT' },
    });
    expect(latest.result).toMatchObject({ status: 'REVOKED', updatedAt: expect.any(String) });

    const after = await preferences(applicant, String(stopped.headers.location));
    expect(after.statusCode).toBe(200);
    // Focused on arrival, so the page the person lands on says what happened.
    expect(after.body).toContain(
      '<p class="notice" role="status" tabindex="-1" autofocus>We’ve stopped texts about your $1,000.00 loan, started',
    );
    expect(after.body).not.toContain('Stop texts about this loan');
    expect(after.body).toContain('We don’t text you about any of your applications.');

    // Posted again (Back, a resubmit): still stopped, and the withdrawal keeps its first date.
    const again = await stopTexts(applicant, {
      form_token: formToken(page.body),
      application_uuid: applicant.applicationUuid,
    });
    expect(again.statusCode).toBe(303);
    expect(await textStatuses(applicant)).toEqual(['REVOKED']);
  });

  it('Another site cannot stop texts: a post from elsewhere or without the page’s token changes nothing', async () => {
    const applicant = await applicantWithTexts();
    const token = formToken((await preferences(applicant)).body);
    const crossSite = await stopTexts(
      applicant,
      { form_token: token, application_uuid: applicant.applicationUuid },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.body).toContain('That request didn’t come from this page, so nothing changed.');
    const noToken = await stopTexts(applicant, { application_uuid: applicant.applicationUuid });
    expect(noToken.statusCode).toBe(403);
    // The page posts a form; JSON, even with the token, did not come from it.
    const json = await harness.app.inject({
      method: 'POST',
      url: '/preferences/stop-texts',
      headers: { cookie: applicant.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ form_token: token, application_uuid: applicant.applicationUuid }),
    });
    expect(json.statusCode).toBe(403);
    expect(await textStatuses(applicant)).toEqual([]);
    expect(await textsOn(applicant)).toBe(true);
  });

  it('Person cannot stop texts on someone else’s application, which is not found, as an unknown one', async () => {
    const owner = await applicantWithTexts();
    const other = await applicantWithTexts({ firstName: 'Dana', lastName: 'Okafor' });
    const otherPage = await preferences(other);
    expect(otherPage.body).not.toContain(owner.applicationUuid);
    for (const uuid of [owner.applicationUuid, '9b2f7a7e-4f0e-4b4a-9f33-3c2d7e0b1a55']) {
      const response = await stopTexts(other, {
        form_token: formToken(otherPage.body),
        application_uuid: uuid,
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(
        'We couldn’t find that application in your account, so nothing changed.',
      );
    }
    expect(await textStatuses(owner)).toEqual([]);
    expect(await textsOn(owner)).toBe(true);
  });

  it('Visitor who is not signed in is sent to sign in and nothing changes', async () => {
    const applicant = await applicantWithTexts();
    const response = await harness.app.inject({
      method: 'POST',
      url: '/preferences/stop-texts',
      headers: { 'content-type': form },
      payload: new URLSearchParams({ application_uuid: applicant.applicationUuid }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?after_sign_in_path=%2Fpreferences');
    expect(await textsOn(applicant)).toBe(true);
  });
});
