import { CronExpressionParser } from 'cron-parser';
import { badRequest } from '../calls/errors';

/** Spec §5 cron: five fields, or six with seconds; ranges, lists, steps and names; the ui validator says the same. */
export function checkCron(expression: string | null | undefined, field: string): void {
  if (!expression) return;
  const fields = expression.trim().split(/\s+/).length;
  let valid = fields === 5 || fields === 6;
  if (valid) {
    try {
      CronExpressionParser.parse(expression.trim());
    } catch {
      valid = false;
    }
  }
  if (!valid)
    throw badRequest('You should type valid cron.', [{ Message: 'You should type valid cron.', Field: field }]);
}
