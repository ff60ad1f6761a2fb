import { AsyncResource } from 'node:async_hooks';
import type { Server } from 'node:http';

/**
 * Background work that must not compete with the requests a visitor is waiting for: it runs once
 * no request has arrived for `quietMs`, or at the latest when its own deadline comes (a server
 * that is never quiet still does it).
 *
 * Why: a page view is a burst of requests — the page, then its styles, scripts and pictures a
 * few milliseconds later, then its API calls. Work started by the page's request (a stale server
 * render replaced in the background) ran between the page and the rest of its burst, on the one
 * event loop: the page's banner and scripts waited for it. Measured on the demo (README, "First
 * load on a phone with server rendering"): unthrottled home LCP median 420 ms when the render
 * ran at once, 268 ms when it ran before the visit.
 *
 * Only requests from the network count (`watch`: the HTTP server's 'request' event): the
 * render's own in-process API calls (Fastify inject) are not a visitor waiting.
 * Timers are unref'd and `close` drops what is queued: background work never holds a stopping
 * server open.
 */
export interface IdleWorkOptions {
  /** How long without a new request counts as quiet. */
  quietMs: number;
  /** The clock in milliseconds; performance.now() by default. */
  now?: () => number;
}

/** What a caller that only queues work needs of IdleWork (tests give their own). */
export type BackgroundWork = Pick<IdleWork, 'schedule'>;

interface QueuedTask {
  run: () => void;
  /** The clock's ms by which it runs, quiet or not. */
  due: number;
}

export class IdleWork {
  private readonly now: () => number;
  private lastRequestAt = Number.NEGATIVE_INFINITY;
  private queue: QueuedTask[] = [];
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: IdleWorkOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /** Counts every request `server` receives from the network (not Fastify's inject, which never reaches it). */
  watch(server: Server): void {
    server.on('request', () => this.requestArrived());
  }

  /** A request from the network has arrived: queued work waits for the next quiet moment. */
  requestArrived(): void {
    this.lastRequestAt = this.now();
  }

  /**
   * Runs `task` once the server is quiet, or `latestInMs` from now at the latest. The task
   * handles its own failures (a throw is caught so it cannot stop the tasks queued with it).
   */
  schedule(task: () => void, latestInMs: number): void {
    if (this.closed) return;
    // In the async context of whoever queued it (its request's, say), not of the timer's arming.
    this.queue.push({ run: AsyncResource.bind(task), due: this.now() + Math.max(0, latestInMs) });
    this.arm();
  }

  /** How many tasks wait (tests read it). */
  get pending(): number {
    return this.queue.length;
  }

  /** Drops what is queued and runs nothing more (the server is stopping). */
  close(): void {
    this.closed = true;
    this.queue = [];
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private arm(): void {
    if (this.timer || this.queue.length === 0) return;
    const quietAt = this.lastRequestAt + this.options.quietMs;
    const firstDue = Math.min(...this.queue.map((task) => task.due));
    const wait = Math.max(0, Math.min(quietAt, firstDue) - this.now());
    this.timer = setTimeout(() => this.runReady(), wait);
    this.timer.unref();
  }

  private runReady(): void {
    this.timer = undefined;
    const now = this.now();
    const quiet = now - this.lastRequestAt >= this.options.quietMs;
    const ready = quiet ? this.queue : this.queue.filter((task) => task.due <= now);
    this.queue = quiet ? [] : this.queue.filter((task) => task.due > now);
    for (const task of ready) {
      try {
        task.run();
      } catch {
        // The task's own concern (see schedule); the others still run.
      }
    }
    this.arm();
  }
}
