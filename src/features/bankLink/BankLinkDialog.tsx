/**
 * The in-app linking dialog (docs/bank-link.md): choose a bank from the sandbox list, sign in to it, done.
 * It runs in the generic modal (widgets/Modal.tsx: focus moves in and back, Escape and the close
 * button exit, Tab stays inside). The sign-in itself is the screen's `onSignIn`, which answers the
 * message to show when the bank refused, or null once the bank is linked; the one-time public
 * token never reaches this component.
 */
import { useEffect, useId, useReducer, useRef, useState, type FormEvent, type Ref } from 'react';
import { Box, Input, Text, chakra } from '@chakra-ui/react';
import copy from '../../../schemas/copy/en-US.json';
import Modal from '../../../widgets/Modal';
import { fillTemplate } from '../../../widgets/copy';
import { PrimaryButton, SecondaryButton } from '../../../widgets/ActionButtons';
import {
  hasCredentialErrors,
  credentialErrors,
  initialLinkDialogState,
  linkDialogReducer,
  type BankCredentials,
  type BankInstitution,
} from './linkDialogState';

const dialogCopy = copy.pages.gettingAssets.dialog;

export type BankLinkDialogProps = {
  institutions: readonly BankInstitution[];
  onSignIn: (institution: BankInstitution, credentials: BankCredentials) => Promise<string | null>;
  /** Exit at any step: the screen closes the dialog, nothing linked. Keep it stable (useCallback). */
  onExit: () => void;
};

function CredentialField({
  id,
  label,
  error,
  inputRef,
  ...input
}: {
  id: string;
  label: string;
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  type: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <Box mb="4">
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1.5" color="gray.900">
        {label}
      </chakra.label>
      <Input
        id={id}
        ref={inputRef}
        size="lg"
        minH="11"
        type={input.type}
        autoComplete={input.autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        value={input.value}
        onChange={(event) => input.onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      />
      <Box id={errorId}>
        {error ? (
          <Text role="alert" color="red.700" fontSize="sm" mt="1.5" fontWeight="medium">
            <chakra.span srOnly>{copy.common.error}: </chakra.span>
            {error}
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}

export default function BankLinkDialog({ institutions, onSignIn, onExit }: BankLinkDialogProps) {
  const [state, dispatch] = useReducer(linkDialogReducer, initialLinkDialogState);
  const [credentials, setCredentials] = useState<BankCredentials>({ username: '', password: '' });
  const ids = useId();
  const firstBank = useRef<HTMLButtonElement>(null);
  const username = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);

  // Each step starts where the applicant acts next: the first bank, then the username.
  useEffect(() => {
    if (state.step === 'chooseBank') firstBank.current?.focus();
    if (state.step === 'signIn') username.current?.focus();
  }, [state.step]);

  const signIn = state.step === 'signIn' ? state : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!signIn || signIn.submitting) return;
    dispatch({ type: 'submit', credentials });
    const missing = credentialErrors(credentials);
    if (hasCredentialErrors(missing)) {
      (missing.username ? username : password).current?.focus();
      return;
    }
    const refusal = await onSignIn(signIn.institution, credentials);
    if (refusal === null) {
      dispatch({ type: 'linked' });
      return;
    }
    dispatch({ type: 'refused', message: refusal });
    setCredentials((typed) => ({ ...typed, password: '' }));
    password.current?.focus();
  };

  const title = signIn
    ? fillTemplate(dialogCopy.signInTitle, { institution: signIn.institution.name })
    : dialogCopy.title;
  return (
    <Modal
      open
      title={title}
      onClose={onExit}
      closeOnOutsidePress={false}
      secondary={{ label: dialogCopy.exit, onClick: onExit }}
    >
      {state.step === 'chooseBank' ? (
        <>
          <Text mb="3" color="gray.800">
            {dialogCopy.chooseBank}
          </Text>
          <chakra.ul listStyleType="none" p="0" m="0" display="grid" gap="2">
            {institutions.map((institution, index) => (
              <li key={institution.institutionId}>
                <SecondaryButton
                  ref={index === 0 ? firstBank : undefined}
                  justifyContent="flex-start"
                  onClick={() => dispatch({ type: 'choose', institution })}
                >
                  {institution.name}
                </SecondaryButton>
              </li>
            ))}
          </chakra.ul>
        </>
      ) : null}
      {signIn ? (
        <form noValidate onSubmit={(event) => void submit(event)} aria-busy={signIn.submitting || undefined}>
          <Text mb="4" color="gray.700" fontSize="md">
            {dialogCopy.privacy}
          </Text>
          {signIn.error ? (
            <Text role="alert" color="red.700" fontWeight="medium" mb="4">
              {signIn.error}
            </Text>
          ) : null}
          <CredentialField
            id={`${ids}-username`}
            label={dialogCopy.username}
            error={signIn.fieldErrors.username}
            inputRef={username}
            type="text"
            autoComplete="username"
            value={credentials.username}
            onChange={(value) => setCredentials((typed) => ({ ...typed, username: value }))}
          />
          <CredentialField
            id={`${ids}-password`}
            label={dialogCopy.password}
            error={signIn.fieldErrors.password}
            inputRef={password}
            type="password"
            autoComplete="current-password"
            value={credentials.password}
            onChange={(value) => setCredentials((typed) => ({ ...typed, password: value }))}
          />
          <Text fontSize="sm" color="gray.600" mb="4">
            {dialogCopy.sandboxHint}
          </Text>
          <PrimaryButton type="submit" loading={signIn.submitting} loadingText={dialogCopy.signingIn}>
            {dialogCopy.signIn}
          </PrimaryButton>
          <SecondaryButton mt="2" disabled={signIn.submitting} onClick={() => dispatch({ type: 'back' })}>
            {dialogCopy.back}
          </SecondaryButton>
        </form>
      ) : null}
    </Modal>
  );
}
