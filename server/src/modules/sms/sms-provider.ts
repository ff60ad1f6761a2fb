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
