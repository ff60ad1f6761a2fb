import { EnvironmentFileSchema } from '@portal/shared/schemas';
import type { EnvironmentFile, EnvironmentRemote, RemoteRouteMeta } from '@portal/shared/types';
import { Ajv } from 'ajv';
import { validationMessage } from '../platform/http/validation-message';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type OriginAllowList, originAllowList } from './origin-allow-list';
import type { RemoteJsonLoader } from './remote-json';
import { parseRoutesFile, routesFileUrl } from './routes-file';
import { incompatibleSingletons } from './shared-compatibility';

/**
 * The checks an environment file passes before it goes live (issue 16), run by the server before
 * it swaps a changed file in and by `pnpm env:check <file>`. Every problem is reported, each
 * naming the remote and what is wrong, so ops fix the file in one round:
 *  - the file is JSON and matches the schema (shared/src/schemas/environment.ts);
 *  - every manifest URL (and canary URL) is on the allow-list of origins;
 *  - every manifest and its portal-routes.json answer, and the manifest is the remote it is
 *    listed as (a remote pointed at another remote's manifest would serve that one's pages);
 *  - every route's page module is exposed by the manifest;
 *  - no two remotes claim the same route;
 *  - the build's shared singletons (react, react-dom, @portal/shared) are ones the host provides.
 */

/** A remote's build as validated: its manifest, label and routes. */
export interface ValidatedBuild {
  manifest: string;
  /** The label ops gave it, else the build's own (portal-routes.json), else none. */
  version?: string;
  routes: RemoteRouteMeta[];
  /** Whether the routes come from the environment file (they then win over the build's). */
  routesFromFile: boolean;
}

export interface ValidatedRemote extends ValidatedBuild {
  canary?: ValidatedBuild & { share: number; cohort?: string };
}

export interface ValidatedEnvironment {
  name: string;
  appTitle?: string;
  telemetry?: { sampleRate?: number };
  remotes: Record<string, ValidatedRemote>;
}

export type EnvironmentValidation = { ok: true; environment: ValidatedEnvironment } | { ok: false; problems: string[] };

export interface ValidationContext {
  loadJson: RemoteJsonLoader;
  allowList: OriginAllowList;
  /** Singletons a build needs that the host does not provide, as sentences (empty: compatible). */
  sharedProblems: (manifest: unknown) => Promise<string[]> | string[];
}

/** The validator the server and `pnpm env:check` use: this origin's allow-list, this host's singletons. */
export function environmentValidator(options: {
  loadJson: RemoteJsonLoader;
  publicUrl: string | undefined;
  remoteOrigins: readonly string[];
  /** The host's build (its mf-manifest.json says which singletons it provides). */
  hostDir: string;
}): (text: string, file: string) => Promise<EnvironmentValidation> {
  const context: ValidationContext = {
    loadJson: options.loadJson,
    allowList: originAllowList(options.remoteOrigins, options.publicUrl),
    sharedProblems: async (manifest) => {
      const host = await readJsonFile(path.join(options.hostDir, 'mf-manifest.json'));
      // Without a host build there is nothing to compare with (the API alone, or a CI step).
      if (host === undefined) return [];
      return incompatibleSingletons(manifest, host).map(
        ({ name, required, provided }) => `构建需要 ${name} ${required}，宿主提供的是 ${provided ?? '（无）'}：请用宿主的版本重新构建`,
      );
    },
  };
  return (text, file) => validateEnvironmentText(text, context, environmentNameOf(file));
}

const ajv = new Ajv({ allErrors: true, strict: false });
const checkSchema = ajv.compile<EnvironmentFile>(EnvironmentFileSchema);

/** `environments/staging.json` → `staging`: the name of a file that gives none. */
export function environmentNameOf(file: string): string {
  return (
    path
      .basename(file, '.json')
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .slice(0, 32) || 'default'
  );
}

export async function validateEnvironmentText(
  text: string,
  context: ValidationContext,
  defaultName: string,
): Promise<EnvironmentValidation> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`环境文件不是合法的 JSON：${(error as Error).message}`] };
  }
  return validateEnvironment(value, context, defaultName);
}

export async function validateEnvironment(value: unknown, context: ValidationContext, defaultName: string): Promise<EnvironmentValidation> {
  if (!checkSchema(value)) {
    const problems = (checkSchema.errors ?? []).map(
      (issue) => `环境文件${validationMessage(issue, '环境文件').replace(/^参数错误：/, '：')}`,
    );
    return { ok: false, problems: [...new Set(problems)] };
  }
  const problems: string[] = [];
  const validated = await Promise.all(
    Object.entries(value.remotes).map(async ([name, entry]): Promise<[string, ValidatedRemote] | undefined> => {
      const stable = await validateBuild(name, entry, context, problems, '');
      const canary = entry.canary ? await validateBuild(name, entry.canary, context, problems, '（金丝雀）') : undefined;
      if (entry.canary && !entry.canary.share && !entry.canary.cohort) {
        problems.push(`${name}：金丝雀版本既没有 share（玩家比例）也没有 cohort（分组），没有玩家会用到它`);
      }
      if (!stable) return undefined;
      if (!canary || !entry.canary) return [name, stable];
      const { share = 0, cohort } = entry.canary;
      return [name, { ...stable, canary: { ...canary, share, ...(cohort ? { cohort } : {}) } }];
    }),
  );
  // In the file's order, whichever remote answered first.
  const remotes = Object.fromEntries(validated.filter((entry) => entry !== undefined));
  problems.push(...routeConflicts(remotes));
  if (problems.length > 0) return { ok: false, problems: problems.sort() };
  return {
    ok: true,
    environment: {
      name: value.name ?? defaultName,
      ...(value.appTitle ? { appTitle: value.appTitle } : {}),
      ...(value.telemetry ? { telemetry: value.telemetry } : {}),
      remotes,
    },
  };
}

