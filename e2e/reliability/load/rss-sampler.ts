import fs from 'node:fs';
import { performance } from 'node:perf_hooks';

/** Resident memory of a process over time, read from /proc/<pid>/status (VmRSS) every few seconds. */
export interface RssSeries {
  pid: number;
  samples: { atMs: number; mib: number }[];
}

function readRssMib(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    // The process is gone; its series simply ends.
    return undefined;
  }
}

export function sampleRss(pids: number[], everyMs: number): { stop(): RssSeries[] } {
  const series: RssSeries[] = pids.map((pid) => ({ pid, samples: [] }));
  const start = performance.now();
  const sample = () => {
    const atMs = performance.now() - start;
    for (const one of series) {
      const mib = readRssMib(one.pid);
      if (mib !== undefined) one.samples.push({ atMs, mib });
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return series;
    },
  };
}

/** Mean RSS over the first and over the last window of the run: flat memory keeps them close. */
export function firstAndLast(series: RssSeries, windowMs: number): { first: number; last: number } {
  const end = series.samples.at(-1)?.atMs ?? 0;
  const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
  return {
    first: mean(series.samples.filter((s) => s.atMs <= windowMs).map((s) => s.mib)),
    last: mean(series.samples.filter((s) => s.atMs >= end - windowMs).map((s) => s.mib)),
  };
}

/** CPU time a process has used so far (user + system), ms, from /proc/<pid>/stat; undefined once it is gone. */
export function cpuMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the file, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}
