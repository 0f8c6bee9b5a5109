import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { ErrorAlert } from '../components/error-alert';
import { createPasskeyOffer } from '../flows/passkey-offer';
import { createPasskeySignIn } from '../flows/passkey-sign-in';
import { useFlow } from '../hooks/use-flow';
import { useStyles } from '../hooks/use-styles';
import { useTranslate } from '../hooks/use-translate';
import { passkeyStrings } from '../i18n/en/passkeys';
import type { PanelProps } from '../sign-in/methods';

const PASSKEY_CSS = `
.passkey{display:flex;flex-direction:column;gap:calc(var(--_space) * .5)}
.passkey .button{width:100%}
.passkey-or{display:flex;align-items:center;gap:.75em;color:var(--_muted);font-size:.875em}
.passkey-or::before,.passkey-or::after{content:"";flex:1;border-top:1px solid var(--_border)}
.passkey-offer{display:flex;flex-direction:column;gap:calc(var(--_space) * .75)}
.passkey-offer h2{font-size:1.1em;outline:none}
.card:has(>.passkey-offer)>:not(h1,h2,.passkey-offer){display:none}
.card:has(>.passkey-offer){min-height:0}
`;

/**
 * Passkeys (`passkey_enabled`): "Sign in with a passkey" (the browser's dialog) and, where the browser supports it,
 * the visitor's passkeys offered in the autofill of the e-mail field (`autocomplete="username webauthn"`, conditional
 * mediation), open while the card shows. After a sign-in with a password or an e-mail code on a device that can
 * hold a passkey, the card offers once to create one (the sign-in card's pause) before the page moves on; the card
 * then fits the offer (not the sign-in form's reserved height, which left empty space under it).
 * @simplewebauthn/browser is not imported here: core loads it on first use.
 */
export default function PasskeyPanel({ flow }: PanelProps) {
  const t = useTranslate(passkeyStrings);
  useStyles(PASSKEY_CSS);
  const store = useFlow((env) => createPasskeySignIn(env, flow));
  const offer = useFlow(createPasskeyOffer);
  const state = useStore(store.$state);
  const offerState = useStore(offer.$state);
  const shown = offerState.step ? offerState.failure : state.failure;
  const failure = shown ? t(shown.key, shown.values) : '';
  const several = useStore(flow.$methods).length > 1;
  const id = useId();
  const alert = useRef<HTMLDivElement>(null);
  const offerTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const pause = offer.pause;
    flow.pause = pause;
    void store.startAutofill();
    return () => {
      store.stop();
      if (flow.pause === pause) flow.pause = undefined;
      // Gone before the visitor answered (the element was removed): the sign-in goes on.
      offer.skip();
    };
  }, [flow, store, offer]);
  useEffect(() => {
    if (state.focus) alert.current?.focus();
  }, [state.focus]);
  useEffect(() => {
    const target = offerState.focus?.target;
    if (target) (target === 'offer' ? offerTitle : alert).current?.focus();
  }, [offerState.focus]);

  if (offerState.step) {
    const creating = offerState.step === 'creating';
    return (
      <div className="passkey-offer" role="group" aria-labelledby={`${id}-offer`} aria-describedby={`${id}-intro`}>
        <h2 id={`${id}-offer`} ref={offerTitle} tabIndex={-1}>
          {t('passkeyOffer.title')}
        </h2>
        <p id={`${id}-intro`} className="subtitle">
          {t('passkeyOffer.intro')}
        </p>
        <ErrorAlert message={failure} alertRef={alert} />
        {offerState.step === 'done' ? (
          <p role="status">{t('passkey.signingIn')}</p>
        ) : (
          <div className="row">
            <button type="button" part="button" className="button" aria-disabled={creating || undefined} onClick={() => void offer.create()}>
              {t(creating ? 'passkeyOffer.creating' : 'passkeyOffer.create')}
            </button>
            <button type="button" part="button" className="button secondary" disabled={creating} onClick={() => offer.skip()}>
              {t(offerState.failure ? 'passkeyOffer.continue' : 'passkeyOffer.notNow')}
            </button>
          </div>
        )}
      </div>
    );
  }

  const busy = state.phase !== 'idle';
  return (
    <div className="passkey">
      {several ? <p className="passkey-or">{t('common.or')}</p> : null}
      <ErrorAlert message={failure} alertRef={alert} />
      <button type="button" part="button passkey-button" className="button secondary" data-latch-passkey="" aria-disabled={busy || undefined} onClick={() => void store.signIn()}>
        {t(busy ? 'passkey.signingIn' : 'passkey.signIn')}
      </button>
    </div>
  );
}
