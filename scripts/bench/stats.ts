/** Small numeric helpers shared by the bench modules. */
import zlib from 'node:zlib';

export const kib = 1024;

export const gzipSize = (content: Buffer | string) => zlib.gzipSync(content, { level: 9 }).length;

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}
