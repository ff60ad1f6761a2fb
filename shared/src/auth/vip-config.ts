import type { VipConfig } from './types';

/** Spec §3: vipconfig resets to type 0, source 0 (also its value before anything is stored). */
export const DEFAULT_VIP_CONFIG: Readonly<VipConfig> = Object.freeze({ type: 0, source: 0 });

/** A VipConfig from untrusted input (localStorage written by another build); defaults otherwise. */
export function normaliseVipConfig(raw: unknown): VipConfig {
  if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_VIP_CONFIG };
  const r = raw as Record<string, unknown>;
  const type = r.type === 1 || r.type === '1' ? 1 : 0;
  const source = typeof r.source === 'number' || typeof r.source === 'string' ? r.source : 0;
  return { type, source };
}
