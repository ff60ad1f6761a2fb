import fs from 'node:fs';
import path from 'node:path';
import type { RemoteRouteMeta } from '@portal/shared/types';

/**
 * What the chaos suite needs to know about one remote's production build: where its remote
 * entry is, which file holds each exposed page, and its routes. Read from the files the build
 * publishes (mf-manifest.json, portal-routes.json) and from the entry's module map, so a new
 * page or remote is covered without editing the suite.
 */
export interface RemoteBuild {
  container: string;
  dir: string;
  /** The remote entry's file name, e.g. `remoteEntry.eea5e70a.js`. */
  entryFile: string;
  /** The global array the remote's chunks push themselves into (`self.rspackChunk<name>`). */
  chunkGlobal: string;
  routes: RemoteRouteMeta[];
  /** For `./pages/home`: the file holding its module and the module's id. */
  pageModule(module: string): { file: string; id: string };
}

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

export function readRemoteBuild(container: string, dir: string): RemoteBuild {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
  const { routes } = JSON.parse(fs.readFileSync(path.join(dir, 'portal-routes.json'), 'utf8')) as { routes: RemoteRouteMeta[] };
  const entryFile = manifest.metaData.remoteEntry.name;
  const entry = fs.readFileSync(path.join(dir, entryFile), 'utf8');
  const chunkGlobal = /self\.([\w$]+)=self\.\1\|\|\[\]/.exec(entry)?.[1];
  if (!chunkGlobal) throw new Error(`${container}: no chunk-loading global found in ${entryFile}`);

  const pages = new Map<string, { file: string; id: string }>();
  return {
    container,
    dir,
    entryFile,
    chunkGlobal,
    routes,
    pageModule(module) {
      const known = pages.get(module);
      if (known) return known;
      // The container's module map: "./pages/home":()=>Promise.all([…]).then(()=>()=>d(4794))
      const key = JSON.stringify(module).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      const id = new RegExp(`${key}:\\(\\)=>[^"]*?\\.then\\(\\(\\)=>\\(\\)=>[\\w$]+\\((\\d+)\\)\\)`).exec(entry)?.[1];
      const expose = manifest.exposes.find((e) => e.path === module);
      if (!id || !expose) throw new Error(`${container}: ${module} is not exposed by ${entryFile}`);
      const definesModule = new RegExp(`[{,]${id}\\(`);
      const file = expose.assets.js.sync.find((name) => definesModule.test(fs.readFileSync(path.join(dir, name), 'utf8')));
      if (!file) throw new Error(`${container}: no chunk of ${module} defines module ${id}`);
      pages.set(module, { file, id });
      return { file, id };
    },
  };
}
