import { execFileSync } from 'node:child_process';

/**
 * The default label of a production build: `<git short sha>-<UTC yyyymmddHHMMSS>`, plus
 * `-dirty` when the work tree has changes not in that commit (untracked files included: they
 * can be in the build). Outside git it is the time alone. Two builds are told apart by it, and
 * `pnpm deploy:remote` uses it as the version name of a deploy.
 */
export function defaultBuildLabel(cwd: string, now: Date = new Date()): string {
  const stamp = utcStamp(now);
  const sha = git(cwd, ['rev-parse', '--short', 'HEAD']);
  if (!sha) return stamp;
  const dirty = git(cwd, ['status', '--porcelain']) !== '';
  return `${sha}-${stamp}${dirty ? '-dirty' : ''}`;
}

/** 2026-03-01T09:05:07Z → 20260301090507. */
export function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** A git command's trimmed output, or undefined when git is missing or this is not a work tree. */
function git(cwd: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}
