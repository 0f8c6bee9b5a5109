import { Card } from './components/card';
import { CredentialForm } from './components/credential-form';
import { ErrorAlert } from './components/error-alert';
import { HandlerNavigation } from './components/handler-navigation';
import { Link } from './components/link';
import { LoadingCard } from './components/loading-card';
import { NoMethodCard } from './components/no-method-card';
import { SignedInCard } from './components/signed-in-card';
import { defineElement } from './define-element';
import { createAction } from './flows/action';
import { redirectAfterAuth } from './flows/after-auth';
import { authStep } from './flows/auth-step';
import { createCredentialSubmit } from './flows/credential-submit';
import { createFailure } from './flows/failure';
import { passkeysUsableHere } from './flows/passkey-support';
import { createProjectLoad } from './flows/project';
import { validateEmail } from './flows/validate-credentials';
import { useCredentialForm } from './hooks/use-credential-form';
import { useFailureMessage } from './hooks/use-failure-message';
import { useFlow } from './hooks/use-flow';
import { useStep } from './hooks/use-step';
import { useStyles } from './hooks/use-styles';
import { useTranslate } from './hooks/use-translate';

/**
 * The UI code two or more screens share, named in one place so that it ships as one chunk, together with React.
 * esbuild splits code by the exact set of entry points (elements, lazy screens, lazy panels) that use each file, so
 * components used by different screens would otherwise land in a dozen tiny chunks: a request each, and a worse
 * gzip than one file. `useLatch` refers to this list, and every screen and panel uses `useLatch`, so every one of
 * them uses all of it, and esbuild puts all of it in the chunk React is in, which every element loads anyway.
 * It is never called.
 */
export function sharedUi(): readonly unknown[] {
  return [
    Card, CredentialForm, ErrorAlert, HandlerNavigation, Link, LoadingCard, NoMethodCard, SignedInCard,
    createAction, redirectAfterAuth, authStep, createCredentialSubmit, createFailure, createProjectLoad, validateEmail, passkeysUsableHere,
    useCredentialForm, useFailureMessage, useFlow, useStep, useStyles, useTranslate, defineElement,
  ];
}
