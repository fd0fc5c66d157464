import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LEGAL_DOCUMENTS, type LegalDocumentName } from '@overlap/contracts';

/** An operator's own text is a page, not a book: anything longer is refused at start-up. */
export const LEGAL_TEXT_MAX_BYTES = 200 * 1024;

const fileOf = (dir: string, document: LegalDocumentName) => path.join(dir, `${document}.md`);

/** The legal pages the operator wrote themselves (LEGAL_PAGES_DIR holds `terms.md`, `privacy.md`). */
export function ownLegalTexts(dir: string | null): LegalDocumentName[] {
  if (!dir) return [];
  return LEGAL_DOCUMENTS.filter((document) => existsSync(fileOf(dir, document)));
}

/**
 * Reads the operator's texts once, at start. Markdown, shown by the web app as text (never as HTML), so
 * whatever the file holds cannot run in a visitor's browser.
 */
export function readLegalTexts(dir: string | null): Map<LegalDocumentName, string> {
  const texts = new Map<LegalDocumentName, string>();
  for (const document of ownLegalTexts(dir)) {
    const text = readFileSync(fileOf(dir!, document), 'utf8');
    if (Buffer.byteLength(text) > LEGAL_TEXT_MAX_BYTES) {
      throw new Error(
        `LEGAL_PAGES_DIR: ${document}.md is larger than ${LEGAL_TEXT_MAX_BYTES / 1024} KB; shorten it`,
      );
    }
    texts.set(document, text);
  }
  return texts;
}
