import type { SmsPurpose } from '@portal/shared/types';

export interface SmsMessage {
  phone: string;
  purpose: SmsPurpose;
  code: string;
  text: string;
}

/**
 * How a text reaches a phone (architecture: "SMS go through provider interfaces"). The default
 * is the sandbox; a real gateway implements this and is chosen by SMS_PROVIDER.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/**
 * A provider's refusal because the phone had too many texts (carriers and gateways limit a phone
 * to a few a minute, hour and day): the player is told to wait, not that the service failed.
 */
export function isProviderThrottle(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { throttled?: unknown }).throttled === true;
}
