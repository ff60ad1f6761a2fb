import type { ClientIdentity } from '../../platform/http/client-identity';
import { HOUR_MS, type Quota } from '../../platform/rate-limit/quota';

/**
 * Recharge orders (designed here, issue 11: one player opened 300 pending orders in 1.4 s):
 * at most 5 pending (unpaid, unexpired) orders per player at any time, checked with the player's
 * row locked so concurrent requests cannot all see room; and 30 new orders an hour per player,
 * per device and 60 per address.
 */
export const ORDER_LIMITS = { pendingPerUser: 5, perUserPerHour: 30, perDevicePerHour: 30, perAddressPerHour: 60 } as const;

export function orderQuotas(userId: string, client: ClientIdentity): Quota[] {
  const refusal = (wait: string) => `下单过于频繁，请 ${wait}后再试`;
  const quotas: Quota[] = [
    { key: `order:user:${userId}`, limit: ORDER_LIMITS.perUserPerHour, windowMs: HOUR_MS, refusal },
    { key: `order:address:${client.address}`, limit: ORDER_LIMITS.perAddressPerHour, windowMs: HOUR_MS, refusal },
  ];
  if (client.deviceId) {
    quotas.push({ key: `order:device:${client.deviceId}`, limit: ORDER_LIMITS.perDevicePerHour, windowMs: HOUR_MS, refusal });
  }
  return quotas;
}
