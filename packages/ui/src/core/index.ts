export * from './color';
export * from './dates';
export * from './keyValue';
export * from './messages';
export * from './search';
export * from './slug';
export * from './text';
export * from './tree';
export * from './validators';
export * from './toastStore';
// The theme tokens are React-free too: pages without React (the console's sign-in page) style
// themselves from them.
export * from './tokens';
export * from './tab-overflow';
export * from './action-language';
export * from './breakpoints';
export * from './command-search';
export * from './keyboard-shortcuts';
