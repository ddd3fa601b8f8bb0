import { FLAG_NAME_MESSAGE, FLAG_NAME_PATTERN, flagDefResource, flagResource } from '@portcullis/api-client/contract';
import { badRequest, conflict } from '../../engine/calls/errors';
import { hooksFor } from '../../engine/resources/hooks-for';

/** Flag names are the code's constants (ANOMALY_DETECTION): upper case, digits and underscores. */
export const flagDefHooks = hooksFor(flagDefResource, {
  beforeSave: async (_ctx, input) => {
    if (!FLAG_NAME_PATTERN.test(input.Name))
      throw badRequest(FLAG_NAME_MESSAGE, [{ Message: FLAG_NAME_MESSAGE, Field: 'Name' }]);
  },
});

/** One value per flag and object (per flag for the tenant): a second is a 409 naming what exists. */
export const flagHooks = hooksFor(flagResource, {
  beforeSave: async ({ db }, input, existing) => {
    const objectKey = input.UserIds?.[0] ?? input.GroupIds?.[0] ?? input.ApplicationIds?.[0] ?? '';
    const [taken] = await db.query<{ name: string }>(
      `SELECT fd.name FROM feature_flag_values fv JOIN feature_flags fd ON fd.flag_def_id = fv.flag_def_id
        WHERE fv.flag_def_id = $1 AND fv.scope = $2 AND fv.object_key = $3 AND fv.flag_value_id IS DISTINCT FROM $4::uuid`,
      [input.FlagDefId, input.Scope, input.Scope === 'Tenant' ? '' : objectKey, existing?.FlagId ?? null],
    );
    if (taken)
      throw conflict(
        input.Scope === 'Tenant'
          ? `${taken.name} already has a value for the tenant; change that one.`
          : `${taken.name} already has a value for this ${input.Scope.toLowerCase()}; change that one.`,
      );
  },
});
