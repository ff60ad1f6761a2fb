/**
 * The element that scrolls an element's page: the nearest ancestor that scrolls vertically,
 * or null for the window (the host's main layout scrolls the window today, but a layout with
 * its own scrolling area must work too).
 */
export function scrollParentOf(element: HTMLElement | null): HTMLElement | null {
  let node = element?.parentElement ?? null;
  while (node && node !== document.body && node !== document.documentElement) {
    const { overflowY } = getComputedStyle(node);
    if (/(auto|scroll|overlay)/.test(overflowY) && node.scrollHeight > node.clientHeight) return node;
    node = node.parentElement;
  }
  return null;
}

export function scrollTopOf(parent: HTMLElement | null): number {
  return parent ? parent.scrollTop : window.scrollY || document.documentElement.scrollTop;
}
