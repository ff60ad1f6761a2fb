import type { RealNameProvider } from './real-name-provider';

/**
 * The demo's verification service: it asks no authority. Every well-formed name with an ID
 * whose check digit is right (checked before it is asked) matches, except a name containing
 * 不符 — so the "does not match" answer a real service gives can be tried too. Production
 * refuses this provider (production-policy.ts).
 */
export function createSandboxRealNameProvider(): RealNameProvider {
  return {
    name: 'sandbox',
    async verify({ name }) {
      return name.includes('不符') ? 'mismatch' : 'match';
    },
  };
}
