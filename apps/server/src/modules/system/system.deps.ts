/** What the system module's routes are given: nothing, they tell only of the server itself. */
export type SystemDeps = Record<never, never>;
