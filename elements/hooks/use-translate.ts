import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { StringTable } from '../i18n/en';
import { $errorMessages } from '../i18n/error-messages';
import { localeStrings } from '../i18n/locale-strings';
import { createTranslate, type Translate } from '../i18n/translate';
import { useLatch } from '../latch-context';

/**
 * The translator of a screen: the site owner's overrides and the element's locale (docs/i18n.md), then the screen's
 * English `strings` (its chunk carries them) and the common ones, then the error messages once loaded. Re-renders
 * when any of them changes.
 */
export function useTranslate(strings?: StringTable): Translate {
  const { $translations, lang, strings: locale } = useLatch();
  const overrides = useStore($translations);
  const errors = useStore($errorMessages);
  return useMemo(() => createTranslate(localeStrings(overrides, lang, locale), strings, errors), [overrides, lang, locale, strings, errors]);
}
