import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useElement } from '../element-context';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import { $errorMessages, loadErrorMessages } from '../i18n/error-messages';
import type { TranslationKey } from '../i18n/en';
import { Card } from './card';

/**
 * The handler's error route: "Page not found" for an unknown path, otherwise the error named by the `errorCode`
 * query parameter (translated like any error), with a way home.
 */
export function ErrorScreen({ notFound, href }: { notFound: boolean; href: string }) {
  const { runtime } = useElement();
  const t = useTranslate();
  const heading = useRef<HTMLHeadingElement>(null);
  const errors = useStore($errorMessages);
  useStep(notFound ? 'not-found' : 'error', heading);
  useEffect(() => {
    if (!notFound) loadErrorMessages().catch((error: unknown) => console.error('Latch:', error));
  }, [notFound]);
  const code = new URL(href).searchParams.get('errorCode') ?? '';
  const known = errors !== undefined && Object.prototype.hasOwnProperty.call(errors, code);
  const message = notFound ? t('error.notFound') : known ? t(code as TranslationKey) : errors ? t('error.unexpected') : '';
  return (
    <Card title={notFound ? t('error.notFoundTitle') : t('error.title')} heading={heading}>
      <p role={notFound ? undefined : 'alert'}>{message}</p>
      <p>
        <a part="link" href={runtime.app.urls.home}>
          {t('common.goHome')}
        </a>
      </p>
    </Card>
  );
}
