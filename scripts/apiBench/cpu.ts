/**
 * Where the CPU went during a measured window, from /proc (Linux): the instances, PostgreSQL (the
 * postmaster and its backends), the load generator, and the rest of the machine. On a 2-core machine
 * shared with other work this says whether a figure was bounded by the server, the database, the
 * generator, or by something else running at the time.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

function clockTicksPerSecond(): number {
  try {
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
  } catch {
    return 100;
  }
}

const ticksPerSecond = clockTicksPerSecond();

/** Fields of /proc/<pid>/stat after the command name, which may itself hold spaces and parentheses. */
function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** User + system ticks of one process (stat fields 14 and 15), null when it is gone. */
function processTicks(pid: number): number | null {
  const fields = statFields(pid);
  if (!fields) return null;
  return Number(fields[11]) + Number(fields[12]);
}

/** The postmaster and every process it forked (backends, WAL writer, checkpointer …). */
function postgresPids(postmasterPid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    if (Number(statFields(pid)?.[1]) === postmasterPid) children.push(pid);
  }
  return [postmasterPid, ...children];
}

function machineTicks(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the idle time.
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

export interface CpuWatch {
  servers: number[];
  postmaster: number | null;
  generator: number;
}

export interface CpuSnapshot {
  at: number;
  machine: { busy: number; total: number };
  servers: Map<number, number>;
  postgres: Map<number, number>;
  generator: number;
}

function ticksOf(pids: number[]): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    const value = processTicks(pid);
    if (value !== null) ticks.set(pid, value);
  }
  return ticks;
}

export function cpuSnapshot(watch: CpuWatch): CpuSnapshot {
  return {
    at: performance.now(),
    machine: machineTicks(),
    servers: ticksOf(watch.servers),
    postgres: ticksOf(watch.postmaster === null ? [] : postgresPids(watch.postmaster)),
    generator: processTicks(watch.generator) ?? 0,
  };
}

/** CPU used between two snapshots, in cores (1 = one core busy the whole window). */
export interface CpuUse {
  /** Every core of the machine: os.cpus().length at most. */
  machine: number;
  instances: number;
  postgres: number | null;
  generator: number;
  /** The machine's use no process above accounts for: other work on a shared machine. */
  other: number;
}

/** A process that started in the window counts from zero; one that ended in it is lost (a little under). */
function usedTicks(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, ticks] of after) used += ticks - (before.get(pid) ?? 0);
  return used;
}

export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot, watch: CpuWatch): CpuUse {
  const seconds = (after.at - before.at) / 1000;
  const cores = (ticks: number) => ticks / ticksPerSecond / seconds;
  const machineShare =
    (after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total);
  const machine = machineShare * os.cpus().length;
  const instances = cores(usedTicks(before.servers, after.servers));
  const postgres = watch.postmaster === null ? null : cores(usedTicks(before.postgres, after.postgres));
  const generator = cores(after.generator - before.generator);
  const hundredths = (value: number) => Math.round(value * 100) / 100;
  return {
    machine: hundredths(machine),
    instances: hundredths(instances),
    postgres: postgres === null ? null : hundredths(postgres),
    generator: hundredths(generator),
    other: hundredths(Math.max(0, machine - instances - (postgres ?? 0) - generator)),
  };
}
