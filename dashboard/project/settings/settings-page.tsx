import { PageHeader } from '../../ui/page-header';
import { DeleteProjectSection } from './delete-project-section';
import { ProjectDetailsForm } from './project-details-form';
import { ProjectOwnersSection } from './project-owners-section';
import { TransferProjectSection } from './transfer-project-section';

/** `/projects/:id/settings`: name and description, the owners (and inviting one), handing it to another team, and deleting the project. */
export default function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" />
      <ProjectDetailsForm />
      <ProjectOwnersSection />
      <TransferProjectSection />
      <DeleteProjectSection />
    </>
  );
}
