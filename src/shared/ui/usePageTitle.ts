import { useEffect } from 'react';
import copy from '../../../schemas/copy/en-US.json';
import { withProductLimits, type ProductValues } from '../../../core/rules/productLimits';

// The frame of every page (its title, description and buttons); a screen reads the rest of its own
// copy itself.
type PageCopy = { title?: string; description?: string; submit?: string; back?: string };
// Page copy may name product limits ({minLoanAmount}…): filled from product.json once.
const pages = withProductLimits(copy.pages) as Record<string, PageCopy | undefined>;

const rawPages = copy.pages as Record<string, PageCopy | undefined>;

/** A page's copy; `values` are product limits the server gave that replace product.json's. */
export function pageCopy(page: string, values?: ProductValues): PageCopy {
  if (values) return withProductLimits(rawPages[page] ?? {}, values);
  return pages[page] ?? {};
}

/** Spec §2: the product name followed by the page title. */
export function documentTitle(page: string): string {
  const title = pageCopy(page).title;
  return title ? `${copy.product.name} — ${title}` : copy.product.name;
}

export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
