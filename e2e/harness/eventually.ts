/** Polls `read` until it returns `expected` (or the time is up, then fails showing the last value). */
export async function eventually<T>(read: () => T | Promise<T>, expected: T, timeoutMs = 10000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  expect(last).toBe(expected);
}
