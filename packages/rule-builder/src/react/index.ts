export { RuleBuilder, type RuleBuilderProps } from './RuleBuilder';
export { RuleValueEditor, type ObjectLookup, type RuleOption, type RuleValueEditorProps } from './RuleValueEditor';
export {
  PreviewPanel,
  PREVIEW_PAGE_SIZE,
  type PreviewPage,
  type PreviewPanelProps,
  type PreviewUser,
  type RulePreviewResult,
} from './PreviewPanel';
