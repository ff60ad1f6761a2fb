export * from './games-api';
