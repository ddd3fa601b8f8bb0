export { startFlowItem, decideFlowItem, cancelFlowItem, escalateDueStages } from './engine';
export { registerFlowSubject, type FlowVerdict, type SettleServices } from './subjects';
export { flowEscalationJob, FLOW_ESCALATION_CRON } from './escalation-job';
export { flowHooks, flowItemHooks } from './actions';
