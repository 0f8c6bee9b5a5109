import { PageHeader } from '../../ui/page-header';
import { DeleteProjectSection } from './delete-project-section';
import { ProjectDetailsForm } from './project-details-form';
import { ProjectOwnersSection } from './project-owners-section';

/** `/projects/:id/settings`: name and description, the owners (and inviting one), and deleting the project. */
export default function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" />
      <ProjectDetailsForm />
      <ProjectOwnersSection />
      <DeleteProjectSection />
    </>
  );
}
