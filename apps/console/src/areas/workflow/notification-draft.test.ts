import { describe, expect, it } from 'vitest';
import { templateOf, withEvent } from './notification-draft';

describe('withEvent', () => {
  it('brings the new event its template while the draft still has the old default, and clears the rule', () => {
    const draft = { EventKind: 'RuleEntered', EventRuleId: 'r1', ...templateOf('RuleEntered') };
    expect(withEvent(draft, 'ExportCompleted')).toEqual({
      EventKind: 'ExportCompleted',
      EventRuleId: null,
      ...templateOf('ExportCompleted'),
    });
  });

  it('keeps an edited template', () => {
    const draft = { EventKind: 'RuleEntered', EventRuleId: null, Subject: 'Mine', Body: 'Hello' };
    expect(withEvent(draft, 'RuleLeft')).toEqual({ EventKind: 'RuleLeft', EventRuleId: null });
  });
});
