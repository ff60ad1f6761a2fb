export { markPageLive, whenPageLive } from './page-live';
export { serverRenderIsFresh } from './server-render-age';
