export * from './account';
export * from './audit';
export * from './auth';
export * from './catalog';
export * from './crm';
export * from './inventory';
export * from './orders';
export * from './users';
