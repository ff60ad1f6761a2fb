export { onLiveEvent } from './live-events';
export { startLiveEvents } from './start-live';
