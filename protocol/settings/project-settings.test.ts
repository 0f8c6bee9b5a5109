import { describe, expect, it } from 'vitest';
import { BASE_PROJECT_CONFIG } from '../project-config';
import { projectPatchBody } from '../projects/schemas';
import { DEFAULT_PROJECT_CONFIG, PROJECT_SETTINGS } from './project-settings';

describe('the capabilities’ project settings', () => {
  it('gives a new project every setting’s default, and each default is a value its own schema accepts', () => {
    for (const [key, setting] of Object.entries(PROJECT_SETTINGS)) {
      expect(DEFAULT_PROJECT_CONFIG[key as keyof typeof PROJECT_SETTINGS]).toEqual(setting.default);
      expect(setting.schema.safeParse(setting.default).success, key).toBe(true);
    }
  });

  it('never names a key the kernel’s config already has', () => {
    const kernelKeys = Object.keys(BASE_PROJECT_CONFIG);
    expect(Object.keys(PROJECT_SETTINGS).filter((key) => kernelKeys.includes(key))).toEqual([]);
  });

  it('lets the admin PATCH set each setting to its default and refuses a value of the wrong kind', () => {
    for (const [key, setting] of Object.entries(PROJECT_SETTINGS)) {
      expect(projectPatchBody.safeParse({ config: { [key]: setting.default } }).success, key).toBe(true);
      expect(projectPatchBody.safeParse({ config: { [key]: Symbol.for('not a setting') } }).success, key).toBe(false);
    }
  });
});
