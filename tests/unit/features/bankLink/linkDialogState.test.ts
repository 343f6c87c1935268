import { describe, expect, test } from 'vitest';
import copy from '../../../../schemas/copy/en-US.json';
import {
  bankRefusalMessage,
  credentialErrors,
  initialLinkDialogState,
  linkDialogReducer,
  type LinkDialogState,
} from '../../../../src/features/bankLink/linkDialogState';

const dialogCopy = copy.pages.gettingAssets.dialog;
const maple = { institutionId: 'ins_maple_street', name: 'Maple Street Bank' };
const good = { username: 'user_good', password: 'pass_good' };

const signingIn = (
  overrides: Partial<Extract<LinkDialogState, { step: 'signIn' }>> = {},
): LinkDialogState => ({
  step: 'signIn',
  institution: maple,
  submitting: false,
  fieldErrors: {},
  error: null,
  ...overrides,
});

describe('The linking dialog', () => {
  test('Applicant starts by choosing a bank, then signs in to the one chosen', () => {
    expect(initialLinkDialogState).toEqual({ step: 'chooseBank' });
    expect(linkDialogReducer(initialLinkDialogState, { type: 'choose', institution: maple })).toEqual(
      signingIn(),
    );
  });

  test('Applicant who leaves a field empty is told which, and nothing goes to the bank', () => {
    const next = linkDialogReducer(signingIn(), {
      type: 'submit',
      credentials: { username: ' ', password: '' },
    });
    expect(next).toEqual(
      signingIn({
        fieldErrors: { username: dialogCopy.usernameRequired, password: dialogCopy.passwordRequired },
      }),
    );
    expect(credentialErrors({ username: 'user_good', password: '' })).toEqual({
      password: dialogCopy.passwordRequired,
    });
  });

  test('Applicant with both fields filled is signing in until the bank answers', () => {
    const sent = linkDialogReducer(signingIn({ fieldErrors: { password: 'x' } }), {
      type: 'submit',
      credentials: good,
    });
    expect(sent).toEqual(signingIn({ submitting: true }));
    // A second press while the first is on its way does nothing.
    expect(linkDialogReducer(sent, { type: 'submit', credentials: good })).toBe(sent);
    expect(linkDialogReducer(sent, { type: 'back' })).toBe(sent);
  });

  test('Applicant whose bank refuses sees why and can try again', () => {
    const refused = linkDialogReducer(signingIn({ submitting: true }), { type: 'refused', message: 'Nope' });
    expect(refused).toEqual(signingIn({ error: 'Nope' }));
    expect(linkDialogReducer(refused, { type: 'submit', credentials: good })).toEqual(
      signingIn({ submitting: true }),
    );
  });

  test('Applicant can go back and choose another bank', () => {
    expect(linkDialogReducer(signingIn(), { type: 'back' })).toEqual(initialLinkDialogState);
  });

  test('Applicant whose sign-in worked has their bank linked', () => {
    expect(linkDialogReducer(signingIn({ submitting: true }), { type: 'linked' })).toEqual({
      step: 'linked',
      institution: maple,
    });
    // Events that do not belong to a step leave it as it is.
    expect(linkDialogReducer(initialLinkDialogState, { type: 'linked' })).toBe(initialLinkDialogState);
    expect(linkDialogReducer(initialLinkDialogState, { type: 'refused', message: 'x' })).toBe(
      initialLinkDialogState,
    );
  });

  test('The bank’s refusals have their own words; any other error is not one', () => {
    expect(bankRefusalMessage('BANK_LINK_INVALID_CREDENTIALS')).toBe(
      'The username or password is incorrect. Check them and try again.',
    );
    expect(bankRefusalMessage('BANK_LINK_TOKEN_EXPIRED')).toBe(dialogCopy.BANK_LINK_TOKEN_EXPIRED);
    expect(bankRefusalMessage('STEP_LOCKED')).toBeNull();
    expect(bankRefusalMessage(null)).toBeNull();
  });
});