async function validateBuild(
  name: string,
  entry: Pick<EnvironmentRemote, 'manifest' | 'version' | 'routes'>,
  context: ValidationContext,
  problems: string[],
  which: string,
): Promise<ValidatedBuild | undefined> {
  const label = `${name}${which}`;
  if (!context.allowList.allows(entry.manifest)) {
    problems.push(`${label}：${entry.manifest} 不在允许的来源之内（${context.allowList.describe()}）`);
    return undefined;
  }
  const [manifest, routesFile] = await Promise.all([context.loadJson(entry.manifest), context.loadJson(routesFileUrl(entry.manifest))]);
  if (!manifest.ok) {
    problems.push(`${label}：清单 ${entry.manifest} 无法读取（${manifest.reason}）`);
    return undefined;
  }
  const manifestName = (manifest.value as { name?: unknown } | null)?.name;
  if (manifestName !== name) {
    problems.push(`${label}：清单 ${entry.manifest} 属于 ${typeof manifestName === 'string' ? manifestName : '（未知）'}，不是 ${name}`);
    return undefined;
  }
  const published = routesFile.ok ? parseRoutesFile(routesFile.value) : undefined;
  if (!entry.routes && !published) {
    problems.push(
      `${label}：路由文件 ${routesFileUrl(entry.manifest)} ${routesFile.ok ? '格式不正确' : `无法读取（${routesFile.reason}）`}`,
    );
    return undefined;
  }
  const routes = entry.routes ?? published!.routes;
  const exposed = exposedModules(manifest.value);
  for (const route of routes) {
    if (!exposed.has(route.module.replace(/^\.\//, ''))) {
      problems.push(`${label}：路由 /${route.path} 的页面 ${route.module} 不在清单的 exposes 中`);
    }
  }
  for (const problem of await context.sharedProblems(manifest.value)) problems.push(`${label}：${problem}`);
  const version = entry.version ?? (published?.version || undefined);
  return { manifest: entry.manifest, ...(version ? { version } : {}), routes, routesFromFile: entry.routes !== undefined };
}

/** `pages/home` for each expose of an MF 2 manifest (`exposes[].path` is `./pages/home`). */
function exposedModules(manifest: unknown): Set<string> {
  const exposes = (manifest as { exposes?: unknown } | null)?.exposes;
  const names = new Set<string>();
  if (!Array.isArray(exposes)) return names;
  for (const expose of exposes as { path?: unknown; name?: unknown }[]) {
    for (const key of [expose.path, expose.name]) if (typeof key === 'string') names.add(key.replace(/^\.\//, ''));
  }
  return names;
}

/**
 * Two remotes claiming one URL: the shapes of their route patterns are compared, with each
 * parameter as a wildcard segment and an optional segment both present and absent
 * (`games/:type?` claims `games` and `games/:`). A remote's canary build is another build of the
 * same remote, so it only conflicts with other remotes.
 */
function routeConflicts(remotes: Record<string, ValidatedRemote>): string[] {
  const claims = new Map<string, { remote: string; path: string }>();
  const problems: string[] = [];
  for (const [remote, build] of Object.entries(remotes)) {
    const paths = new Map<string, string>();
    for (const route of [...build.routes, ...(build.canary?.routes ?? [])]) {
      for (const shape of routeShapes(route.path)) paths.set(shape, route.path);
    }
    for (const [shape, path] of paths) {
      const earlier = claims.get(shape);
      if (earlier && earlier.remote !== remote) {
        problems.push(`${remote}：路由 /${path} 与 ${earlier.remote} 的 /${earlier.path} 冲突`);
      } else {
        claims.set(shape, { remote, path });
      }
    }
  }
  return problems;
}

function routeShapes(pattern: string): string[] {
  let shapes: string[][] = [[]];
  for (const segment of pattern.split('/').filter(Boolean)) {
    const optional = segment.endsWith('?');
    const bare = optional ? segment.slice(0, -1) : segment;
    const shape = bare.startsWith(':') ? ':' : bare;
    const withIt = shapes.map((parts) => [...parts, shape]);
    shapes = optional ? [...shapes, ...withIt] : withIt;
  }
  return shapes.map((parts) => parts.join('/'));
}

async function readJsonFile(file: string): Promise<unknown | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}
