import { describe, expect, it } from 'vitest';
import { checkAnswer, checkAnswers, formFieldsProblem, moveItem, newFormField, type FormFieldSpec } from './form-model';
import { flowStagesProblem, stageOutcome } from './flow-model';

const text: FormFieldSpec = { Key: 'reason', Label: 'Reason', Type: 'text', IsRequired: true, MinLength: 3 };

describe('form model', () => {
  it('answers with the §5 messages', () => {
    expect(checkAnswer(text, '')).toBe('Reason is required.');
    expect(checkAnswer(text, 'ab')).toBe('Reason must be at least 3 characters.');
    expect(checkAnswer({ ...text, Type: 'email', MinLength: null }, 'x@')).toBe('Reason must be an e-mail address.');
    expect(checkAnswer({ ...text, Type: 'url', MinLength: null }, 'ftp://x')).toBe(
      'Reason must be a web address starting with https://.',
    );
    expect(checkAnswer({ ...text, Type: 'date', MinLength: null }, '0001-01-01')).toBe(
      'Reason must be a date (YYYY-MM-DD).',
    );
    expect(checkAnswer({ ...text, Type: 'number', Min: 2 }, 1)).toBe('Reason must be at least 2.');
    expect(checkAnswer({ ...text, Type: 'tel', MinLength: null }, 'call me')).toBe(
      'Reason must be a telephone number.',
    );
    expect(checkAnswer({ ...text, Type: 'select', Options: ['A'] }, 'B')).toBe('Reason must be one of: A.');
    expect(checkAnswer({ ...text, IsRequired: false }, null)).toBeNull();
    expect(checkAnswers([text], { reason: 'fine', other: 'x' })).toEqual([
      { Field: 'FormAnswers', Message: 'The form has no field other.' },
    ]);
    expect(checkAnswers([text], [])).toHaveLength(1);
  });

  it('checks a definition and reorders fields', () => {
    expect(formFieldsProblem([text, { ...text, Key: 'REASON' }])).toBe(
      'Two fields have the key reason; keys must differ.',
    );
    expect(formFieldsProblem([{ ...text, MinLength: 5, MaxLength: 2 }])).toBe(
      'Reason: the fewest characters cannot be more than the most.',
    );
    expect(formFieldsProblem([{ ...text, Extra: 1 }])).toBe('Field 1 has an unknown setting Extra.');
    const fields = [text, newFormField([text]), newFormField([text, newFormField([text])], 'select')];
    expect(formFieldsProblem(fields)).toBeNull();
    expect(moveItem(fields, 2, 0).map((f) => f.Key)).toEqual(['field3', 'reason', 'field2']);
    expect(moveItem(fields, 0, 5)).toEqual(fields);
  });
});

describe('flow model', () => {
  const approve = (id: string) => ({ ApproverId: id, IsApproved: true });
  it('decides a stage any-of by its first decision and all-of by every approver', () => {
    expect(stageOutcome('AnyOf', ['a', 'b'], [])).toBe('Pending');
    expect(stageOutcome('AnyOf', ['a', 'b'], [{ ApproverId: 'b', IsApproved: false }])).toBe('Denied');
    expect(stageOutcome('AllOf', ['a', 'b'], [approve('a')])).toBe('Pending');
    expect(stageOutcome('AllOf', ['a', 'b'], [approve('a'), approve('b')])).toBe('Approved');
    expect(stageOutcome('AllOf', ['a', 'b'], [approve('a'), { ApproverId: 'b', IsApproved: false }])).toBe('Denied');
    expect(stageOutcome('AllOf', ['a', 'b'], [approve('c')], true)).toBe('Approved');
  });

  it('refuses malformed stages', () => {
    expect(flowStagesProblem([{ Title: 'S', Approvers: [{ Kind: 'Manager', Id: 'x' }], Decision: 'AnyOf' }])).toBe(
      'Stage 1 (S): Manager takes no id.',
    );
    expect(
      flowStagesProblem([{ Title: 'S', Approvers: [{ Kind: 'Owners' }, { Kind: 'Owners' }], Decision: 'AnyOf' }]),
    ).toBe('Stage 1 (S): the same approver is listed twice.');
    expect(flowStagesProblem([{ Title: 'S', Approvers: [{ Kind: 'Owners' }], Decision: 'Most' }])).toBe(
      'Stage 1 (S): the decision must be one of: AnyOf, AllOf.',
    );
    expect(flowStagesProblem([{ Title: 'S', Approvers: [{ Kind: 'Owners' }], Decision: 'AllOf' }])).toBeNull();
  });
});
