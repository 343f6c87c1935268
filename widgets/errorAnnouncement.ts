import { createContext, useContext } from 'react';

/**
 * Which fields announce their error (role=alert) when it appears. A field left by blur announces its
 * own error; after a failed submit the form moves focus to the first invalid field instead, and the
 * other errors are read in place (aria-describedby), so a screen reader hears one account of what
 * went wrong rather than every message at once. Without a provider every field announces.
 */
const AnnouncedFields = createContext<((fieldId: string) => boolean) | null>(null);

export const AnnouncedFieldsProvider = AnnouncedFields.Provider;

export function useAnnouncesError(fieldId: string): boolean {
  const announces = useContext(AnnouncedFields);
  return announces === null || announces(fieldId);
}
