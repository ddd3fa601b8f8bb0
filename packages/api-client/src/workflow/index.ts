// The workflow models (issue 27): forms and approval flows, React-free, shared by console and server.
export * from './form-model';
export * from './flow-model';
