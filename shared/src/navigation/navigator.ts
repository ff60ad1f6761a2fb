/**
 * Navigation for code outside React components (the download flow, forced logout): the host
 * registers its router's navigate; until then, a full page load does the job.
 */
export type Navigator = (path: string) => void;

let navigator: Navigator = (path) => window.location.assign(path);

export function setNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(path: string): void {
  navigator(path);
}
