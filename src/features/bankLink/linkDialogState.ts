/**
 * The linking dialog's steps (docs/bank-link.md): choose a bank, sign in to it, linked.
 * The applicant may exit from any step (the dialog's owner closes it). Pure: the dialog only wires
 * this reducer to the screen's sign-in call.
 */
import copy from '../../../schemas/copy/en-US.json';

export type BankInstitution = { institutionId: string; name: string };
export type BankCredentials = { username: string; password: string };
export type CredentialErrors = { username?: string; password?: string };

export type LinkDialogState =
  | { step: 'chooseBank' }
  | {
      step: 'signIn';
      institution: BankInstitution;
      submitting: boolean;
      fieldErrors: CredentialErrors;
      /** The bank's refusal (wrong credentials, an expired link), shown as an alert above the fields. */
      error: string | null;
    }
  | { step: 'linked'; institution: BankInstitution };

export type LinkDialogEvent =
  | { type: 'choose'; institution: BankInstitution }
  | { type: 'back' }
  | { type: 'submit'; credentials: BankCredentials }
  | { type: 'refused'; message: string }
  | { type: 'linked' };

export const initialLinkDialogState: LinkDialogState = { step: 'chooseBank' };

const dialogCopy = copy.pages.gettingAssets.dialog;

/** What is missing before the sign-in can go to the bank: nothing typed in a field. */
export function credentialErrors(credentials: BankCredentials): CredentialErrors {
  return {
    ...(credentials.username.trim() === '' ? { username: dialogCopy.usernameRequired } : {}),
    ...(credentials.password === '' ? { password: dialogCopy.passwordRequired } : {}),
  };
}

export const hasCredentialErrors = (errors: CredentialErrors) =>
  errors.username !== undefined || errors.password !== undefined;

export function linkDialogReducer(state: LinkDialogState, event: LinkDialogEvent): LinkDialogState {
  switch (event.type) {
    case 'choose':
      return state.step === 'chooseBank'
        ? { step: 'signIn', institution: event.institution, submitting: false, fieldErrors: {}, error: null }
        : state;
    case 'back':
      return state.step === 'signIn' && !state.submitting ? initialLinkDialogState : state;
    case 'submit': {
      if (state.step !== 'signIn' || state.submitting) return state;
      const fieldErrors = credentialErrors(event.credentials);
      return { ...state, fieldErrors, error: null, submitting: !hasCredentialErrors(fieldErrors) };
    }
    case 'refused':
      return state.step === 'signIn' ? { ...state, submitting: false, error: event.message } : state;
    case 'linked':
      return state.step === 'signIn' ? { step: 'linked', institution: state.institution } : state;
  }
}

/** The dialog's message for the bank's refusal by its userErrorCode; null when it is not one. */
export function bankRefusalMessage(userErrorCode: string | null | undefined): string | null {
  if (userErrorCode === 'BANK_LINK_INVALID_CREDENTIALS') return dialogCopy.BANK_LINK_INVALID_CREDENTIALS;
  if (userErrorCode === 'BANK_LINK_TOKEN_EXPIRED') return dialogCopy.BANK_LINK_TOKEN_EXPIRED;
  return null;
}
