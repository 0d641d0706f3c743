/** The time source of services that enforce windows and expiries; tests pass a controllable one. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();
