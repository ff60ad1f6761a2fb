/**
 * @portal/shared/server — what the server-side render needs and the browser never loads: the
 * API client answered in-process, and the per-render values (RenderScope). Only the host's server bundle imports it (host/src/server), so
 * none of it rides in a browser chunk.
 */
export { answerApiInProcess, inProcessAdapter, type InProcessDispatch } from './api-in-process';
export { RenderScope } from './render-scope';
