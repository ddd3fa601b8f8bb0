import { describe, expect, it } from 'vitest';
import { renderTemplate, templateVariables } from './template';
import { bellLine, eventTypeOf } from './events';

describe('notification templates', () => {
  it('fills variables, tolerates spaces and leaves unknown ones empty', () => {
    expect(
      renderTemplate('Hi {{FirstName}}, {{ RuleTitle }} has {{UserCount}} users{{Nope}}.', {
        FirstName: 'Ada',
        RuleTitle: 'Contractors',
        UserCount: 3,
      }),
    ).toBe('Hi Ada, Contractors has 3 users.');
  });

  it('does not read inherited properties as variables', () => {
    expect(renderTemplate('{{constructor}}{{toString}}', {})).toBe('');
  });

  it('lists the variables a template uses once each', () => {
    expect(templateVariables('{{A}} {{B}} {{ A }} {not} {{1x}}')).toEqual(['A', 'B']);
  });
});

describe('the bell wording (spec §4)', () => {
  it('reads send you a message for EventType 1 and requests access to for any other', () => {
    expect(bellLine({ EventType: 1, Title: 'Export ready', SenderName: null })).toBe('Portcullis send you a message');
    expect(bellLine({ EventType: 2, Title: 'Payroll', SenderName: 'Ada Lovelace' })).toBe(
      'Ada Lovelace requests access to Payroll',
    );
    expect(bellLine({ EventType: 0, Title: 'Payroll' })).toBe('Portcullis requests access to Payroll');
  });

  it('gives access decisions the Action type and the rest Message', () => {
    expect(eventTypeOf('AccessRequestNeedsDecision')).toBe(2);
    expect(eventTypeOf('RuleEntered')).toBe(1);
  });
});
