import type { AxiosRequestConfig } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Spec §7: requests are cancellable by key. A newer request with the same key cancels the
     * older one (e.g. a search box), and `cancelRequest(key)` cancels it on demand.
     */
    cancelKey?: string;
  }
}

/** Options of the typed helpers: any axios option except what the helper's arguments set. */
export type ApiRequestOptions = Omit<AxiosRequestConfig, 'url' | 'method' | 'data' | 'params'>;
