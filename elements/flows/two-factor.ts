import { map, type ReadableAtom } from 'nanostores';
import type { CurrentUser, KnownError, Result } from '../../core';
import type { UiStringKey } from '../i18n/en';
import { createAction, type ActionStore } from './action';
import type { FlowEnv } from './flow-env';

/** A secret being enrolled: what the server gets (base64 of its bytes), what the person types (base32), the QR code. */
type TotpEnrolment = {
  secretBase64: string;
  base32: string;
  /** The `otpauth://totp/…` URI an authenticator app reads from the QR code. */
  uri: string;
  /** The QR code's modules, row by row (true: dark), quiet zone included. */
  qr: boolean[][];
};

type TwoFactorState = {
  /** Off; setting up (QR code and the confirming code); showing new recovery codes once; on. */
  step: 'off' | 'enrolling' | 'codes' | 'on';
  enrolment: TotpEnrolment | null;
  /** The recovery codes just made, shown once (`codes` step). */
  recoveryCodes: string[] | null;
  /** Unused recovery codes left (when on); undefined until known. */
  remaining: number | undefined;
  /** While on: the code asked for before turning off or renewing the recovery codes. */
  proving: 'off' | 'renew' | null;
  fieldError: UiStringKey | null;
  /** Where focus goes after this change; `seq` tells two requests for the same place apart. */
  focus: { target: 'code' | 'codes' | 'heading' | 'alert'; seq: number } | null;
};

export type TwoFactorStore = {
  readonly $state: ReadableAtom<TwoFactorState>;
  readonly action: ActionStore;
  /** Counts the recovery codes left (when on). */
  load(): Promise<boolean>;
  /** "Turn on": makes a secret here (20 random bytes) and its QR code; otpauth and uqr load now, not before. */
  start(): Promise<boolean>;
  /** The code from the app for the new secret: the server turns TOTP on and answers the recovery codes. */
  confirm(typed: string): Promise<boolean>;
  /** "I saved them": the codes go from the screen for good. */
  saved(): void;
  /** Asks for a code before turning off or renewing the recovery codes. */
  ask(what: 'off' | 'renew'): void;
  /** Back from setting up or from the question, nothing changed. */
  cancel(): void;
  /** The code asked for (from the app, or a recovery code): turns off, or shows the new recovery codes. */
  prove(typed: string): Promise<boolean>;
  edit(): void;
};

const SIX_DIGITS = /^\d{6}$/;
const RECOVERY_CODE = /^[0-9a-z]{5}-?[0-9a-z]{5}$/i;

/**
 * The key as people copy it into an app: base32 in groups of four.
 *
 * @example
 * ```ts
 * groupKey('JBSWY3DPEHPK3PXP'); // 'JBSW Y3DP EHPK 3PXP'
 * ```
 */
export function groupKey(base32: string): string {
  return base32.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Makes a new TOTP secret and what an authenticator app needs of it (RFC 6238, SHA1, 6 digits, 30 s: Stack's
 * settings): issuer the project's name, label the user's e-mail. Loads otpauth and uqr (only when enrolling).
 */
async function newEnrolment(issuer: string, label: string): Promise<TotpEnrolment> {
  const [{ Secret, TOTP }, { encode }] = await Promise.all([import('otpauth'), import('uqr')]);
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  const secret = new Secret({ buffer: bytes.buffer });
  const uri = new TOTP({ issuer, label, secret, algorithm: 'SHA1', digits: 6, period: 30 }).toString();
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { secretBase64: btoa(binary), base32: secret.base32, uri, qr: encode(uri, { ecc: 'M', border: 2 }).data };
}

/** The two-factor section of account settings (its own chunk). */
export function createTwoFactor(env: FlowEnv, user: CurrentUser, project: { displayName: string }): TwoFactorStore {
  const $state = map<TwoFactorState>({
    step: user.requiresTotpMfa ? 'on' : 'off',
    enrolment: null,
    recoveryCodes: null,
    remaining: undefined,
    proving: null,
    fieldError: null,
    focus: null,
  });
  const action = createAction(env);
  let seq = 0;
  const focus = (target: NonNullable<TwoFactorState['focus']>['target']) => $state.setKey('focus', { target, seq: ++seq });
  const count = async () => $state.setKey('remaining', await user.recoveryCodesRemaining());
  /** Runs a refusable call: its refusal is the section's failure (thrown, so the action shows and reports it). */
  const answered = async <T>(call: () => Promise<Result<T, KnownError>>): Promise<T> => {
    const result = await call();
    if (result.status === 'error') throw result.error;
    return result.data;
  };
  const invalid = (key: UiStringKey) => {
    $state.set({ ...$state.get(), fieldError: key });
    focus('code');
    return false;
  };

  return {
    $state,
    action,
    load: () => ($state.get().step === 'on' ? action.run(count) : Promise.resolve(true)),
    async start() {
      const label = user.primaryEmail ?? user.displayName ?? user.id;
      const done = await action.run(async () => {
        const enrolment = await newEnrolment(project.displayName, label);
        $state.set({ ...$state.get(), step: 'enrolling', enrolment, fieldError: null });
      });
      if (done) focus('heading');
      return done;
    },
    async confirm(typed) {
      const { enrolment } = $state.get();
      const code = typed.replace(/\s/g, '');
      if (!enrolment) return false;
      if (!SIX_DIGITS.test(code)) return invalid('twoFactor.codeInvalid');
      $state.setKey('fieldError', null);
      const done = await action.run(async () => {
        const { recoveryCodes } = await answered(() => user.enableTotp(enrolment.secretBase64, code));
        $state.set({ ...$state.get(), step: 'codes', enrolment: null, recoveryCodes, remaining: recoveryCodes.length });
      });
      focus(done ? 'codes' : 'alert');
      return done;
    },
    saved() {
      $state.set({ ...$state.get(), step: 'on', recoveryCodes: null });
      focus('heading');
    },
    ask(what) {
      action.clear();
      $state.set({ ...$state.get(), proving: what, fieldError: null });
      focus('code');
    },
    cancel() {
      action.clear();
      $state.set({ ...$state.get(), step: $state.get().step === 'enrolling' ? 'off' : $state.get().step, enrolment: null, proving: null, fieldError: null });
      focus('heading');
    },
    async prove(typed) {
      const { proving } = $state.get();
      const code = typed.replace(/\s/g, '');
      if (!proving) return false;
      if (!SIX_DIGITS.test(code) && !RECOVERY_CODE.test(code)) return invalid('twoFactor.proofInvalid');
      $state.setKey('fieldError', null);
      const done = await action.run(async () => {
        if (proving === 'off') {
          await answered(() => user.disableTotp(code));
          $state.set({ ...$state.get(), step: 'off', proving: null, remaining: undefined });
        } else {
          const { recoveryCodes } = await answered(() => user.regenerateRecoveryCodes(code));
          $state.set({ ...$state.get(), step: 'codes', proving: null, recoveryCodes, remaining: recoveryCodes.length });
        }
      });
      focus(done ? (proving === 'off' ? 'heading' : 'codes') : 'alert');
      return done;
    },
    edit() {
      if ($state.get().fieldError) $state.setKey('fieldError', null);
    },
  };
}
