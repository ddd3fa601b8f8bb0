/**
 * Password policy checks live in @portcullis/api-client so the server enforces exactly what the
 * forms show. They are imported by relative path so the ui build bundles them and the packed ui
 * package stays standalone (it has no runtime dependency on the api-client).
 */
export * from '../../../api-client/src/password-policy';
