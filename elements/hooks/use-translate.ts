import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useElement } from '../element-context';
import { $errorMessages } from '../i18n/error-messages';
import { createTranslate, type Translate } from '../i18n/translate';

/** The page's translator: English with the site owner's `Latch.setTranslations` overrides, re-rendering on change. */
export function useTranslate(): Translate {
  const { runtime } = useElement();
  const overrides = useStore(runtime.$translations);
  const errors = useStore($errorMessages);
  return useMemo(() => createTranslate(overrides, errors), [overrides, errors]);
}
