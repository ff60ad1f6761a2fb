import type { RemoteBuild } from './remote-build';

/**
 * Broken copies of a remote's built JavaScript, made by rewriting the served body instead of
 * rebuilding: the same files, the same names, one of them broken the way a bad release is.
 * Every message starts with CHAOS_MARK so a test can tell the injected fault from anything else.
 */
export const CHAOS_MARK = '[chaos]';

/** The remote entry throws as soon as it is evaluated, before it defines its container. */
export function throwingEntry(build: RemoteBuild, body: string): string {
  const message = JSON.stringify(`${CHAOS_MARK} ${build.container} 的 remoteEntry 执行时抛出异常`);
  return `throw new Error(${message});\n${body}`;
}

/**
 * The exposed page module loads, but its page component throws when React renders it. The
 * chunk still defines every module as built; appended code then replaces the page module's
 * factory the way the chunk runtime installs modules (a push onto the remote's chunk list),
 * whether the runtime is already running or evaluates the list later.
 */
export function throwingPage(build: RemoteBuild, module: string, body: string): string {
  const { id } = build.pageModule(module);
  const message = JSON.stringify(`${CHAOS_MARK} ${build.container} 的 ${module} 渲染时抛出异常`);
  const list = `self[${JSON.stringify(build.chunkGlobal)}]`;
  return `${body}
;(${list}=${list}||[]).push([[${JSON.stringify(`chaos-${id}`)}],{${id}:function(module,exports){
Object.defineProperty(exports,"__esModule",{value:true});
Object.defineProperty(exports,"default",{enumerable:true,get:function(){return function ChaosPage(){throw new Error(${message});};}});
}}]);
`;
}
