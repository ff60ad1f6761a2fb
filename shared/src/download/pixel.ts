/**
 * Spec §9: after a confirmed paid download, if a marketing pixel exists on the page, send a
 * purchase event: type Purchase, value = the price, currency USD, content name Download Purchase.
 */
type Pixel = (command: 'track', event: string, data: Record<string, unknown>) => void;

declare global {
  interface Window {
    fbq?: Pixel;
  }
}

export function trackDownloadPurchase(price: number): boolean {
  const pixel = typeof window !== 'undefined' ? window.fbq : undefined;
  if (typeof pixel !== 'function') return false;
  pixel('track', 'Purchase', { value: price, currency: 'USD', content_name: 'Download Purchase' });
  return true;
}
