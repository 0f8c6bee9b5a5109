import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import type { Failure } from '../flows/describe-failure';
import type { Translate } from '../i18n/translate';

/** A flow's failure in the page's language, '' when there is none. */
export function useFailureMessage($failure: ReadableAtom<Failure | null>, t: Translate): string {
  const failure = useStore($failure);
  return failure ? t(failure.key, failure.values) : '';
}
