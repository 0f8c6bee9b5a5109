import { useCallback, useState } from 'react';
import { ELEMENT_EVENTS } from '../../protocol/elements';
import { useElement } from '../element-context';
import { describeFailure, type Failure } from '../i18n/describe-failure';
import { loadErrorMessages } from '../i18n/error-messages';
import { createTranslate } from '../i18n/translate';
import { dispatchLatchEvent } from '../runtime/dispatch-latch-event';
import { useTranslate } from './use-translate';

/**
 * The error an element shows: `report` turns what an action threw or returned into a translated failure (loading
 * the error messages first if this is the page's first error), shows it, and dispatches `latch-error` from the
 * element; `clear` hides it.
 */
export function useFailure(): { failure: Failure | null; message: string; report(error: unknown): Promise<Failure>; clear(): void } {
  const { host, runtime } = useElement();
  const t = useTranslate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const report = useCallback(
    async (error: unknown) => {
      // Without the table (its chunk did not load, e.g. offline) the failure is still shown and reported, less precisely.
      const errors = await loadErrorMessages().catch(() => ({}));
      const described = describeFailure(error, errors);
      if (described.code === 'UNEXPECTED_ERROR') console.error('Latch:', error);
      setFailure(described);
      const message = createTranslate(runtime.$translations.get(), errors)(described.key, described.values);
      dispatchLatchEvent(host, ELEMENT_EVENTS.error, { code: described.code, message });
      return described;
    },
    [host, runtime],
  );
  const clear = useCallback(() => setFailure(null), []);
  return { failure, message: failure ? t(failure.key, failure.values) : '', report, clear };
}
