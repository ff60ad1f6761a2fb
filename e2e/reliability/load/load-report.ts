import { failures, type LoadRun } from './open-loop';
import type { RssSeries } from './rss-sampler';
import { type LatencySummary, ms, summarise } from './latency-stats';

/** One run's numbers: per endpoint, per class (reads / logged-in calls) and per instance. */
export interface RunSummary {
  label: string;
  requests: number;
  failed: number;
  reads: LatencySummary;
  writes: LatencySummary;
  /** Requests and p99 per instance index, in the proxy's order. */
  instances: { index: string; requests: number; p99: number }[];
  harnessLagP99Ms: number;
  achievedRate: number;
  table: string;
}

function table(columns: string[], rows: string[][]): string {
  const widths = columns.map((column, i) => Math.max(column.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(columns), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

export function summariseRun(label: string, run: LoadRun): RunSummary {
  const endpoints = [...run.endpoints.values()];
  const byKind = (kind: 'read' | 'write') => summarise(endpoints.filter((e) => e.kind === kind).flatMap((e) => e.latencies));
  const rows = endpoints.map((e) => {
    const s = summarise(e.latencies);
    return [
      e.endpoint,
      e.kind === 'read' ? 'read' : 'logged-in',
      String(e.latencies.length + e.errors + e.timeouts),
      `${failures(e)} (${e.non2xx} non-2xx, ${e.failedEnvelopes} code≠0, ${e.errors} errors, ${e.timeouts} timeouts)`,
      ms(s.p50),
      ms(s.p95),
      ms(s.p99),
      ms(s.max),
    ];
  });
  const requests = endpoints.reduce((sum, e) => sum + e.latencies.length + e.errors + e.timeouts, 0);
  const instances = [...run.upstreams.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([index, latencies]) => ({ index, requests: latencies.length, p99: summarise(latencies).p99 }));
  return {
    label,
    requests,
    failed: endpoints.reduce((sum, e) => sum + failures(e), 0),
    reads: byKind('read'),
    writes: byKind('write'),
    instances,
    harnessLagP99Ms: run.harnessLagP99Ms,
    achievedRate: run.sent / run.seconds,
    table: table(['endpoint', 'class', 'requests', 'failed', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'], rows),
  };
}

/** Per instance: its share of the load, its p99, its memory over the run and the CPU it spent per request. */
export function instanceTable(summary: RunSummary, rss: { first: number; last: number }[], cpuMs: (number | undefined)[]): string {
  return table(
    ['instance', 'requests', 'share', 'p99 ms', 'RSS first → last window, MiB', 'CPU ms per request'],
    summary.instances.map((instance) => {
      const memory = rss[Number(instance.index)];
      const cpu = cpuMs[Number(instance.index)];
      return [
        instance.index,
        String(instance.requests),
        `${((100 * instance.requests) / Math.max(1, summary.requests)).toFixed(1)} %`,
        ms(instance.p99),
        memory ? `${memory.first.toFixed(0)} → ${memory.last.toFixed(0)}` : '—',
        cpu === undefined ? '—' : (cpu / Math.max(1, instance.requests)).toFixed(2),
      ];
    }),
  );
}

/** Failed answers of every endpoint, for the assertion's message. */
export function failureExamples(run: LoadRun): string {
  return [...run.endpoints.values()].flatMap((e) => e.examples).join('\n');
}

export function printBlock(title: string, body: string): void {
  process.stdout.write(`\n${title}\n\n${body}\n`);
}

/** The first seconds with failures, or else the five slowest: when the trouble came, if any. */
export function worstSeconds(run: LoadRun): string {
  const seconds = run.timeline.map((second, index) => ({ index, ...second }));
  const failing = seconds.filter((second) => second.failed > 0);
  // At most 20 rows: when everything fails, the first seconds say when it began.
  const shown = failing.length > 0 ? failing.slice(0, 20) : [...seconds].sort((a, b) => b.maxMs - a.maxMs).slice(0, 5);
  return table(
    ['second', 'answered', 'failed', 'slowest ms'],
    shown
      .sort((a, b) => a.index - b.index)
      .map((second) => [String(second.index), String(second.answered), String(second.failed), ms(second.maxMs)]),
  );
}

/**
 * The run window by window (a minute in the full form): latency, failures, the instances' mean
 * RSS and the machine's load average, so memory growth and the moments another job took the
 * machine are both visible.
 */
export function windowTable(run: LoadRun, windowSeconds: number, rss: RssSeries[]): string {
  const endpoints = [...run.endpoints.values()];
  const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
  const rows: string[][] = [];
  for (let from = 0; from < run.timeline.length; from += windowSeconds) {
    const to = Math.min(run.timeline.length, from + windowSeconds);
    const inWindow = (kind: 'read' | 'write') =>
      endpoints
        .filter((e) => e.kind === kind)
        .flatMap((e) => e.latencies.filter((_, i) => e.dueSeconds[i]! >= from && e.dueSeconds[i]! < to));
    const seconds = run.timeline.slice(from, to);
    const sampled = seconds.filter((second) => second.loadAverage > 0);
    const memory = rss.flatMap((series) => series.samples.filter((s) => s.atMs >= from * 1000 && s.atMs < to * 1000).map((s) => s.mib));
    const reads = summarise(inWindow('read'));
    rows.push([
      `${from}–${to} s`,
      ms(reads.p50),
      ms(reads.p99),
      ms(summarise(inWindow('write')).p99),
      String(seconds.reduce((sum, second) => sum + second.failed, 0)),
      memory.length ? mean(memory).toFixed(0) : '—',
      sampled.length ? mean(sampled.map((second) => second.loadAverage)).toFixed(1) : '—',
    ]);
  }
  return table(['window', 'reads p50 ms', 'reads p99 ms', 'writes p99 ms', 'failed', 'RSS MiB (mean per instance)', 'load average'], rows);
}
