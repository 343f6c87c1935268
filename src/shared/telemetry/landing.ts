/**
 * The page as the applicant landed on it, for the external visit (supporting-areas spec §7:
 * landing_page_url and the page's query). Read when the first script imports this module, before
 * the app follows the server anywhere (the loan home moves on to the current step, keeping only
 * some of the query).
 */
export type Landing = { href: string; referrer: string };

export const landing: Landing =
  typeof window === 'undefined'
    ? { href: '', referrer: '' }
    : { href: window.location.href, referrer: document.referrer };
