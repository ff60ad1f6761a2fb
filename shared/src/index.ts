/// <reference path="./globals.d.ts" />
/**
 * @portal/shared — shared at run time as a Module Federation singleton: the host and every
 * remote get this same instance, so there is one API client and one store in the page.
 */
import './ui/tokens.css';

export * from './types';
export * from './rules';
export { images } from './assets';
export * from './ui';
export * from './storage';
export * from './auth';
export * from './api';
export * from './toast';
export * from './dialog';
export * from './device';
export * from './invite';
export * from './session';
export * from './navigation';
export * from './router';
export * from './games';
export * from './download';
export * from './media';
export * from './html';
export * from './live';
export * from './protection';
