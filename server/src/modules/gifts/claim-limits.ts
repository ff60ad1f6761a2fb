import type { ClientIdentity } from '../../platform/http/client-identity';
import { HOUR_MS, type Quota } from '../../platform/rate-limit/quota';

/**
 * Gift claims per player, device and address (designed here, issue 11: one client drained a
 * 60-code pack with 62 throw-away accounts in 3 s). One code per player and pack stays the rule;
 * on top: 30 claims an hour per player, 15 per device and 30 per address.
 */
export const CLAIM_LIMITS = { perUserPerHour: 30, perDevicePerHour: 15, perAddressPerHour: 30 } as const;

export function claimQuotas(userId: string, client: ClientIdentity): Quota[] {
  const refusal = (wait: string) => `领取过于频繁，请 ${wait}后再试`;
  const quotas: Quota[] = [
    { key: `gift-claim:user:${userId}`, limit: CLAIM_LIMITS.perUserPerHour, windowMs: HOUR_MS, refusal },
    { key: `gift-claim:address:${client.address}`, limit: CLAIM_LIMITS.perAddressPerHour, windowMs: HOUR_MS, refusal },
  ];
  if (client.deviceId) {
    quotas.push({ key: `gift-claim:device:${client.deviceId}`, limit: CLAIM_LIMITS.perDevicePerHour, windowMs: HOUR_MS, refusal });
  }
  return quotas;
}
