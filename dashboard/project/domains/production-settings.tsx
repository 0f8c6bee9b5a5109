import { productionModeChecks, productionWarningChecks } from '../../../protocol/production-checks';
import { useOptimisticSwitches } from '../../hooks/use-optimistic-switches';
import { Alert } from '../../ui/alert';
import { FixLink } from '../../ui/fix-link';
import { Section } from '../../ui/section';
import { Toggle } from '../../ui/toggle';
import { useProject } from '../project-context';

/**
 * "Allow localhost" and "Production mode", with docs/product.md §5's checks for the settings as shown: the same checks the
 * server runs (protocol/production-checks.ts), so what is listed here is what the server would refuse. Below them, what
 * is allowed but unwise (providers on shared OAuth keys). Each links to the control that fixes it (the switch, the
 * domain's row, the provider on Authentication) and focuses it.
 */
export function ProductionSettings() {
  const { admin, project, reload } = useProject();
  const switches = useOptimisticSwitches(reload);
  const allowLocalhost = switches.value('allow_localhost', project.config.allowLocalhost);
  const settings = { allow_localhost: allowLocalhost, domains: project.config.domains, oauth_providers: project.config.oauthProviders };
  const problems = productionModeChecks(settings);
  const warnings = productionWarningChecks(settings);
  return (
    <Section title="Production">
      <Alert message={switches.error} />
      <Toggle
        id="allow-localhost"
        label="Allow localhost"
        description="Pages on localhost may use the project, for development."
        checked={allowLocalhost}
        disabled={switches.saving('allow_localhost')}
        onChange={(next) => void switches.set('allow_localhost', next, () => admin.updateProject({ config: { allow_localhost: next } }))}
      />
      <Toggle
        label="Production mode"
        description="The server refuses settings that are unsafe in production (the checks below)."
        checked={switches.value('production_mode', project.isProductionMode)}
        disabled={switches.saving('production_mode')}
        onChange={(next) => void switches.set('production_mode', next, () => admin.updateProject({ isProductionMode: next }))}
      />
      <div className="stack" aria-live="polite">
        <h3>Production checks</h3>
        {problems.length === 0 ? (
          <p className="alert success">Every production check passes.</p>
        ) : (
          <ul className="check-list" aria-label="Failed production checks">
            {problems.map(({ message, fix }) => (
              <li key={message}>
                <FixLink fix={fix}>{message}</FixLink>
              </li>
            ))}
          </ul>
        )}
        {warnings.length > 0 && (
          <ul className="check-list warnings" aria-label="Production warnings">
            {warnings.map(({ message, fix }) => (
              <li key={message}>
                <FixLink fix={fix}>{message}</FixLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}
