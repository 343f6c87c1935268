/** Escaping for server-rendered pages: every interpolated value goes through `escapeHtml`. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A value that is already safe HTML (built from escaped parts). */
export interface SafeHtml {
  readonly html: string;
}

export const safe = (html: string): SafeHtml => ({ html });
