import { field, type AnyField } from '../resources/fields';
import type { KeySettingSpec } from './key-types';

/**
 * A key setting as a resource field, so the console's generic field controls (the one switch over
 * field kinds) render it: its kind, title, required mark, help, choices and limits. The key type's own
 * `check` stays with `checkKeySettings`, which words the rules on both sides.
 */
export function keySettingField(spec: KeySettingSpec): AnyField {
  const common = { required: Boolean(spec.isRequired), help: spec.help };
  switch (spec.kind) {
    case 'textList':
      return field.textList(spec.title, { ...common, maxLength: spec.maxLength });
    case 'choice':
      return field.choice(spec.title, spec.choices ?? [], common);
    case 'number':
      return field.number(spec.title, { ...common, min: spec.min, max: spec.max });
    case 'boolean':
      return field.boolean(spec.title, { help: spec.help });
    default:
      return field.text(spec.title, { ...common, maxLength: spec.maxLength });
  }
}
