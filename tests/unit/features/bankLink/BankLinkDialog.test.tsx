// @vitest-environment jsdom
/**
 * The linking dialog (src/features/bankLink/BankLinkDialog.tsx) in the app's Chakra system: choose a bank,
 * sign in, errors by the fields and as alerts, exit at any step; keyboard alone.
 */
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import copy from '../../../../schemas/copy/en-US.json';
import BankLinkDialog, { type BankLinkDialogProps } from '../../../../src/features/bankLink/BankLinkDialog';
import { getSystem } from '../../../../widgets/theme/system';

const dialogCopy = copy.pages.gettingAssets.dialog;
const institutions = [
  { institutionId: 'ins_harbor_federal', name: 'Harbor Federal Credit Union' },
  { institutionId: 'ins_maple_street', name: 'Maple Street Bank' },
];

beforeAll(() => {
  // The generic modal asks whether the screen is tablet-wide; jsdom has no media queries.
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: true,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
});

/** The dialog as the screen opens it: from a button, which gets the focus back when it closes. */
function Opener({ onSignIn }: Pick<BankLinkDialogProps, 'onSignIn'>) {
  const [open, setOpen] = useState(false);
  const [exits, setExits] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Link your bank
      </button>
      <p>Exited {exits} times</p>
      {open ? (
        <BankLinkDialog
          institutions={institutions}
          onSignIn={onSignIn}
          onExit={() => {
            setOpen(false);
            setExits((count) => count + 1);
          }}
        />
      ) : null}
    </>
  );
}

function renderDialog(onSignIn: BankLinkDialogProps['onSignIn'] = vi.fn().mockResolvedValue(null)) {
  const user = userEvent.setup();
  render(
    <ChakraProvider value={getSystem()}>
      <Opener onSignIn={onSignIn} />
    </ChakraProvider>,
  );
  return { user, onSignIn };
}

async function openAndChooseMaple(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Link your bank' }));
  await user.click(await screen.findByRole('button', { name: 'Maple Street Bank' }));
  await screen.findByRole('heading', { name: 'Sign in to Maple Street Bank' });
}

describe('Applicant linking a bank in the dialog', () => {
  test('moves into the dialog at the first bank, and signs in to the bank they choose', async () => {
    const { user, onSignIn } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Link your bank' }));
    const dialog = await screen.findByRole('dialog', { name: dialogCopy.title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Harbor Federal Credit Union' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Maple Street Bank' }));
    const username = await screen.findByLabelText(dialogCopy.username);
    await waitFor(() => expect(username).toHaveFocus());
    expect(screen.getByLabelText(dialogCopy.password)).toHaveAttribute('type', 'password');
    await user.type(username, 'user_good');
    await user.type(screen.getByLabelText(dialogCopy.password), 'pass_good{Enter}');
    expect(onSignIn).toHaveBeenCalledWith(institutions[1], { username: 'user_good', password: 'pass_good' });
  });

  test('is told next to each empty field what is missing, as an alert, and nothing is sent', async () => {
    const { user, onSignIn } = renderDialog();
    await openAndChooseMaple(user);
    await user.click(screen.getByRole('button', { name: dialogCopy.signIn }));
    const username = screen.getByLabelText(dialogCopy.username);
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(new RegExp(`^Error: ?${dialogCopy.usernameRequired}$`));
    expect(screen.getByLabelText(dialogCopy.password)).toHaveAccessibleDescription(
      new RegExp(`^Error: ?${dialogCopy.passwordRequired}$`),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(username).toHaveFocus();
    expect(onSignIn).not.toHaveBeenCalled();
  });

  test('with the wrong password sees the bank’s message and tries again with the password cleared', async () => {
    const onSignIn = vi
      .fn()
      .mockResolvedValueOnce(dialogCopy.BANK_LINK_INVALID_CREDENTIALS)
      .mockResolvedValue(null);
    const { user } = renderDialog(onSignIn);
    await openAndChooseMaple(user);
    await user.type(screen.getByLabelText(dialogCopy.username), 'user_good');
    await user.type(screen.getByLabelText(dialogCopy.password), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The username or password is incorrect. Check them and try again.',
    );
    const password = screen.getByLabelText(dialogCopy.password);
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    await user.type(password, 'pass_good{Enter}');
    expect(onSignIn).toHaveBeenLastCalledWith(institutions[1], {
      username: 'user_good',
      password: 'pass_good',
    });
  });

  test('can go back to the list of banks', async () => {
    const { user } = renderDialog();
    await openAndChooseMaple(user);
    await user.click(screen.getByRole('button', { name: dialogCopy.back }));
    expect(await screen.findByRole('button', { name: 'Harbor Federal Credit Union' })).toBeInTheDocument();
  });

  test.each([
    [
      'the Exit button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: dialogCopy.exit })),
    ],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: copy.common.close })),
    ],
  ])('can exit while signing in with %s and is back on the page, focus on the button', async (_how, exit) => {
    const { user, onSignIn } = renderDialog();
    await openAndChooseMaple(user);
    await exit(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Exited 1 times')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link your bank' })).toHaveFocus();
    expect(onSignIn).not.toHaveBeenCalled();
  });

  test('keeps Tab inside the dialog', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Link your bank' }));
    const dialog = await screen.findByRole('dialog');
    for (let press = 0; press < 8; press += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
