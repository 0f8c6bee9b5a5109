import { atom } from 'nanostores';

/**
 * The English error messages, loaded on first need: most visits never show an error, so the table stays out of
 * the first download. `$errorMessages` is undefined until then; elements re-render when it arrives.
 */
export const $errorMessages = atom<Readonly<Record<string, string>> | undefined>(undefined);

let loading: Promise<Readonly<Record<string, string>>> | undefined;

export function loadErrorMessages(): Promise<Readonly<Record<string, string>>> {
  loading ??= import('./en-errors').then(
    ({ enErrors }) => {
      $errorMessages.set(enErrors);
      return enErrors;
    },
    (error: unknown) => {
      loading = undefined; // let the next error try again
      throw error;
    },
  );
  return loading;
}
