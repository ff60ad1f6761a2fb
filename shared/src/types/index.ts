export * from './envelope';
export * from './composition';
export * from './game-category';
export * from './account';
export * from './game';
export * from './wallet';
export * from './result-codes';
export * from './square';
