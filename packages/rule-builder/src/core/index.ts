export * from './operators';
export * from './schema';
export * from './checks';
export * from './evaluate';
export * from './compile-sql';
export * from './reducer';
export * from './portability';
export * from './types';
