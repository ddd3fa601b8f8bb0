// The tokens live in the React-free core (core/tokens.ts), so that pages without React can use them;
// the theme layer's modules keep importing them from here.
export * from '../core/tokens';
