import { PageHeader } from '../../ui/page-header';
import { useProject } from '../project-context';

export default function Screen() {
  const { project } = useProject();
  return <PageHeader title="Team" description={project.displayName} />;
}
