import { createContext, type ComponentType } from 'react';
import { loadedRemotePage } from './federation';

/** A remote page that can render at once, without a loading state first. */
export type ReadyPageLookup = (remote: string, module: string) => ComponentType | undefined;

/**
 * Where a route finds its page already loaded. In the browser: a page whose load has finished
 * (the host loads the server-rendered route's page before hydrating, so hydration renders the
 * page, as the server did, instead of a loading state). On the server: the page of the remote's
 * server bundle the render was given (host/src/server/render.tsx).
 */
export const ReadyPagesContext = createContext<ReadyPageLookup>(loadedRemotePage);
