import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import copy from '../../schemas/copy/en-US.json';
import type { PublicDocument, PublicDocumentId } from '../../core/documents/legalDocuments';
import { fillTemplate } from '../copy';
import { DocumentView } from './DocumentView';

const Modal = lazy(() => import('../Modal'));

/** Where each public document is read without the app (server/pages/legalDocumentRoutes.ts). */
const paths: Readonly<Record<PublicDocumentId, string>> = {
  ESIGN_DISCLOSURE: '/e-sign',
  TERMS_OF_USE: '/terms',
  PRIVACY_POLICY: '/privacy',
};
const titles: Readonly<Record<PublicDocumentId, string>> = copy.legalDocuments.titles;

export const isPublicDocumentId = (value: unknown): value is PublicDocumentId =>
  typeof value === 'string' && value in paths;

/** The documents' words load when one is first opened: most applicants never open one. */
const loadDocuments = () => import('../../core/documents/legalDocuments').then((m) => m.publicDocuments);

/**
 * Links to the documents a consent names (a checkbox's `ui:options.documents`), each opening the
 * document in place, in the generic modal (a bottom sheet on phones), so it can be read before the
 * box is ticked. Each is a real link to its page, for a new tab or a browser without the app.
 * `onOpen` hears of each opening, in place or as its page (a modified or middle click).
 */
export function DocumentLinks({
  documentIds,
  onOpen,
}: {
  documentIds: readonly PublicDocumentId[];
  onOpen?: () => void;
}) {
  const [openId, setOpenId] = useState<PublicDocumentId | null>(null);
  const [documents, setDocuments] = useState<readonly PublicDocument[] | null>(null);
  useEffect(() => {
    if (openId && !documents) void loadDocuments().then(setDocuments);
  }, [openId, documents]);
  const open = documents?.find((document) => document.documentId === openId) ?? null;
  return (
    <Box display="flex" flexWrap="wrap" gap="1 4" mt="1">
      {documentIds.map((documentId) => (
        <chakra.a
          key={documentId}
          href={paths[documentId]}
          color="brand.700"
          textDecoration="underline"
          display="inline-flex"
          alignItems="center"
          minH="11"
          onClick={(event) => {
            onOpen?.();
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            setOpenId(documentId);
          }}
          onAuxClick={(event) => {
            if (event.button === 1) onOpen?.();
          }}
        >
          {fillTemplate(copy.legalDocuments.read, { title: titles[documentId] })}
        </chakra.a>
      ))}
      {openId ? (
        <Suspense fallback={null}>
          <Modal
            open
            reading
            title={titles[openId]}
            onClose={() => setOpenId(null)}
            primary={{ label: copy.legalDocuments.close, onClick: () => setOpenId(null) }}
          >
            {open ? (
              <DocumentView document={open} />
            ) : (
              <chakra.p role="status">{copy.legalDocuments.loading}</chakra.p>
            )}
          </Modal>
        </Suspense>
      ) : null}
    </Box>
  );
}
