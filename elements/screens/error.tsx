import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { Card } from '../components/card';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import { errorPageStrings } from '../i18n/en/error-page';
import { $errorMessages, loadErrorMessages } from '../i18n/error-messages';
import type { TranslationKey } from '../i18n/en';
import { useLatch } from '../latch-context';
import type { ScreenProps } from './screen-props';

/** The handler's error route: the error named by the `errorCode` query parameter (translated like any error), with a way home. */
export default function ErrorScreen({ href = '' }: ScreenProps) {
  const { app } = useLatch();
  const t = useTranslate(errorPageStrings);
  const heading = useRef<HTMLHeadingElement>(null);
  const errors = useStore($errorMessages);
  useStep('error', heading);
  useEffect(() => {
    loadErrorMessages().catch((error: unknown) => console.error('Latch:', error));
  }, []);
  const code = href ? (new URL(href).searchParams.get('errorCode') ?? '') : '';
  const known = errors !== undefined && Object.hasOwn(errors, code);
  const message = known ? t(code as TranslationKey) : errors ? t('error.unexpected') : '';
  return (
    <Card title={t('error.title')} heading={heading} compact>
      <p role="alert">{message}</p>
      <p>
        <a part="link" href={app.urls.home}>
          {t('common.goHome')}
        </a>
      </p>
    </Card>
  );
}
