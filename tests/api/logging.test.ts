import { afterEach, describe, expect, it } from 'vitest';
import { scriptedPassword } from '../../scripts/journey/providerSignIn';
import { applicantWithApplication, startApp, validAddress, type TestApp } from './support/testApp';

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe('logs', () => {
  it('The log never holds tokens, cookies, CSRF tokens, sign-in secrets, passwords or what applicants typed', async () => {
    const lines: string[] = [];
    harness = await startApp({ logger: true, logStream: { write: (line) => lines.push(line) } });
    const applicant = await applicantWithApplication(harness.app);
    await applicant.call('putPersonalInfo', {
      params: { applicationUuid: applicant.applicationUuid },
      body: { address: validAddress, phone: '2025550143' },
    });
    await harness.app.inject({
      method: 'POST',
      url: `/flow/${applicant.applicationUuid}/go-back`,
      headers: {
        authorization: `Bearer ${applicant.token}`,
        'x-csrf-token': applicant.csrf,
        'content-type': 'application/json',
      },
      payload: '{"ssn": "123-45-6789"',
    });
    const log = lines.join('\n');
    expect(log).toContain('request completed');
    // Sign-in went through the provider: its URLs are logged without their one-time codes and state.
    expect(log).toContain('/auth/callback?[redacted]');
    expect(log).not.toMatch(/[?&](code|state|nonce|code_challenge)=/);
    expect(log).not.toContain(scriptedPassword);
    for (const secret of [
      applicant.token,
      applicant.csrf,
      applicant.cookie.split('=')[1]!,
      '123-45-6789',
      '2025550143',
      '123 Main St',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
