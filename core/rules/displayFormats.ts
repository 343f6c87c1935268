/**
 * How money and dates are shown everywhere (spec §1): en-US USD with two decimals, dates as
 * MMM D, YYYY. One module for the app, the server's pages and the copy, so "$1,000.00" reads the same
 * on the overview, the in-progress card and review. Whole dollars only where the spec says so (the
 * loan-amount range in "Please enter an amount from {min} to {max}", spec §5). Pure.
 *
 * Each formatter is built on first use, not when the module loads: the first Intl formatter a page
 * builds loads the locale's data, which would otherwise lengthen the task that evaluates the app's
 * code on every page, including those that show no money or date at first
 * (docs/decisions/0046-a-form-step-loads-only-what-it-uses.md).
 */
function onFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

const usd = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

const wholeUsd = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
);

/** 1234567 -> "1,234,567", as en-US groups digits. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * A non-negative value given in hundredths (cents, or hundredths of a percent), as en-US writes it:
 * 123456 -> { whole: "1,234", hundredths: "56" }. Null when it is not a whole number of hundredths
 * under 1e11 (a double holds those to far better than half a hundredth), or is negative: Intl's.
 */
function inHundredths(scaled: number, value: number): { whole: string; hundredths: string } | null {
  if (!Number.isInteger(scaled) || scaled >= 1e11 || !(scaled > 0 || Object.is(value, 0))) return null;
  return {
    whole: groupThousands(String(Math.trunc(scaled / 100))),
    hundredths: String(scaled % 100).padStart(2, '0'),
  };
}

/**
 * 1000 -> "$1,000.00". An amount in whole cents under a billion dollars (every amount the app shows:
 * requests, pay, offers) is written here, without Intl: the first formatter a page builds loads the
 * locale's data, about 14 ms at 1x CPU in the income step's first render
 * (docs/decisions/0050-screens-mount-in-slices-no-intl-on-first-render.md). Anything else (0.1 + 0.2, a
 * negative) goes to Intl, whose output the tests hold this to.
 */
export function formatUsd(amount: number): string {
  const written = inHundredths(amount * 100, amount);
  return written ? `$${written.whole}.${written.hundredths}` : usd().format(amount);
}

/**
 * 1000 -> "$1,000": product ranges in messages and copy (spec §5 "whole-number currency"). Whole
 * dollars, which every product limit is, are grouped here as en-US does, so the limits worked out
 * when the app loads (productLimits.ts) build no formatter; anything else goes to Intl.
 */
export function formatWholeUsd(amount: number): string {
  if (Number.isSafeInteger(amount) && (amount > 0 || Object.is(amount, 0)))
    return `$${groupThousands(String(amount))}`;
  return wholeUsd().format(amount);
}

const percent = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 }),
);

/**
 * 0.05 -> "5%", 0.0525 -> "5.25%": a share (the late charge), up to two decimals as en-US writes it.
 * A share with at most two decimals in percent is written here, without Intl (see formatUsd); any
 * other goes to Intl, whose rounding the tests hold this to.
 */
export function formatPercent(share: number): string {
  const written = inHundredths(share * 10000, share);
  if (!written) return percent().format(share);
  const fraction = written.hundredths.replace(/0+$/, '');
  return `${written.whole}${fraction ? `.${fraction}` : ''}%`;
}

/** en-US short month names, as Intl writes them, without building a formatter (see formatUsd). */
const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date or timestamp without a zone or offset ("2026-11-25", "2026-11-25T10:00", "20261125"): its
 * parts read as UTC. Anything else (with "Z" or an offset) is left to Date. The same reading as
 * dayjs.utc(), which this replaced.
 */
const localDateTime =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function parseAsUtc(value: string): Date {
  const parts = /z$/i.test(value) ? null : localDateTime.exec(value);
  if (!parts) return new Date(value);
  const [, year, month, day, hour, minute, second, fraction] = parts;
  return new Date(
    Date.UTC(
      Number(year),
      month ? Number(month) - 1 : 0,
      day ? Number(day) : 1,
      Number(hour ?? 0),
      Number(minute ?? 0),
      Number(second ?? 0),
      Number((fraction ?? '0').slice(0, 3)),
    ),
  );
}

/**
 * "2026-11-25T10:00:00Z" or "2026-11-25" -> "Nov 25, 2026". A date-only value is a calendar day, not
 * a moment, so it is never shifted by the reader's time zone; a timestamp is shown in UTC, as stored.
 * An unreadable value shows "Invalid Date".
 */
export function formatDate(value: string): string {
  const date = parseAsUtc(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return `${shortMonths[date.getUTCMonth()]} ${date.getUTCDate()}, ${String(date.getUTCFullYear()).padStart(4, '0')}`;
}
