import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { AccountsConfig } from '../../config';
import type { Queryable } from '../../db/types';
import { createAliyunSmsProvider } from './aliyun-sms-provider';
import { createSandboxSmsProvider } from './sandbox-sms-provider';
import type { SmsProvider } from './sms-provider';

/** The provider SMS_PROVIDER names (config validation already refused names not implemented here). */
export function createSmsProvider(
  settings: Pick<AccountsConfig, 'smsProvider' | 'aliyunSms'>,
  db: Queryable,
  now: Clock,
  log: FastifyBaseLogger,
): SmsProvider {
  switch (settings.smsProvider) {
    case 'sandbox':
      return createSandboxSmsProvider(db, now, log);
    case 'aliyun':
      if (!settings.aliyunSms) throw new Error('SMS_PROVIDER=aliyun without its settings (loadConfig reads them)');
      return createAliyunSmsProvider(settings.aliyunSms, now, log);
  }
}
