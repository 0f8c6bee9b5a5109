import { useState } from 'react';
import { refusalMessage } from './refusal-message';

/** On/off settings that show their new value at once and go back, with the server's reason, when saving fails. */
export type OptimisticSwitches = {
  /** The value to show: the one being saved, else the saved one. */
  value(key: string, saved: boolean): boolean;
  saving(key: string): boolean;
  error: string | null;
  /** Shows `next` at once and runs `save`; on failure shows `saved` again and keeps the reason in `error`. */
  set(key: string, next: boolean, save: () => Promise<unknown>): Promise<void>;
};

/**
 * Optimistic switches (saved at once, rolled back on failure).
 *
 * @example
 * ```tsx
 * const switches = useOptimisticSwitches(reload);
 * <Toggle checked={switches.value('sign_up_enabled', config.signUpEnabled)}
 *   onChange={(next) => switches.set('sign_up_enabled', next, () => admin.updateProject({ config: { sign_up_enabled: next } }))} />
 * ```
 */
export function useOptimisticSwitches(onSaved: () => void): OptimisticSwitches {
  // A saved value stays here too: it is what the server answered, and dropping it before the reload lands would
  // flick the switch back for a frame.
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const forget = (record: Record<string, boolean>, key: string) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
  return {
    value: (key, saved) => shown[key] ?? saved,
    saving: (key) => busy[key] === true,
    error,
    async set(key, next, save) {
      setError(null);
      setShown((record) => ({ ...record, [key]: next }));
      setBusy((record) => ({ ...record, [key]: true }));
      try {
        await save();
        onSaved();
      } catch (failure) {
        setShown((record) => forget(record, key));
        setError(await refusalMessage(failure));
      } finally {
        setBusy((record) => forget(record, key));
      }
    },
  };
}
