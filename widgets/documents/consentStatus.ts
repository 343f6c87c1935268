/**
 * What a consent's checkbox says about the consent's latest recorded status (spec §3 Legal consent
 * status; GET /legal-consents/{uuid}/{titleName}/latest-status): agreed, opened or withdrawn, with
 * the day. NONE and DISPLAYED (the page showing it, which it is doing) say nothing. Pure.
 */
import legal from '../../schemas/legal/consents.json';
import { formatDate } from '../../core/rules/displayFormats';
import { fillTemplate, formCopy } from '../copy';

export type ConsentStatus = 'AGREED' | 'DISPLAYED' | 'NONE' | 'REVOKED' | 'VIEWED';
export type ConsentState = { status: ConsentStatus; updatedAt: string | null };

/** The consent a form field asks for (schemas/legal/consents.json formField), or null for any other box. */
export function consentTitleForField(fieldName: string): string | null {
  return legal.consents.find((consent) => consent.formField === fieldName)?.titleName ?? null;
}

export function consentStatusNote(state: ConsentState): string | null {
  const notes = formCopy.consentStatus as Partial<Record<ConsentStatus, string>>;
  const note = notes[state.status];
  if (!note || !state.updatedAt) return null;
  return fillTemplate(note, { date: formatDate(state.updatedAt) });
}
