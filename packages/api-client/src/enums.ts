// @portcullis/api-client/enums — the enumerations of spec §4 and the filter operators, alone: importing
// one of them loads nothing else.
export * from './entities/enums';
export { FilterOperator } from './contract/paging-values';
