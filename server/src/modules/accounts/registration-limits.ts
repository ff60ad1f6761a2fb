import type { ClientIdentity } from '../../platform/http/client-identity';
import { HOUR_MS, type Quota } from '../../platform/rate-limit/quota';

/**
 * New name accounts per client (designed here, issue 11: one address made 100 in seconds, and
 * throw-away accounts drained a gift pack): 10 an hour per address, 5 an hour per device. Phone
 * accounts are bounded by the SMS limits (a code per phone a minute, 30 codes an hour per address).
 */
export const REGISTRATION_LIMITS = { perAddressPerHour: 10, perDevicePerHour: 5 } as const;

export function registrationQuotas(client: ClientIdentity): Quota[] {
  const refusal = (wait: string) => `注册过于频繁，请 ${wait}后再试`;
  const quotas: Quota[] = [
    { key: `register:address:${client.address}`, limit: REGISTRATION_LIMITS.perAddressPerHour, windowMs: HOUR_MS, refusal },
  ];
  if (client.deviceId) {
    quotas.push({ key: `register:device:${client.deviceId}`, limit: REGISTRATION_LIMITS.perDevicePerHour, windowMs: HOUR_MS, refusal });
  }
  return quotas;
}
