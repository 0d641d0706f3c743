export * from './account';
export * from './org';
export * from './system';
export * from './outbox';
