export * from './account';
export * from './org';
export * from './system';
export * from './outbox';
export * from './notice';
export * from './audit';
export * from './dict';
export * from './candidate';
