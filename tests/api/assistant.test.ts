/**
 * The chat assistant (supporting-areas §2, §4, §7; docs/assistant.md): its configuration
 * per page and owner, the chat script's short-lived token, the sandbox's answers from the knowledge
 * base, and the script itself, served as a file the CSP allows without loosening it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import knowledge from '../../schemas/assistant/knowledge.json';
import {
  answerQuestion,
  fillPlaceholders,
  loadKnowledgeBase,
} from '../../server/adapters/assistant/knowledgeAnswers';
import { contentSecurityPolicy } from '../../server/http/securityHeaders';
import { sandboxChatScriptPath } from '../../server/http/sandboxChatScript';
import { applicantWithApplication, startApp, type TestApp } from './support/testApp';

let harness: TestApp;
let now: Date;

afterEach(async () => {
  await harness.close();
});

async function start(aiAgentId?: string | null) {
  now = new Date('2026-03-02T15:00:00.000Z');
  harness = await startApp({ now: () => now, ...(aiAgentId === undefined ? {} : { aiAgentId }) });
}

type Applicant = Awaited<ReturnType<typeof applicantWithApplication>>;

const config = (applicant: Applicant, currentPage: string, applicationUuid = applicant.applicationUuid) =>
  applicant.call('getAiAgentConfig', {
    query: { application_uuid: applicationUuid, current_page: currentPage },
  });

const accessToken = async (applicant: Applicant) => {
  const answer = await applicant.call('getAiAgentAccessToken');
  expect(answer.statusCode).toBe(200);
  return String(answer.result.access_token);
};

const ask = (applicant: Applicant, token: string | null, message: string, chatId = 'relief-loans-sandbox') =>
  applicant.call('postAiAgentSandboxMessage', { token, body: { chatId, message } });

describe('chat configuration', () => {
  it('Applicant on the future-eligibility offer or the turndown page is offered the chat, with its greeting', async () => {
    await start();
    const applicant = await applicantWithApplication(harness);
    for (const page of ['futureEligibilityOffer', 'turndown'] as const) {
      const answer = await config(applicant, page);
      expect(answer.statusCode).toBe(200);
      expect(answer.result).toEqual({
        shouldShowAiAgentChatWindow: true,
        sierraChatId: 'relief-loans-sandbox',
        staticSierraConfig: { display: 'inline', customGreeting: knowledge.greetings[page] },
      });
    }
  });

  it('Applicant on any other page is not offered the chat', async () => {
    await start();
    const applicant = await applicantWithApplication(harness);
    for (const page of ['offers', 'income', 'notEligible', 'hasOwnProperty', 'constructor']) {
      const answer = await config(applicant, page);
      expect(answer.statusCode).toBe(200);
      expect(answer.result).toEqual({
        shouldShowAiAgentChatWindow: false,
        sierraChatId: '',
        staticSierraConfig: { display: '', customGreeting: '' },
      });
    }
  });

  it('With no assistant configured nobody is offered the chat and no token is issued', async () => {
    await start(null);
    const applicant = await applicantWithApplication(harness);
    const answer = await config(applicant, 'futureEligibilityOffer');
    expect(answer.result.shouldShowAiAgentChatWindow).toBe(false);
    expect(answer.result.sierraChatId).toBe('');
    const token = await applicant.call('getAiAgentAccessToken');
    expect(token.statusCode).toBe(404);
    expect(token.result.exceptionType).toBe('AiAgentNotConfigured');
    const asked = await ask(applicant, 'sierra-sandbox.anything', 'How much income do I need?');
    expect(asked.statusCode).toBe(404);
  });

  it('Another user’s application, or an unknown one, is not found', async () => {
    await start();
    const owner = await applicantWithApplication(harness);
    const other = await applicantWithApplication(harness, { firstName: 'Ada', lastName: 'Byron' });
    const theirs = await config(other, 'futureEligibilityOffer', owner.applicationUuid);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.result.exceptionType).toBe('ApplicationNotFound');
    const unknown = await config(owner, 'futureEligibilityOffer', '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('Someone not signed in gets 401 from the configuration and the token calls', async () => {
    await start();
    const applicant = await applicantWithApplication(harness);
    expect((await applicant.call('getAiAgentConfig', { token: null })).statusCode).toBe(401);
    const withQuery = await applicant.call('getAiAgentConfig', {
      token: null,
      query: { application_uuid: applicant.applicationUuid, current_page: 'turndown' },
    });
    expect(withQuery.statusCode).toBe(401);
    expect((await applicant.call('getAiAgentAccessToken', { token: null })).statusCode).toBe(401);
  });

  it('A malformed query is a 400 naming the field, never a 500', async () => {
    await start();
    const applicant = await applicantWithApplication(harness);
    const cases: Record<string, string>[] = [
      { application_uuid: applicant.applicationUuid },
      { current_page: 'turndown' },
      { application_uuid: 'not-a-uuid', current_page: 'turndown' },
      { application_uuid: applicant.applicationUuid, current_page: '<script>' },
      { application_uuid: applicant.applicationUuid, current_page: 'x'.repeat(65) },
      { application_uuid: applicant.applicationUuid, current_page: 'turndown', extra: '1' },
    ];
    for (const query of cases) {
      const answer = await applicant.call('getAiAgentConfig', { query });
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.result.details?.fieldErrors?.length).toBeGreaterThan(0);
    }
  });
});

describe('chat access token', () => {
  it('Signed-in applicant gets a token that lives ten minutes', async () => {
    await start();
    const applicant = await applicantWithApplication(harness);
    const answer = await applicant.call('getAiAgentAccessToken');
    expect(answer.statusCode).toBe(200);
    expect(answer.result.expires_in).toBe(600);
    expect(answer.result.expires_at).toBe('2026-03-02T15:10:00.000Z');
    expect(String(answer.result.access_token)).not.toContain(applicant.userUuid);
    expect(answer.result.access_token).not.toBe(applicant.token);
  });

  it('An expired token is refused, and a new one works', async () => {
    await start();
    const applicant = await applicantWithApplication(harness);
    const token = await accessToken(applicant);
    now = new Date(now.getTime() + 10 * 60 * 1000);
    const expired = await ask(applicant, token, 'How much income do I need?');
    expect(expired.statusCode).toBe(401);
    expect(expired.result.exceptionType).toBe('AiAgentTokenInvalid');
    expect((await ask(applicant, await accessToken(applicant), 'income')).statusCode).toBe(200);
  });

  it('Only a live token of this assistant answers: no token, the app’s own token, a tampered one, another chat id, another assistant', async () => {
    await start();
    const applicant = await applicantWithApplication(harness);
    const token = await accessToken(applicant);
    const refusals = [
      await ask(applicant, null, 'income'),
      await ask(applicant, applicant.token, 'income'),
      await ask(applicant, `${token.slice(0, -2)}xx`, 'income'),
      await ask(applicant, token, 'income', 'another-assistant'),
    ];
    await harness.restart({ aiAgentId: 'another-assistant' });
    refusals.push(await ask(applicant, token, 'income', 'another-assistant'));
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(401);
      expect(refused.result.exceptionType).toBe('AiAgentTokenInvalid');
    }
  });

  it('A token survives a restart of the server while it lives', async () => {
    await start();
    const applicant = await applicantWithApplication(harness);
    const token = await accessToken(applicant);
    await harness.restart();
    expect((await ask(applicant, token, 'When can I apply again?')).statusCode).toBe(200);
  });
});

describe('sandbox answers', () => {
  it('Applicant asking how to qualify later gets the knowledge base’s answer with its figures filled in', async () => {
    await start();
    const applicant = await applicantWithApplication(harness);
    const token = await accessToken(applicant);
    const income = await ask(applicant, token, 'How much income do I need to qualify?');
    expect(income.statusCode).toBe(200);
    expect(income.result.reply).toContain('$12,000');
    expect(income.result.sources).toEqual([
      { id: 'income', question: 'How much income do I need to qualify?' },
    ]);
    const reapply = await ask(applicant, token, 'When can I apply again?');
    expect(reapply.result.sources).toEqual([{ id: 'reapply', question: 'When can I apply again?' }]);
    expect(reapply.result.reply).toContain('30 days');
    const unrelated = await ask(applicant, token, 'What is the weather like on Mars?');
    expect(unrelated.result).toEqual({ reply: knowledge.fallback, sources: [] });
  });

  it('A malformed question is a 400, never a 500', async () => {
    await start();
    const applicant = await applicantWithApplication(harness);
    const token = await accessToken(applicant);
    const bodies: unknown[] = [
      {},
      { chatId: 'relief-loans-sandbox' },
      { chatId: 'relief-loans-sandbox', message: '' },
      { chatId: 'relief-loans-sandbox', message: '   ' },
      { chatId: 'relief-loans-sandbox', message: 'x'.repeat(501) },
      { chatId: 'relief-loans-sandbox', message: 42 },
      { chatId: '', message: 'income' },
      { chatId: 'relief-loans-sandbox', message: 'income', extra: true },
    ];
    for (const body of bodies) {
      const answer = await applicant.call('postAiAgentSandboxMessage', { token, body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    const broken = await applicant.call('postAiAgentSandboxMessage', { token, rawBody: '{"chatId":' });
    expect(broken.statusCode).toBe(400);
  });
});

describe('knowledge base (schemas/assistant/knowledge.json)', () => {
  const base = loadKnowledgeBase();

  it('Every entry answers its own question, and no placeholder is left unfilled', () => {
    expect(base.entries.length).toBeGreaterThanOrEqual(8);
    expect(base.entries.length).toBeLessThanOrEqual(12);
    expect(new Set(base.entries.map((entry) => entry.id)).size).toBe(base.entries.length);
    for (const entry of base.entries) {
      expect(answerQuestion(base, entry.question).sources[0]?.id, entry.question).toBe(entry.id);
      expect(entry.answer).not.toMatch(/\{\{|\}\}/);
    }
    expect(Object.values(base.greetings).join(' ') + base.fallback).not.toMatch(/\{\{|\}\}/);
  });

  it('Questions put in other words still find the right answer, the same one every time', () => {
    const expected: Record<string, string> = {
      'what credit score do you need': 'credit-score',
      "Why wasn't I approved?": 'adverse-action-notice',
      'where is my adverse action notice': 'adverse-action-notice',
      'Can I talk to a person on the phone?': 'contact',
      'should I link my bank account with plaid': 'bank-link',
      'Does applying again hurt my credit score?': 'credit-impact',
      'I owe a lot on credit cards, will paying debt help': 'debt',
      'how long do I have to wait to reapply': 'reapply',
      'I MOVED to another state': 'state',
      'Is my salary enough?': 'income',
    };
    for (const [question, id] of Object.entries(expected)) {
      expect(answerQuestion(base, question).sources[0]?.id, question).toBe(id);
      expect(answerQuestion(base, question)).toEqual(answerQuestion(base, question));
    }
  });

  it('An unknown placeholder in the data is refused at start-up', () => {
    expect(() => fillPlaceholders('At least {{minIncom}}', { minIncome: '$12,000' })).toThrow(/minIncom/);
  });
});

describe('the chat script', () => {
  it('Is served from the same origin as a JavaScript file under the unchanged CSP, with no inline or eval', async () => {
    await start();
    const response = await harness.app.inject({ method: 'GET', url: sandboxChatScriptPath });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy);
    const scriptSources = /script-src ([^;]+)/.exec(contentSecurityPolicy)?.[1];
    expect(scriptSources).toBe("'self'");
    expect(response.body).toContain('window.SierraSandbox');
    expect(response.body).not.toMatch(/\beval\(|new Function|innerHTML|insertAdjacentHTML|document\.write/);
  });
});
