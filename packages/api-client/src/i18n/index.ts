export * from './console-texts';
export * from './texts-tr';
