-- The documents filed when a loan is signed (docs/legal-documents.md): the signed loan
-- agreement, the Truth in Lending disclosure, each consent given with its version, text hash and time,
-- and the disclosures and terms those consents point to, word for word as they stood. Listed under
-- "Legal documents and notices" and downloadable as PDFs. Nothing signed can change afterwards: a row
-- is written once, and the trigger refuses any UPDATE or DELETE (an application with filed documents
-- is kept, as a lender must keep its records).
CREATE TABLE filed_documents (
  uuid TEXT PRIMARY KEY,
  application_uuid TEXT NOT NULL REFERENCES applications (uuid),
  -- The document's key: LOAN_AGREEMENT, TRUTH_IN_LENDING_DISCLOSURE, a consent's title name, or a public
  -- document's id (ESIGN_DISCLOSURE, TERMS_OF_USE, PRIVACY_POLICY).
  document_id TEXT NOT NULL,
  title TEXT NOT NULL,
  version TEXT NOT NULL,
  -- SHA-256 (hex) of the document's words (core/documents/legalDocument.ts documentText).
  text_hash TEXT NOT NULL,
  -- The whole document (core/documents/legalDocument.ts LegalDocument) as JSON.
  document_json TEXT NOT NULL,
  -- When it was signed or agreed to.
  signed_at TEXT NOT NULL,
  filed_at TEXT NOT NULL,
  seq BIGSERIAL NOT NULL,
  UNIQUE (application_uuid, document_id)
);

CREATE INDEX filed_documents_by_application ON filed_documents (application_uuid, seq);

CREATE FUNCTION filed_documents_are_final() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'A filed document never changes or goes: % of application %', OLD.document_id, OLD.application_uuid;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER filed_documents_never_change
  BEFORE UPDATE OR DELETE ON filed_documents
  FOR EACH ROW EXECUTE FUNCTION filed_documents_are_final();
