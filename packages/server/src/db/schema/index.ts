export * from './account';
export * from './audit';
export * from './auth';
export * from './users';
