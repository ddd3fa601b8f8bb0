export * from './contract/index';
export * from './entities/enums';
export * from './entities/core';
export * from './entities/directory';
export * from './entities/workflow';
export * from './hubs/names';
export * from './transport/index';
export * from './messages';
