/**
 * The staff funnel report's data (docs/analytics.md): GET /telemetry/funnel-report with the filters, and the
 * drop-off bars drawn from it. Pure apart from the request.
 */
import type { ApiResponse } from '../../shared/api/apiRequest';
import { getOperation } from '../../shared/api/contract';

export type FunnelReport = ApiResponse<'getFunnelReport'>;
export type FunnelFilters = { from?: string; to?: string; stepFileVersion?: string };

export async function loadFunnelReport(filters: FunnelFilters, staffToken: string): Promise<FunnelReport> {
  const query = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const response = await fetch(`${getOperation('getFunnelReport').path}?${query}`, {
    headers: { Accept: 'application/json', ...(staffToken ? { 'X-Staff-Token': staffToken } : {}) },
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as {
    success?: boolean;
    result?: FunnelReport & { message?: string };
  } | null;
  if (!response.ok || !body?.success || !body.result) {
    throw new Error(body?.result?.message ?? `The server answered ${response.status}`);
  }
  return body.result;
}

export type FunnelBar = { screen: string; views: number; share: number };

/** Each step's views as a share of the first step's (the widest bar), in funnel order. */
export function funnelBars(steps: FunnelReport['steps']): FunnelBar[] {
  const widest = Math.max(0, ...steps.map((step) => step.views));
  return steps
    .filter((step) => step.views > 0)
    .map((step) => ({
      screen: step.screen,
      views: step.views,
      share: widest === 0 ? 0 : step.views / widest,
    }));
}
