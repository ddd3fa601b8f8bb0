import { describe, expect, it } from 'vitest';
import { KEY_TYPES } from './key-types';
import { keySettingField } from './key-setting-field';

describe('keySettingField', () => {
  const every = Object.values(KEY_TYPES).flatMap((info) => info.settings);

  it("keeps every setting's kind, title, required mark, help and choices", () => {
    expect(every.length).toBeGreaterThan(5);
    for (const spec of every) {
      const f = keySettingField(spec);
      expect(f.kind).toBe(spec.kind);
      expect(f.title).toBe(spec.title);
      expect(f.isRequired).toBe(spec.kind === 'boolean' ? false : Boolean(spec.isRequired));
      expect(f.help).toBe(spec.help);
      if (spec.kind === 'choice') expect(f.choices).toEqual(spec.choices);
    }
  });

  it('covers the five kinds key settings use', () => {
    expect(new Set(every.map((s) => keySettingField(s).kind))).toEqual(
      new Set(['text', 'textList', 'choice', 'number', 'boolean'].filter((k) => every.some((s) => s.kind === k))),
    );
  });
});
