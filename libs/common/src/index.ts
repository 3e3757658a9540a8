export * from './account.js';
export * from './levels.js';
export * from './messages.js';
export * from './privileges.js';
export * from './roles.js';
export * from './routes.js';
export * from './validation.js';
