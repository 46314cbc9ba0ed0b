// The one place drizzle-kit and the connection read the whole schema from.
export * from './ai-generations';
export * from './catalogue';
export * from './chat';
export * from './client-hub';
export * from './counters';
export * from './google-places';
export * from './offers';
export * from './outbox';
export * from './photos';
export * from './providers';
export * from './rate-limits';
export * from './requests';
export * from './reviews';
export * from './service-manager';
export * from './users';
export * from './verification-codes';
