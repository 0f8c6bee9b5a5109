import { useState } from 'react';
import { plainError, type FieldRule, type PlainError } from '../errors/plain-error';

/** A button's action: busy while it runs, its failure shown until the next run (beside a field, or for the form). */
export type Action = {
  busy: boolean;
  /** The failure for the whole form, in plain words; null when there is none or it belongs to a field. */
  error: string | null;
  /** The failure of one field (a FieldRule's `field`), in plain words. */
  fieldError(field: string): string | null;
  run(action: () => Promise<unknown>): Promise<boolean>;
};

/**
 * Runs one action at a time and keeps its failure, in plain words (errors/plain-error.ts), for the screen to show:
 * a refusal of a field in `rules` beside that field, any other for the form (role="alert").
 *
 * @example
 * ```tsx
 * const save = useAction(DOMAIN_FIELDS);
 * <TextField label="Domain" error={save.fieldError('domain')} … />
 * <button disabled={save.busy} onClick={() => save.run(() => admin.updateProject(patch))}>Save</button>
 * ```
 */
export function useAction(rules: readonly FieldRule[] = []): Action {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PlainError | null>(null);
  return {
    busy,
    error: failure && failure.field === null ? failure.message : null,
    fieldError: (field) => (failure?.field === field ? failure.message : null),
    async run(action) {
      setBusy(true);
      setFailure(null);
      try {
        await action();
        return true;
      } catch (error) {
        setFailure(await plainError(error, rules));
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}
