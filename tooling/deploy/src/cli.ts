/**
 * `pnpm build`, `pnpm deploy:remote`, `pnpm deploy:current`, `pnpm deploy:prune`: building and
 * publishing remotes into the deploy store (store.ts). This is the edge where these commands
 * read their environment (DEPLOY_ROOT, PUBLIC_URL, PORTAL_BUILD_LABEL, ENVIRONMENT_FILE/REMOTES_FILE, ENVIRONMENTS_DIR), once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultBuildLabel } from '@portal/build-config/build-label';
import {
  buildDigest,
  DeployError,
  hasVersion,
  keepHostSourceMaps,
  listVersions,
  prune,
  publish,
  remoteDir,
  setCurrent,
  versionsNamedIn,
  workPath,
} from './store';

/** How many versions of each remote `pnpm build` and `pnpm deploy:prune` keep besides those in use. */
export const DEFAULT_KEEP = 5;

interface RemoteEntry {
  folder: string;
  container: string;
  short: string;
}

export interface CliContext {
  repoRoot: string;
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
}

const USAGE = `usage:
  pnpm build                                           build everything; publish each changed remote and make it current
  pnpm deploy:remote <name> [--root DIR] [--base URL] [--label LABEL]
                                                       build one remote and publish it as a new version
  pnpm deploy:current <name> <version> [--root DIR]    point the one-command mode's /remotes/<name>/ at a version
  pnpm deploy:prune [--keep N] [--env FILE]... [--root DIR]
                                                       delete old versions (keeps the newest N=${DEFAULT_KEEP}, current, and those named by environments)
<name>: a remote's short name (square), container (remote_square) or folder (remote-square).
DEPLOY_ROOT (default <repo>/.deploy) or --root: the store. PUBLIC_URL or --base: absolute base printed in the entry.`;

export async function main(argv: string[], context: CliContext): Promise<number> {
  const [command, ...rest] = argv.filter((arg) => arg !== '--');
  try {
    if (command === 'build') return await buildAll(rest, context);
    if (command === 'remote') return await deployRemote(rest, context);
    if (command === 'current') return await switchCurrent(rest, context);
    if (command === 'prune') return await pruneCommand(rest, context);
    context.err(USAGE);
    return 2;
  } catch (error) {
    if (error instanceof DeployError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      context.err(`deploy: ${(error as Error).message}`);
      return 1;
    }
    throw error;
  }
}

function remotes(repoRoot: string): RemoteEntry[] {
  return (JSON.parse(readFileSync(path.join(repoRoot, 'portal-remotes.json'), 'utf8')) as { remotes: RemoteEntry[] }).remotes;
}

function findRemote(repoRoot: string, name: string | undefined): RemoteEntry {
  const list = remotes(repoRoot);
  const found = list.find((remote) => [remote.short, remote.container, remote.folder].includes(name ?? ''));
  if (!found) {
    throw new DeployError(
      `${name ? `unknown remote "${name}"` : 'name a remote'}; one of: ${list.map((remote) => remote.short).join(', ')}`,
    );
  }
  return found;
}

function storeRoot(context: CliContext, option: string | undefined): string {
  return path.resolve(option ?? context.env.DEPLOY_ROOT ?? path.join(context.repoRoot, '.deploy'));
}

