import { Type } from '@sinclair/typebox';
import { StringEnum } from './common';

/**
 * Environments as files (issue 16): `environments/<name>.json` says which build of each remote an
 * environment uses. Declared once here: the server validates a file with it before the file goes
 * live, `environments/environment.schema.json` (for editors and `pnpm env:check`) is generated
 * from it, and the types in `@portal/shared/types` derive from it.
 */

export const RouteLayoutSchema = StringEnum(['main', 'simple', 'standalone'] as const, {
  description: 'main：页头+滚动区；simple：返回按钮+标题栏；standalone：独立页面',
});

/** One route a remote owns, as its build publishes it in `portal-routes.json`. */
export const RemoteRouteMetaSchema = Type.Object({
  path: Type.String({ maxLength: 200, description: "react-router path without the leading slash, e.g. `games/:type?`; '' is home" }),
  module: Type.String({
    pattern: '^\\./pages/[a-z0-9-]+$',
    description: 'the Module Federation expose that renders it, e.g. `./pages/home`',
  }),
  layout: RouteLayoutSchema,
  title: Type.Optional(Type.String({ maxLength: 60, description: 'route title (document title and the simple layout bar)' })),
  icon: Type.Optional(Type.String({ maxLength: 500, description: "the simple layout bar's icon URL" })),
  requiresLogin: Type.Optional(Type.Boolean({ description: 'spec §5: a login-required route needs a user id' })),
  hideHeader: Type.Optional(Type.Boolean({ description: 'the main layout without its header' })),
});

/** A remote's manifest URL: absolute http(s), or a path on the portal's own origin. */
const ManifestUrl = Type.String({
  minLength: 1,
  maxLength: 2000,
  pattern: '^(https?://[^\\s]+|/[^/\\s][^\\s]*)$',
  description: 'URL of the build’s mf-manifest.json: https://… or a path on this origin (/remotes/…)',
});

const VersionLabel = Type.String({ pattern: '^[\\w.+-]{1,64}$', description: 'the build label ops see (the deploy’s version)' });

/**
 * Another build of one remote for part of the players: a share of devices (sticky per device id)
 * and/or a cohort chosen by cookie `portal_cohort` or header `x-portal-cohort`.
 */
export const CanaryRuleSchema = Type.Object(
  {
    manifest: ManifestUrl,
    version: Type.Optional(VersionLabel),
    share: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'share of devices sent to this build, 0–1' })),
    cohort: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,32}$', description: 'cohort name a cookie or header selects' })),
  },
  { additionalProperties: false },
);

export const EnvironmentRemoteSchema = Type.Object(
  {
    manifest: ManifestUrl,
    version: Type.Optional(VersionLabel),
    routes: Type.Optional(Type.Array(RemoteRouteMetaSchema, { description: 'overrides the routes the build publishes' })),
    canary: Type.Optional(CanaryRuleSchema),
  },
  { additionalProperties: false },
);

/** Container names: the package name in snake_case (remote-games → remote_games). */
export const REMOTE_NAME_PATTERN = '^[a-z][a-z0-9_]{0,63}$';

export const EnvironmentFileSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    name: Type.Optional(
      Type.String({
        pattern: '^[a-z0-9-]{1,32}$',
        description: 'environment name: demo, dev, staging, production… (default: the file name)',
      }),
    ),
    appTitle: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'host setting: the app title (else APP_TITLE)' })),
    telemetry: Type.Optional(
      Type.Object(
        {
          sampleRate: Type.Optional(
            Type.Number({ minimum: 0, maximum: 1, description: 'share of remote page loads the host reports (default 1)' }),
          ),
        },
        { additionalProperties: false, description: 'host setting: remote-load telemetry' },
      ),
    ),
    remotes: Type.Record(Type.String({ pattern: REMOTE_NAME_PATTERN }), EnvironmentRemoteSchema, {
      description: 'container name → the build this environment uses',
      additionalProperties: false,
    }),
  },
  { additionalProperties: false },
);

/** `GET /api/ops/environment`: which file is live, and why a newer one is not. */
export const EnvironmentFileStatusSchema = Type.Object({
  name: Type.String({ description: 'the live environment’s name' }),
  file: Type.String({ description: 'the environment file the server reads' }),
  loadedAt: Type.Union([Type.String(), Type.Null()], { description: 'when the live environment was validated (ISO 8601)' }),
  stale: Type.Boolean({ description: 'the file changed but failed validation: the last good environment stays live' }),
  problems: Type.Array(Type.String(), { description: 'why the file on disk is not live (empty when it is)' }),
  remotes: Type.Record(
    Type.String(),
    Type.Object({
      manifest: Type.String(),
      version: Type.Union([Type.String(), Type.Null()]),
      canary: Type.Union([
        Type.Object({
          manifest: Type.String(),
          version: Type.Union([Type.String(), Type.Null()]),
          share: Type.Number(),
          cohort: Type.Union([Type.String(), Type.Null()]),
        }),
        Type.Null(),
      ]),
    }),
  ),
});
