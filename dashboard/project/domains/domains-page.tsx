import { PageHeader } from '../../ui/page-header';
import { useProject } from '../project-context';
import { ProductionSettings } from './production-settings';
import { TrustedDomains } from './trusted-domains';

/** `/projects/:id/domains`: trusted domains and handler paths, localhost, and production mode with its checks. */
export default function DomainsPage() {
  const { project } = useProject();
  return (
    <>
      <PageHeader title="Domains and handlers" description={`Where ${project.displayName}'s sign-in pages may live.`} />
      <TrustedDomains />
      <ProductionSettings />
    </>
  );
}
