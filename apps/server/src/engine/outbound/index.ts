export * from './address-policy';
export * from './guard';
