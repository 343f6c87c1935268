/**
 * How money and dates are shown everywhere (spec §1): en-US USD with two decimals, dates as
 * MMM D, YYYY. One module for the app, the server's pages and the copy, so "$1,000.00" reads the same
 * on the overview, the in-progress card and review. Whole dollars only where the spec says so (the
 * loan-amount range in "Please enter an amount from {min} to {max}", spec §5). Pure.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** 1000 -> "$1,000.00" */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** 1000 -> "$1,000": product ranges in messages and copy (spec §5 "whole-number currency"). */
export function formatWholeUsd(amount: number): string {
  return wholeUsd.format(amount);
}

/**
 * "2026-11-25T10:00:00Z" or "2026-11-25" -> "Nov 25, 2026". A date-only value is a calendar day, not
 * a moment, so it is never shifted by the reader's time zone; a timestamp is shown in UTC, as stored.
 */
export function formatDate(value: string): string {
  return dayjs.utc(value).format('MMM D, YYYY');
}
