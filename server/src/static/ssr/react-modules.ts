/**
 * The one React of the server process, handed to every server bundle (host and remotes) as
 * their `react`, `react-dom`, … (tooling/build-config/src/server-build.ts keeps them external), so
 * hooks and context work across bundles as the browser's singletons do.
 *
 * Loaded on the first render, not at start-up (SSR=0 never loads it), and always React's
 * production build: React picks its build from NODE_ENV when first required, and NODE_ENV cannot
 * simply be set for the whole server because it also decides the portal's mode (config.ts).
 */
let modules: Record<string, unknown> | undefined;

export function reactModules(): Record<string, unknown> {
  if (modules) return modules;
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    // `require` is Node's own (the bundle's banner makes one in ESM, tests run as CommonJS).
    modules = {
      react: require('react'),
      'react/jsx-runtime': require('react/jsx-runtime'),
      'react-dom': require('react-dom'),
      // The edge build: Node's build keeps an AsyncLocalStorage that would leave Node 20's promise
      // hooks on for good after the first render (@portal/shared/server RenderScope).
      'react-dom/server.edge': require('react-dom/server.edge'),
    };
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
  return modules;
}
