/**
 * The time source of every rule that depends on time (SMS expiry, rate-limit windows,
 * session expiry). Injected so tests can move time instead of waiting for it.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
