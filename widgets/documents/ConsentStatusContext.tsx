/**
 * Where a consent's checkbox reads the consent's latest status, and says that one of its documents
 * was opened. Widgets may not import the app (docs/architecture.md): the application's step screen
 * provides the reader (the latest-status and viewed calls for its application); without one (the
 * studio's preview) a box says nothing more and records nothing.
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { consentStatusNote, type ConsentState } from './consentStatus';

export type ConsentStatusReader = {
  /** The application the statuses are of: part of the cache key, so another application's never shows. */
  applicationUuid: string;
  read: (titleName: string) => Promise<ConsentState>;
  /** Records that a document the consent links was opened; answers the latest status after it. */
  viewed: (titleName: string) => Promise<ConsentState>;
};

const statusKey = (applicationUuid: string, titleName: string) =>
  ['consent-status', applicationUuid, titleName] as const;

const ConsentStatusContext = createContext<ConsentStatusReader | null>(null);

export function ConsentStatusProvider({
  reader,
  children,
}: {
  reader: ConsentStatusReader | null;
  children: ReactNode;
}) {
  return <ConsentStatusContext.Provider value={reader}>{children}</ConsentStatusContext.Provider>;
}

/** The note under a consent's box, once its status is known; null while it loads, or if it cannot be read. */
export function useConsentStatusNote(titleName: string | null): string | null {
  const reader = useContext(ConsentStatusContext);
  const { data } = useSWR(
    reader && titleName ? statusKey(reader.applicationUuid, titleName) : null,
    async ([, , name]) => {
      if (!reader) throw new Error('No consent status reader');
      return reader.read(name);
    },
    // A note is extra: a failure shows none rather than an error beside a box the applicant must tick.
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return data ? consentStatusNote(data) : null;
}

/**
 * What a consent's box calls when one of its documents is opened: records it (VIEWED) and shows the
 * fresh status beside the box. It never waits for the call, and a failure shows nothing: the record
 * is the app's, not a task of the applicant's (docs/decisions/0089-consents-opened-and-withdrawn.md).
 */
export function useConsentViewed(titleName: string | null): () => void {
  const reader = useContext(ConsentStatusContext);
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    if (!reader || !titleName) return;
    reader
      .viewed(titleName)
      .then((state) => mutate(statusKey(reader.applicationUuid, titleName), state, { revalidate: false }))
      .catch(() => undefined);
  }, [reader, titleName, mutate]);
}
