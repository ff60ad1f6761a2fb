import { readFile } from 'node:fs/promises';
import { loadConfig } from '../config';
import { type EnvironmentValidation, environmentValidator } from './environment-validator';
import { staticLayout } from './layout';
import { createRemoteJsonLoader } from './remote-json';

/**
 * `pnpm env:check <file>`: the server's validation of an environment file, from the command line,
 * with the server's configuration — the same allow-list (REMOTE_ORIGINS), the same builds and
 * deploy store for paths on this origin, the same host to compare singletons with.
 */
export async function checkEnvironmentFile(file: string, { publicUrl }: { publicUrl: string | undefined }): Promise<EnvironmentValidation> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return { ok: false, problems: [`环境文件 ${file} 无法读取：${(error as Error).message}`] };
  }
  const config = loadConfig();
  const layout = staticLayout(config.staticRoot, config.deployRoot);
  const base = publicUrl ?? config.publicUrl;
  const loadJson = createRemoteJsonLoader({ layout, publicUrl: base, timeoutMs: 5000 });
  return environmentValidator({ loadJson, publicUrl: base, remoteOrigins: config.environment.remoteOrigins, hostDir: layout.hostDir })(
    text,
    file,
  );
}
