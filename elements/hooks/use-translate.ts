import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { StringTable } from '../i18n/en';
import { $errorMessages } from '../i18n/error-messages';
import { localeStrings } from '../i18n/locale-strings';
import { projectOverrides } from '../i18n/project-overrides';
import { createTranslate, type Translate } from '../i18n/translate';
import { useLatch } from '../latch-context';

/**
 * The translator of a screen: the page's `Latch.setTranslations`, then the project's text overrides for the
 * element's locale, then that locale's strings (docs/i18n.md), then the screen's English `strings` (its chunk carries
 * them) and the common ones, then the error messages once loaded. Re-renders when any of them changes.
 */
export function useTranslate(strings?: StringTable): Translate {
  const { $translations, app, lang, strings: locale } = useLatch();
  const page = useStore($translations);
  const project = useStore(app.$project)?.config.textOverrides;
  const errors = useStore($errorMessages);
  return useMemo(
    () => createTranslate(localeStrings(page, lang, { ...locale, ...projectOverrides(project, lang) }), strings, errors),
    [page, lang, locale, project, strings, errors],
  );
}
