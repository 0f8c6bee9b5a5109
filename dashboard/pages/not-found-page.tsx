import { Link } from 'wouter';
import { PageHeader } from '../ui/page-header';

/** An address the dashboard has no screen for (inside the page's or the project's main region). */
export default function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" description="There is nothing at this address." />
      <Link href="~/projects">Go to your projects</Link>
    </>
  );
}
