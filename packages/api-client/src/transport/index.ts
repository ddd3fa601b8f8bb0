export * from './transport';
export * from './client';
