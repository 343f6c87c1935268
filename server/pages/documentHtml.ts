/** A legal document (core/documents/legalDocument.ts) as HTML for the server's pages; every word escaped. */
import type { DocumentBlock, LegalDocument } from '../../core/documents/legalDocument';
import { escapeHtml } from './html';

function blockHtml(block: DocumentBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h2>${escapeHtml(block.text)}</h2>`;
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'list':
      return `<ul class="doc">${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'facts':
      return `<dl class="doc-facts">${block.rows
        .map(([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`)
        .join('')}</dl>`;
    case 'table': {
      const head = block.columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('');
      const rows = block.rows
        .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
        .join('');
      const caption = block.caption ? `<caption class="muted">${escapeHtml(block.caption)}</caption>` : '';
      return `<table class="schedule">${caption}<thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
    }
  }
}

/** The document's body (its title is the page's h1, written by the caller). */
export function documentHtml(document: LegalDocument): string {
  return `<p class="muted">Version ${escapeHtml(document.version)}</p>${document.blocks.map(blockHtml).join('\n')}`;
}
