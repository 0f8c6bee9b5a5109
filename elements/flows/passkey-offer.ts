import { map, type ReadableAtom } from 'nanostores';
import type { Failure } from './describe-failure';
import { createFailure } from './failure';
import type { FlowEnv } from './flow-env';
import { passkeysUsableHere } from './passkey-support';

/** The localStorage key listing the users (ids only) who were offered a passkey on this device. */
export const PASSKEY_OFFERED_KEY = 'latch-passkey-offered';
/** How many users a device remembers having offered a passkey to (a shared computer); the oldest are forgotten. */
const REMEMBERED_USERS = 20;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function localStore(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch (error) {
    // Reading the property throws where storage is blocked: nothing can be remembered.
    if (error instanceof Error) return null;
    throw error;
  }
}

function offeredUsers(store: KeyValueStorage): string[] {
  try {
    const list: unknown = JSON.parse(store.getItem(PASSKEY_OFFERED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch (error) {
    if (error instanceof Error) return [];
    throw error;
  }
}

/**
 * Remembers that `userId` was offered a passkey here; false when it was already, or nothing can be remembered (then
 * the offer is not made: it would come back at every sign-in).
 *
 * @example
 * ```ts
 * if (rememberOffer(user.id)) show();
 * ```
 */
function rememberOffer(userId: string, store: KeyValueStorage | null = localStore()): boolean {
  if (!store) return false;
  const users = offeredUsers(store);
  if (users.includes(userId)) return false;
  try {
    store.setItem(PASSKEY_OFFERED_KEY, JSON.stringify([...users, userId].slice(-REMEMBERED_USERS)));
    return true;
  } catch (error) {
    // Quota or access refused: as if storage were missing.
    if (error instanceof Error) return false;
    throw error;
  }
}

/** Whether this device has a user-verifying platform authenticator (Touch ID, Windows Hello, a phone's screen lock). */
async function platformAuthenticator(): Promise<boolean> {
  const check = (globalThis as { PublicKeyCredential?: { isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean> } }).PublicKeyCredential
    ?.isUserVerifyingPlatformAuthenticatorAvailable;
  return check ? check().catch(() => false) : false;
}

type PasskeyOfferState = {
  /** `ask`: "Create a passkey" / "Not now"; `creating` while the browser's dialog is open; `done` once decided. */
  step: 'ask' | 'creating' | 'done' | null;
  failure: Failure | null;
  /** Where focus goes: the offer's text when it appears, the alert after a failure; `seq` tells requests apart. */
  focus: { target: 'offer' | 'alert'; seq: number } | null;
};

export type PasskeyOfferStore = {
  readonly $state: ReadableAtom<PasskeyOfferState>;
  /**
   * The sign-in card's pause (SignInFlow's `pause`) after a password or e-mail code sign-in: when the project allows
   * passkeys, the user has none, the page can use passkeys, this device has a platform authenticator and the user was not offered one here
   * before, the offer shows (the panel hides the rest of the card) until they decide, and stays (`done`) while the
   * page moves on; resolves at once when there is nothing to offer. Never rejects.
   */
  pause(): Promise<void>;
  /** "Create a passkey": the browser's dialog; on success the sign-in goes on, on failure the offer stays with the error. */
  create(): Promise<void>;
  /** "Not now" (or "Continue" after a failure): the sign-in goes on. */
  skip(): void;
};

/** The offer to create a passkey, made once per user and device right after signing in another way. */
export function createPasskeyOffer(env: FlowEnv): PasskeyOfferStore {
  const $state = map<PasskeyOfferState>({ step: null, failure: null, focus: null });
  const failure = createFailure(env);
  failure.$failure.listen((value) => $state.setKey('failure', value));
  let seq = 0;
  let decided: (() => void) | null = null;
  const focus = (target: 'offer' | 'alert') => $state.setKey('focus', { target, seq: ++seq });
  const done = () => {
    $state.setKey('step', 'done');
    decided?.();
    decided = null;
  };

  /** Whether to offer (each check cheaper than the next); remembers the offer as made when it is. */
  const worthAsking = async (): Promise<boolean> => {
    const user = await env.app.getUser();
    if (!user || user.isAnonymous || user.passkeyAuthEnabled || !passkeysUsableHere()) return false;
    if (!(await env.app.getProject()).config.passkeyEnabled) return false;
    return (await platformAuthenticator()) && rememberOffer(user.id);
  };

  return {
    $state,
    async pause() {
      try {
        if (!(await worthAsking())) return;
      } catch (error) {
        // The sign-in succeeded; an offer that cannot be worked out is simply not made.
        console.error('Latch:', error);
        return;
      }
      const answered = new Promise<void>((resolve) => (decided = resolve));
      $state.set({ step: 'ask', failure: null, focus: null });
      focus('offer');
      await answered;
    },
    async create() {
      if ($state.get().step !== 'ask') return;
      failure.clear();
      $state.setKey('step', 'creating');
      try {
        const user = await env.app.getUser();
        const result = user ? await user.registerPasskey() : null;
        if (result?.status === 'ok') return done();
        if (result) await failure.report(result.error);
      } catch (error) {
        await failure.report(error);
      }
      $state.setKey('step', 'ask');
      focus('alert');
    },
    skip() {
      if ($state.get().step === 'ask') done();
    },
  };
}
