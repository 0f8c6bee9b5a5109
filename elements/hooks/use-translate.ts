import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { StringTable } from '../i18n/en';
import { $errorMessages } from '../i18n/error-messages';
import { projectOverrides } from '../i18n/project-overrides';
import { createTranslate, type Translate } from '../i18n/translate';
import { useLatch } from '../latch-context';

/**
 * The translator of a screen: the site owner's overrides (the page's `Latch.setTranslations`, then the project's
 * text overrides), then the screen's English `strings` (its chunk carries them) and the common ones, then the error
 * messages once loaded. Re-renders when any of them changes.
 */
export function useTranslate(strings?: StringTable): Translate {
  const { $translations, app, lang } = useLatch();
  const page = useStore($translations);
  const project = useStore(app.$project)?.config.textOverrides;
  const errors = useStore($errorMessages);
  return useMemo(() => createTranslate({ ...projectOverrides(project, lang), ...page }, strings, errors), [project, lang, page, strings, errors]);
}
