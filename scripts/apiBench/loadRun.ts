/**
 * Runs one load in a child process (the generator, scripts/apiBench/loadGenerator.ts, reached through
 * the bench's own entry with `--load-generator`) and samples where the CPU went while it measured.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cpuBetween, cpuSnapshot, type CpuSnapshot, type CpuUse, type CpuWatch } from './cpu';
import {
  loadGeneratorFlag,
  type GeneratorMessage,
  type LoadRunResult,
  type LoadRunSpec,
} from './loadGenerator';

const benchEntry = fileURLToPath(new URL('../apiBench.ts', import.meta.url));

export interface MeasuredLoad extends LoadRunResult {
  cpu: CpuUse | null;
}

export function runLoadInChild(
  spec: LoadRunSpec,
  watched: { servers: number[]; postmaster: number | null },
): Promise<MeasuredLoad> {
  const child = fork(benchEntry, [loadGeneratorFlag], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const watch: CpuWatch = { ...watched, generator: child.pid ?? 0 };
  let before: CpuSnapshot | null = null;
  let after: CpuSnapshot | null = null;
  return new Promise((resolve, reject) => {
    let settled = false;
    child.on('message', (message: GeneratorMessage) => {
      if (message.type === 'measuring') before = cpuSnapshot(watch);
      else if (message.type === 'measured') after = cpuSnapshot(watch);
      else if (message.type === 'failed') {
        settled = true;
        reject(new Error(`The load generator failed: ${message.message}`));
      } else {
        settled = true;
        resolve({ ...message.result, cpu: before && after ? cpuBetween(before, after, watch) : null });
      }
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (!settled) reject(new Error(`The load generator exited (${signal ?? code}) without a result`));
    });
    child.send(spec);
  });
}
