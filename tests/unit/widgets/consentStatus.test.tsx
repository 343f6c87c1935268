// @vitest-environment jsdom
/**
 * A consent's checkbox says when the consent was last agreed to, opened or withdrawn, from its
 * latest recorded status, and records the opening of a document it links
 * (widgets/documents/ConsentStatusContext.tsx, consentStatus.ts).
 */
import { describe, expect, test, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { UiSchema } from '@rjsf/utils';
import {
  ConsentStatusProvider,
  type ConsentStatusReader,
} from '../../../widgets/documents/ConsentStatusContext';
import { consentStatusNote, consentTitleForField } from '../../../widgets/documents/consentStatus';
import { ThemedForm } from './ThemedForm';

const schema = {
  type: 'object',
  properties: {
    eSignConsent: { type: 'boolean', title: 'I agree to electronic disclosures' },
    somethingElse: { type: 'boolean', title: 'Not a consent' },
  },
} as const;
const uiSchema = { eSignConsent: { 'ui:widget': 'checkbox' }, somethingElse: { 'ui:widget': 'checkbox' } };
const withDocument = {
  ...uiSchema,
  eSignConsent: { 'ui:widget': 'checkbox', 'ui:options': { documents: ['ESIGN_DISCLOSURE'] } },
};
const applicationUuid = '0b6e4a0e-6d8b-4b7e-a3a4-2a4d2c1f5e11';

function renderWith(reader: ConsentStatusReader | null, ui: UiSchema = uiSchema) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ConsentStatusProvider reader={reader}>
        <ThemedForm schema={schema} uiSchema={ui} />
      </ConsentStatusProvider>
    </SWRConfig>,
  );
}

describe('A consent’s latest status beside its box', () => {
  test('an agreed, opened or withdrawn consent says so, with the day', () => {
    expect(consentStatusNote({ status: 'AGREED', updatedAt: '2026-11-20T15:00:00Z' })).toBe(
      'You agreed to this on Nov 20, 2026.',
    );
    expect(consentStatusNote({ status: 'VIEWED', updatedAt: '2026-11-20T15:00:00Z' })).toBe(
      'You opened this on Nov 20, 2026.',
    );
    expect(consentStatusNote({ status: 'REVOKED', updatedAt: '2026-11-21T15:00:00Z' })).toMatch(
      /^You withdrew this consent on Nov 21, 2026\./,
    );
    expect(consentStatusNote({ status: 'DISPLAYED', updatedAt: '2026-11-20T15:00:00Z' })).toBeNull();
    expect(consentStatusNote({ status: 'NONE', updatedAt: null })).toBeNull();
  });

  test('each consent box is read by its consent’s name; other boxes ask nothing', async () => {
    expect(consentTitleForField('eSignConsent')).toBe('ESIGN_CONSENT');
    const read = vi.fn().mockResolvedValue({ status: 'REVOKED', updatedAt: '2026-11-21T15:00:00Z' });
    renderWith({ applicationUuid, read, viewed: vi.fn() });
    expect(await screen.findByText(/You withdrew this consent on Nov 21, 2026/)).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith('ESIGN_CONSENT');
    // The box is read with its status, and never ticked for the applicant.
    const box = screen.getByRole('checkbox', { name: 'I agree to electronic disclosures' });
    expect(box).toHaveAccessibleDescription(/You withdrew this consent on Nov 21, 2026/);
    expect(box).not.toBeChecked();
  });

  test('without a reader (the studio’s preview) the box shows no note', () => {
    renderWith(null);
    expect(screen.getByRole('checkbox', { name: 'I agree to electronic disclosures' })).toBeInTheDocument();
    expect(screen.queryByText(/You (agreed|opened|withdrew)/)).toBeNull();
  });

  test('Applicant who opens a consent’s document has it recorded, and the box then says it was opened', async () => {
    const read = vi.fn().mockResolvedValue({ status: 'DISPLAYED', updatedAt: '2026-11-20T15:00:00Z' });
    let recorded: (state: { status: 'VIEWED'; updatedAt: string }) => void = () => undefined;
    const viewed = vi.fn(
      () =>
        new Promise<{ status: 'VIEWED'; updatedAt: string }>((resolve) => {
          recorded = resolve;
        }),
    );
    renderWith({ applicationUuid, read, viewed }, withDocument);
    await vi.waitFor(() => expect(read).toHaveBeenCalledWith('ESIGN_CONSENT'));
    expect(screen.queryByText(/You opened this/)).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Read the E-Sign Disclosure and Consent' }));
    expect(viewed).toHaveBeenCalledWith('ESIGN_CONSENT');
    // The document opens without waiting for the record.
    expect(await screen.findByRole('dialog', { name: 'E-Sign Disclosure and Consent' })).toBeInTheDocument();
    recorded({ status: 'VIEWED', updatedAt: '2026-11-20T15:00:00Z' });
    expect(await screen.findByText('You opened this on Nov 20, 2026.')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
  });

  test('When the opening cannot be recorded, the document still opens and no error shows', async () => {
    const read = vi.fn().mockResolvedValue({ status: 'DISPLAYED', updatedAt: '2026-11-20T15:00:00Z' });
    const viewed = vi.fn().mockRejectedValue(new Error('Network down'));
    renderWith({ applicationUuid, read, viewed }, withDocument);
    await userEvent.click(screen.getByRole('link', { name: 'Read the E-Sign Disclosure and Consent' }));
    expect(await screen.findByRole('dialog', { name: 'E-Sign Disclosure and Consent' })).toBeInTheDocument();
    await vi.waitFor(() => expect(viewed).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/You opened this/)).toBeNull();
  });
});
