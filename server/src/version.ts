import packageJson from '../package.json';

/** The server's package version, reported by /api/health so ops can tell deployments apart. */
export const SERVER_VERSION: string = packageJson.version;
