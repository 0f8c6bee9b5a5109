import { PageHeader } from '../../ui/page-header';
import { Section } from '../../ui/section';
import { useProject } from '../project-context';
import { SIGN_IN_SWITCHES, USER_SWITCHES } from './auth-switches';
import { ConfigSwitchList } from './config-switches';
import { MergeStrategySelect } from './merge-strategy-select';
import { OAuthProviders } from './oauth-providers';
import { SwitchList } from './switch-list';

/** `/projects/:id/auth`: how users sign up and in, and what they may do; every switch is saved at once. */
export default function AuthPage() {
  const { project } = useProject();
  return (
    <>
      <PageHeader title="Authentication" description={`How people sign up and sign in to ${project.displayName}. Changes are saved at once.`} />
      <Section title="Sign-up and sign-in methods">
        <SwitchList switches={SIGN_IN_SWITCHES} />
        <ConfigSwitchList />
      </Section>
      <Section title="Users and teams">
        <SwitchList switches={USER_SWITCHES} />
      </Section>
      <Section title="OAuth providers" description="Shared keys are for development; use your own OAuth app in production.">
        <MergeStrategySelect />
        <OAuthProviders />
      </Section>
    </>
  );
}
