import { useRef } from 'react';
import { Card } from '../components/card';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import { errorPageStrings } from '../i18n/en/error-page';
import { useLatch } from '../latch-context';

/** Any path under the handler that is not one of its pages: "Page not found", with a way home. */
export default function NotFoundScreen() {
  const { app } = useLatch();
  const t = useTranslate(errorPageStrings);
  const heading = useRef<HTMLHeadingElement>(null);
  useStep('not-found', heading);
  return (
    <Card title={t('error.notFoundTitle')} heading={heading} compact>
      <p>{t('error.notFound')}</p>
      <p>
        <a part="link" href={app.urls.home}>
          {t('common.goHome')}
        </a>
      </p>
    </Card>
  );
}
