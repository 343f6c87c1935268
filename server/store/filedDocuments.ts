/**
 * Documents filed when a loan is signed (migration 029): written once each, never changed (the
 * table's trigger refuses updates), listed per application in the order they were filed.
 */
import crypto from 'node:crypto';
import type { LegalDocument } from '../../core/documents/legalDocument';
import type { Db } from './database';

export interface FiledDocument {
  uuid: string;
  applicationUuid: string;
  documentId: string;
  title: string;
  version: string;
  textHash: string;
  document: LegalDocument;
  signedAt: string;
  filedAt: string;
}

export interface DocumentToFile {
  document: LegalDocument;
  textHash: string;
  signedAt: string;
}

/** Files the documents of an application's signing; one already filed under the same id stays as it was. */
export async function fileDocuments(
  db: Db,
  applicationUuid: string,
  documents: readonly DocumentToFile[],
  now: Date,
): Promise<void> {
  if (documents.length === 0) return;
  await db
    .insertInto('filed_documents')
    .values(
      documents.map(({ document, textHash, signedAt }) => ({
        uuid: crypto.randomUUID(),
        application_uuid: applicationUuid,
        document_id: document.documentId,
        title: document.title,
        version: document.version,
        text_hash: textHash,
        document_json: JSON.stringify(document),
        signed_at: signedAt,
        filed_at: now.toISOString(),
      })),
    )
    .onConflict((conflict) => conflict.columns(['application_uuid', 'document_id']).doNothing())
    .execute();
}

type Row = {
  uuid: string;
  application_uuid: string;
  document_id: string;
  title: string;
  version: string;
  text_hash: string;
  document_json: string;
  signed_at: string;
  filed_at: string;
};

const toFiled = (row: Row): FiledDocument => ({
  uuid: row.uuid,
  applicationUuid: row.application_uuid,
  documentId: row.document_id,
  title: row.title,
  version: row.version,
  textHash: row.text_hash,
  // Written only by fileDocuments, from a LegalDocument.
  document: JSON.parse(row.document_json) as LegalDocument,
  signedAt: row.signed_at,
  filedAt: row.filed_at,
});

const columns = [
  'uuid',
  'application_uuid',
  'document_id',
  'title',
  'version',
  'text_hash',
  'document_json',
  'signed_at',
  'filed_at',
] as const;

/** The documents filed for these applications, each application's in the order they were filed. */
export async function listFiledDocuments(
  db: Db,
  applicationUuids: readonly string[],
): Promise<FiledDocument[]> {
  if (applicationUuids.length === 0) return [];
  const rows = await db
    .selectFrom('filed_documents')
    .select(columns)
    .where('application_uuid', 'in', applicationUuids)
    .orderBy('seq')
    .execute();
  return rows.map(toFiled);
}

/** One filed document by its uuid, or null (an unknown or malformed uuid alike). */
export async function findFiledDocument(db: Db, uuid: string): Promise<FiledDocument | null> {
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) return null;
  const row = await db
    .selectFrom('filed_documents')
    .select(columns)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return row ? toFiled(row) : null;
}
