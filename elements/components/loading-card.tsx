import { useRef } from 'react';
import { useTranslate } from '../hooks/use-translate';
import { Card } from './card';
import { ErrorAlert } from './error-alert';

/**
 * What a screen shows while the project or the session is still loading: the same box, no jump when it arrives.
 * With `failure`, loading has failed for good and the card says why; before that, a server that does not answer is
 * said within seconds (the retries take half a minute), with Stop.
 */
export function LoadingCard({ title, lines = 3, failure = '' }: { title: string; lines?: number; failure?: string }) {
  const t = useTranslate();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Card title={title} heading={heading} busy={!failure}>
      <ErrorAlert message={failure} busy={!failure} />
      <span className="visually-hidden" role="status">
        {failure ? '' : t('common.loading')}
      </span>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines: the position is all there is
        <div key={index} className="skeleton block" aria-hidden="true" />
      ))}
    </Card>
  );
}
