import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * One thing the server does to itself before it listens (main.ts): a read-only request sent
 * through every hook as a visitor's would be, after an optional preparation. It pays, once, what
 * the first visitor after a start or a deploy would otherwise pay: V8 compiling the request and
 * render paths, the server bundles' first render. Measured on a fresh demo server: the first home
 * page 184–309 ms where later renders take 40–70 ms. A warm-up request must change nothing.
 */
export interface WarmUpStep {
  name: string;
  /** Awaited before the request (e.g. loading the server bundles it renders with). */
  prepare?: () => Promise<unknown>;
  request: InjectOptions;
}

export type WarmUpOutcome = 'ok' | 'failed' | 'unfinished';

/** What one step did: its outcome, how long it took, and why when it failed. */
export interface WarmUpResult {
  name: string;
  outcome: WarmUpOutcome;
  ms: number;
  reason?: string;
}

/**
 * The steps added while the app is built (today the page server's: the home page), run in the
 * order added. A failing step is reported and the rest still run: a warm-up never
 * stops a start. The whole run has a budget; a step still running when it is spent is reported
 * unfinished and left to end on its own (a request cannot be called back).
 */
export class WarmUp {
  private readonly steps: WarmUpStep[] = [];

  add(step: WarmUpStep): void {
    this.steps.push(step);
  }

  async run(app: FastifyInstance, budgetMs: number, now: () => number = performance.now.bind(performance)): Promise<WarmUpResult[]> {
    const deadline = now() + budgetMs;
    const results: WarmUpResult[] = [];
    for (const step of this.steps) {
      const started = now();
      const left = deadline - started;
      if (left <= 0) {
        results.push({ name: step.name, outcome: 'unfinished', ms: 0, reason: 'the warm-up budget was spent before it' });
        continue;
      }
      const outcome = await withinBudget(runStep(app, step), left);
      results.push({ name: step.name, ms: Math.round(now() - started), ...outcome });
    }
    return results;
  }
}

async function runStep(app: FastifyInstance, step: WarmUpStep): Promise<Pick<WarmUpResult, 'outcome' | 'reason'>> {
  try {
    await step.prepare?.();
    const response = await app.inject(step.request);
    if (response.statusCode >= 400) return { outcome: 'failed', reason: `HTTP ${response.statusCode}` };
    return { outcome: 'ok' };
  } catch (error) {
    return { outcome: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}

async function withinBudget(
  work: Promise<Pick<WarmUpResult, 'outcome' | 'reason'>>,
  ms: number,
): Promise<Pick<WarmUpResult, 'outcome' | 'reason'>> {
  let timer: NodeJS.Timeout | undefined;
  const spent = new Promise<Pick<WarmUpResult, 'outcome' | 'reason'>>((resolve) => {
    timer = setTimeout(() => resolve({ outcome: 'unfinished', reason: 'still running when the warm-up budget was spent' }), ms);
  });
  try {
    return await Promise.race([work, spent]);
  } finally {
    clearTimeout(timer);
  }
}
