import type { RefObject } from 'react';
import { useTranslate } from '../hooks/use-translate';
import { Card } from './card';

/** Stack's wording when a project offers no way to sign in that this element can show. */
export function NoMethodCard({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const t = useTranslate();
  return (
    <Card title={t('noMethod.title')} heading={heading} compact>
      <p className="subtitle">{t('noMethod.message')}</p>
    </Card>
  );
}
