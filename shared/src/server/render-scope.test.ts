/** @jest-environment node */
import { AsyncLocalStorage } from 'node:async_hooks';
import { RenderScope } from './render-scope';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

/** A render after others have ended still carries its value (the storage is switched on again). */
function hooksCarry(scope: RenderScope<string>): Promise<string | undefined> {
  return scope.run('probe', async () => {
    await tick();
    return scope.current();
  });
}

describe('RenderScope', () => {
  it('gives each render its own value across its awaits, while renders interleave', async () => {
    const scope = new RenderScope<string>();
    const seen: string[] = [];
    const render = (visitor: string, waits: number) =>
      scope.run(visitor, async () => {
        for (let i = 0; i < waits; i++) {
          await tick();
          seen.push(`${visitor}:${scope.current()}`);
        }
        return scope.current();
      });
    const results = await Promise.all([render('a', 3), render('b', 2), render('c', 1)]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(seen.every((entry) => entry.split(':')[0] === entry.split(':')[1])).toBe(true);
    expect(scope.current()).toBeUndefined();
  });

  it('switches its storage off once no render is running, and on again for the next', async () => {
    const disable = jest.spyOn(AsyncLocalStorage.prototype, 'disable');
    const scope = new RenderScope<string>();
    let resolveFirst: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      resolveFirst = resolve;
    });
    const first = scope.run('first', async () => {
      await gate;
      return scope.current();
    });
    const second = scope.run('second', async () => {
      await tick();
      return scope.current();
    });
    expect(await second).toBe('second');
    // The first render is still running: the storage stays on for it.
    expect(scope.active).toBe(1);
    expect(disable).not.toHaveBeenCalled();
    resolveFirst();
    expect(await first).toBe('first');
    expect(scope.active).toBe(0);
    // Off (and with no other storage on, Node switches its promise hooks off too).
    expect(disable).toHaveBeenCalledTimes(1);
    expect(scope.current()).toBeUndefined();
    expect(await hooksCarry(scope)).toBe('probe');
    disable.mockRestore();
  });

  it('ends a render that fails like one that succeeds', async () => {
    const scope = new RenderScope<string>();
    await expect(
      scope.run('failing', async () => {
        await tick();
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(scope.active).toBe(0);
    expect(await hooksCarry(scope)).toBe('probe');
  });
});
