import type { RuleSetRule } from '@rspack/core';

/**
 * How every app's sources and assets are compiled — the same for the browser build and the
 * server-target build (server-build.ts), which differ only in the JavaScript they aim at and in
 * whether React's development checks are on.
 */
export function moduleRules({ development, targets }: { development: boolean; targets: string }): RuleSetRule[] {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development, refresh: false } },
        },
        env: { targets },
      },
      type: 'javascript/auto',
    },
    // chinese-days (the statutory holiday calendar) ships an ES module under "type": "commonjs".
    { test: /[\\/]chinese-days[\\/]dist[\\/]index\.es\.js$/, type: 'javascript/esm' },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(png|jpe?g|gif|webp|avif|svg)$/, type: 'asset/resource' },
  ];
}
