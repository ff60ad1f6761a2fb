import type { FastifyBaseLogger } from 'fastify';
import type { ProtectionConfig } from '../../config';
import type { Clock } from '../../platform/clock';
import { createNppaProvider } from './nppa-provider';
import type { RealNameProvider } from './real-name-provider';
import { createSandboxRealNameProvider } from './sandbox-real-name-provider';

/** The provider REALNAME_PROVIDER names (config validation already refused names not implemented here). */
export function createRealNameProvider(
  settings: Pick<ProtectionConfig, 'realNameProvider' | 'nppa'>,
  now: Clock,
  log: FastifyBaseLogger,
): RealNameProvider {
  switch (settings.realNameProvider) {
    case 'sandbox':
      return createSandboxRealNameProvider();
    case 'nppa':
      if (!settings.nppa) throw new Error('REALNAME_PROVIDER=nppa without its settings (loadConfig reads them)');
      return createNppaProvider(settings.nppa, now, log);
  }
}
