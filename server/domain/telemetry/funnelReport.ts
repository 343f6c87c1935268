/**
 * The funnel report's numbers (docs/analytics.md), from stored events: per screen the page views, submits,
 * failures (form errors) and median time on the step, and the most frequent field error codes.
 * Time on a step is from its page view to the same browser session's next page view; views left
 * open longer than half an hour are not counted as time on the step. Pure.
 */
import events from '../../../schemas/analytics/events.json';
import type { FunnelEventRow } from '../../store/telemetry';

export interface FunnelStep {
  screen: string;
  views: number;
  submits: number;
  failures: number;
  medianSecondsOnStep: number | null;
}

export interface FunnelNumbers {
  steps: FunnelStep[];
  topFieldErrorCodes: Array<{ screen: string; code: string; count: number }>;
}

const longestCountedStayMs = 30 * 60_000;
const topCodes = 10;
/** Steps in funnel order: the order of events.json `screenOfRoute`, then any other tracked screen. */
const funnelOrder = [...new Set([...Object.values(events.screenOfRoute), ...events.screens])];

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}

export function funnelNumbers(rows: FunnelEventRow[]): FunnelNumbers {
  const byScreen = new Map<string, { views: number; submits: number; failures: number; stays: number[] }>();
  const entry = (screen: string) => {
    let found = byScreen.get(screen);
    if (!found) {
      found = { views: 0, submits: 0, failures: 0, stays: [] };
      byScreen.set(screen, found);
    }
    return found;
  };
  const codes = new Map<string, { screen: string; code: string; count: number }>();
  const lastViewOfSession = new Map<string, { screen: string; at: number }>();
  for (const row of rows) {
    const stats = entry(row.screen);
    const at = Date.parse(row.eventAt);
    if (row.name === `${row.screen}_page_view`) {
      stats.views += 1;
      if (row.browserSessionId) {
        const previous = lastViewOfSession.get(row.browserSessionId);
        const stay = previous ? at - previous.at : Number.NaN;
        if (previous && stay >= 0 && stay <= longestCountedStayMs)
          entry(previous.screen).stays.push(stay / 1000);
        lastViewOfSession.set(row.browserSessionId, { screen: row.screen, at });
      }
    } else if (row.name === `${row.screen}_form_submit`) stats.submits += 1;
    else if (row.name === `${row.screen}_form_error`) {
      stats.failures += 1;
      for (const code of row.fieldErrorCodes) {
        const key = `${row.screen}\u0000${code}`;
        const counted = codes.get(key) ?? { screen: row.screen, code, count: 0 };
        counted.count += 1;
        codes.set(key, counted);
      }
    }
  }
  const rank = (screen: string) => {
    const index = funnelOrder.indexOf(screen);
    return index === -1 ? funnelOrder.length : index;
  };
  return {
    steps: [...byScreen]
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([screen, stats]) => ({
        screen,
        views: stats.views,
        submits: stats.submits,
        failures: stats.failures,
        medianSecondsOnStep: median(stats.stays),
      })),
    topFieldErrorCodes: [...codes.values()]
      .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code))
      .slice(0, topCodes),
  };
}
