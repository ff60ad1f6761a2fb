import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A value that holds for the whole of one server render — the render's time for `pageNow()`,
 * the visitor whose limits its API calls count against — seen by everything the render runs,
 * across its awaits, while renders of other requests interleave with it.
 *
 * Node 20's AsyncLocalStorage carries the value with promise hooks, and once switched on they run
 * for every promise in the process: every API request and every cached page view paid ~7 % of
 * its CPU for them (a profile of `/` at 64 connections, README "First load on a phone with server
 * rendering"), though renders run only a few times a second. So the storage is switched off
 * whenever no render of this scope is running, and on again by the next one.
 */
export class RenderScope<T> {
  private readonly storage = new AsyncLocalStorage<T>();
  private running = 0;

  /** The value of the render this code runs for; undefined outside any render. */
  current(): T | undefined {
    return this.storage.getStore();
  }

  /** Runs `render` with `value` as `current()`, for everything it starts, until it settles. */
  async run<R>(value: T, render: () => Promise<R>): Promise<R> {
    this.running += 1;
    try {
      return await this.storage.run(value, render);
    } finally {
      this.running -= 1;
      // Nothing of this scope is running: nothing can ask for its value until the next run,
      // which switches the storage on again.
      if (this.running === 0) this.storage.disable();
    }
  }

  /** Renders of this scope still running (0: its promise hooks are off). */
  get active(): number {
    return this.running;
  }
}
