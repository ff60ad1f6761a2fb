import type { RemoteBuildInfo } from '@portal/shared';

/** Which remote and which build this code is: baked in by the build (tooling/build-config). */
export const REMOTE_BUILD: RemoteBuildInfo = { name: __PORTAL_APP__, label: __PORTAL_BUILD_LABEL__ };
