/**
 * The API's schemas (TypeBox), declared once: the server validates, serializes and documents
 * with them (OpenAPI at /api/docs); `@portal/shared/types` derives the TypeScript types from
 * them. Server-side import only: browser code imports the types, never this entry.
 */
export * from './common';
export * from './accounts';
export * from './games';
export * from './wallet';
export * from './platform';
export * from './square';
export * from './reading';
export * from './engage';
export * from './favourites';
export * from './support';
export * from './chat';
export * from './protection';
export * from './reviews';
export * from './charts';
export * from './upcoming';
export * from './environment';
export * from './telemetry';
