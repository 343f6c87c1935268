/** API latency: sequential GET /pre-flow/step/get-relief, p50 / p95 / max. */
import { performance } from 'node:perf_hooks';
import { percentile, round } from './stats';

export const apiRequests = 200;

export interface ApiLatency {
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export async function measureApiLatency(origin: string): Promise<ApiLatency> {
  const url = `${origin}/pre-flow/step/get-relief`;
  const fetchOnce = async () => {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    await response.arrayBuffer();
  };
  for (let warmUp = 0; warmUp < 10; warmUp += 1) await fetchOnce();
  const timings: number[] = [];
  for (let request = 0; request < apiRequests; request += 1) {
    const started = performance.now();
    await fetchOnce();
    timings.push(performance.now() - started);
  }
  return {
    p50Ms: round(percentile(timings, 50), 2),
    p95Ms: round(percentile(timings, 95), 2),
    maxMs: round(Math.max(...timings), 2),
  };
}
