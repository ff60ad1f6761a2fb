import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { SmsProviderName } from '../../config';
import type { Queryable } from '../../db/types';
import { createSandboxSmsProvider } from './sandbox-sms-provider';
import type { SmsProvider } from './sms-provider';

/** The provider SMS_PROVIDER names (config validation already refused names not implemented here). */
export function createSmsProvider(name: SmsProviderName, db: Queryable, now: Clock, log: FastifyBaseLogger): SmsProvider {
  switch (name) {
    case 'sandbox':
      return createSandboxSmsProvider(db, now, log);
  }
}
