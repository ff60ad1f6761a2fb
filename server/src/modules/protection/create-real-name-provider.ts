import type { ProtectionConfig } from '../../config';
import type { RealNameProvider } from './real-name-provider';
import { createSandboxRealNameProvider } from './sandbox-real-name-provider';

/** The provider REALNAME_PROVIDER names (config validation already refused names not implemented here). */
export function createRealNameProvider(settings: Pick<ProtectionConfig, 'realNameProvider'>): RealNameProvider {
  switch (settings.realNameProvider) {
    case 'sandbox':
      return createSandboxRealNameProvider();
  }
}
