export * from './contract/index';
export * from './entities/enums';
export * from './entities/core';
export * from './entities/directory';
export * from './entities/workflow';
export * from './entities/profiles';
export * from './hubs/names';
export * from './transport/index';
export * from './messages';
export * from './hubs/excel-export';
export {
  checkPassword,
  defaultPasswordPolicy,
  generatePassword,
  generatePolicyPassword,
  resolvePasswordPolicy,
  USER_PASSWORD_LENGTH,
  type PasswordRuleFailure,
  type ResolvedPasswordPolicy,
} from './password-policy';
export * from './resources/index';