/** Runs a pnpm command in the workspace; its output goes to stderr, so stdout carries only our result. */
function pnpm(context: CliContext, args: string[], env: Record<string, string>): void {
  const result = spawnSync('pnpm', args, { cwd: context.repoRoot, env: { ...context.env, ...env }, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new DeployError(`pnpm ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

function label(context: CliContext, option?: string): string {
  return option?.trim() || context.env.PORTAL_BUILD_LABEL?.trim() || defaultBuildLabel(context.repoRoot);
}

async function deployRemote(argv: string[], context: CliContext): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { root: { type: 'string' }, base: { type: 'string' }, label: { type: 'string' } },
  });
  const remote = findRemote(context.repoRoot, positionals[0]);
  const root = storeRoot(context, values.root);
  const version = label(context, values.label);
  if (await hasVersion(root, remote.short, version)) {
    throw new DeployError(`${remote.container} version ${version} is already published; a version is never overwritten`);
  }

  // Built straight into a scratch folder inside the store, then renamed into place: the
  // remote's own dist/ (perhaps being served) is not touched.
  const buildDir = workPath(remoteDir(root, remote.short), 'build', version);
  try {
    context.err(`Building ${remote.folder} (production, label ${version})…`);
    pnpm(context, ['--filter', `./${remote.folder}`, 'run', 'build'], { PORTAL_BUILD_LABEL: version, PORTAL_OUT_DIR: buildDir });
    const result = await publish({ root, short: remote.short, container: remote.container, from: buildDir, version, mode: 'move' });
    if (!result.published) return 1;
    context.out(`Published ${remote.container} version ${version} (${result.info.files} files) in ${result.dir}`);
    if (result.sourceMapsDir)
      context.out(`Source maps and mf-stats.json (${result.privateFiles} files, not served): ${result.sourceMapsDir}`);
    const base = (values.base ?? context.env.PUBLIC_URL ?? '').replace(/\/+$/, '');
    const manifest = `${base}/remotes/${remote.short}/${version}/mf-manifest.json`;
    context.out('Environment entry (switch: put it in the environment file; rollback: put the previous one back):');
    context.out(`  "${remote.container}": { "manifest": ${JSON.stringify(manifest)}, "version": ${JSON.stringify(version)} }`);
    return 0;
  } finally {
    await rm(buildDir, { recursive: true, force: true });
  }
}

async function switchCurrent(argv: string[], context: CliContext): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { root: { type: 'string' } } });
  const remote = findRemote(context.repoRoot, positionals[0]);
  const version = positionals[1];
  if (!version) throw new DeployError('name the version: pnpm deploy:current <name> <version>');
  const root = storeRoot(context, values.root);
  const previous = await setCurrent(root, remote.short, version);
  context.out(`${remote.container}: /remotes/${remote.short}/ now serves ${version}${previous ? ` (was ${previous})` : ''}`);
  return 0;
}

/**
 * Environment files whose versions are in use: --env files, the server's (ENVIRONMENT_FILE or its
 * older name REMOTES_FILE), and every file of the environments folder (ENVIRONMENTS_DIR).
 */
function environmentFiles(context: CliContext, given: string[]): string[] {
  const files = given.map((file) => path.resolve(file));
  for (const named of [context.env.ENVIRONMENT_FILE, context.env.REMOTES_FILE]) {
    if (named) files.push(path.resolve(context.repoRoot, named));
  }
  const environments = path.resolve(context.repoRoot, context.env.ENVIRONMENTS_DIR ?? 'environments');
  if (existsSync(environments)) {
    for (const name of readdirSync(environments)) if (name.endsWith('.json')) files.push(path.join(environments, name));
  }
  return [...new Set(files)];
}

function protectedVersions(files: string[], required: Set<string>): Map<string, string> {
  const protect = new Map<string, string>();
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      // An environment file we were told about and cannot read: pruning blind could remove a version in use.
      if (required.has(file)) throw new DeployError(`cannot read environment file ${file}: ${(error as Error).message}`);
      continue;
    }
    for (const { short, version } of versionsNamedIn(text)) protect.set(`${short}/${version}`, `named in ${file}`);
  }
  return protect;
}

async function runPrune(context: CliContext, root: string, keep: number, given: string[]): Promise<void> {
  const files = environmentFiles(context, given);
  const protect = protectedVersions(files, new Set(given.map((file) => path.resolve(file))));
  const reports = await prune({ root, keep, protect });
  if (!reports.length) context.out(`Nothing published in ${root}`);
  for (const report of reports) {
    const kept = report.kept.map((entry) => `${entry.version} (${entry.why.join(', ')})`).join(', ');
    context.out(`${report.remote}: kept ${kept || 'nothing'}; removed ${report.removed.join(', ') || 'nothing'}`);
  }
}

async function pruneCommand(argv: string[], context: CliContext): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { root: { type: 'string' }, keep: { type: 'string' }, env: { type: 'string', multiple: true } },
  });
  const keep = values.keep === undefined ? DEFAULT_KEEP : Number(values.keep);
  if (!Number.isInteger(keep) || keep < 0) throw new DeployError(`--keep must be a whole number ≥ 0 (got "${values.keep}")`);
  await runPrune(context, storeRoot(context, values.root), keep, values.env ?? []);
  return 0;
}

/**
 * The root `pnpm build`: every app and the server with one label, then each remote's dist is
 * published as a version (unless it equals the current one) and made current, so a running
 * one-command server switches whole instead of serving a dist/ being rebuilt. Keeps the newest
 * versions (and every version in use), and a private copy of the host's maps.
 */
async function buildAll(argv: string[], context: CliContext): Promise<number> {
  if (argv.length) throw new DeployError(`pnpm build takes no arguments (got ${argv.join(' ')})`);
  const root = storeRoot(context, undefined);
  const version = label(context);
  pnpm(context, ['-r', '--filter', './host', '--filter', './remote-*', '--filter', './server', 'build'], { PORTAL_BUILD_LABEL: version });

  for (const remote of remotes(context.repoRoot)) {
    const dist = path.join(context.repoRoot, remote.folder, 'dist');
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) continue;
    if (await hasVersion(root, remote.short, version)) {
      // The same label again (PORTAL_BUILD_LABEL set by hand): fine if it is the same build.
      const existing = (await listVersions(root, remote.short)).find((info) => info.version === version);
      if (existing?.digest !== (await buildDigest(dist)).digest) {
        throw new DeployError(
          `${remote.container} version ${version} is already published with other content; use a new PORTAL_BUILD_LABEL`,
        );
      }
    } else {
      const result = await publish({
        root,
        short: remote.short,
        container: remote.container,
        from: dist,
        version,
        mode: 'copy',
        skipIfCurrent: true,
      });
      if (!result.published) {
        context.out(`${remote.container}: unchanged, /remotes/${remote.short}/ stays on ${result.version}`);
        continue;
      }
    }
    const previous = await setCurrent(root, remote.short, version);
    context.out(`${remote.container}: /remotes/${remote.short}/ now serves ${version}${previous ? ` (was ${previous})` : ''}`);
  }
  const hostDist = path.join(context.repoRoot, 'host', 'dist');
  if (existsSync(hostDist)) await keepHostSourceMaps(root, hostDist, version);
  await runPrune(context, root, DEFAULT_KEEP, []);
  return 0;
}
