/**
 * Runs async tasks one after another. PGlite has a single connection, so a query from
 * request B issued while request A's transaction is open would run *inside* A's
 * transaction (and vanish if A rolls back). Queueing every use of the connection keeps
 * transactions isolated from each other and from plain queries.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    // The queue continues whether the task succeeded or failed.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
