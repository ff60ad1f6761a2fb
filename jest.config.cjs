// One jest configuration for the whole workspace, split into projects so each
// kind of test can be run alone: `jest --selectProjects unit|server|browser`.
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      module: 'commonjs',
      moduleResolution: 'node',
      jsx: 'react-jsx',
      esModuleInterop: true,
      resolveJsonModule: true,
      isolatedModules: true,
      verbatimModuleSyntax: false,
    },
    diagnostics: false,
  },
];

// The remotes come from the workspace's one list (portal-remotes.json): a new remote's tests run without editing this file.
const { remotes } = require('./portal-remotes.json');
const remoteRoots = remotes.map((remote) => `<rootDir>/${remote.folder}`);

const common = {
  transform: { '^.+\\.(t|j)sx?$': tsJest, '\\.(png|svg|jpg|webp)$': '<rootDir>/tooling/jest/file-transform.cjs' },
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm)', '/node_modules/\\.pnpm/(?!(pinyin-pro)@)'],
  moduleNameMapper: {
    '^@portal/shared$': '<rootDir>/shared/src/index.ts',
    '^@portal/shared/(types|rules|schemas|query|page-ui)$': '<rootDir>/shared/src/$1/index.ts',
    '\\.css$': '<rootDir>/tooling/jest/file-stub.cjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: '<rootDir>/tooling/jest/jsdom-environment.cjs',
      setupFilesAfterEnv: ['<rootDir>/tooling/jest/offline-network.ts'],
      roots: ['<rootDir>/shared', '<rootDir>/host', ...remoteRoots, '<rootDir>/tooling', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      // PGlite and two ES-module-only leaves of Fastify load through Node's own require (see the file).
      setupFiles: ['<rootDir>/server/test/native-modules.ts'],
      testMatch: ['**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'browser',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      globalSetup: '<rootDir>/e2e/harness/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/harness/global-teardown.ts',
      setupFiles: ['<rootDir>/e2e/harness/setup-timeout.ts'],
    },
    {
      // Reliability suites (fuzz, authorisation, XSS, crash safety, load, remote chaos) against
      // the built portal: short form in `pnpm test`, full form by `pnpm suite:<name>`.
      ...common,
      displayName: 'reliability',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e/reliability'],
      testMatch: ['**/*.suite.ts'],
      globalSetup: '<rootDir>/e2e/reliability/harness/global-setup.ts',
      setupFiles: ['<rootDir>/e2e/reliability/harness/setup.ts'],
    },
  ],
};
