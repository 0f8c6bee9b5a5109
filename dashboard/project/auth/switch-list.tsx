import { useOptimisticSwitches } from '../../hooks/use-optimistic-switches';
import { Alert } from '../../ui/alert';
import { Toggle } from '../../ui/toggle';
import { useProject } from '../project-context';
import type { AuthSwitch } from './auth-switches';

/** A group of on/off settings, each saved the moment it changes (and put back, with the reason, if refused). */
export function SwitchList({ switches }: { switches: AuthSwitch[] }) {
  const { admin, project, reload } = useProject();
  const optimistic = useOptimisticSwitches(reload);
  return (
    <div className="stack">
      <Alert message={optimistic.error} />
      {switches.map((setting) => (
        <Toggle
          key={setting.key}
          label={setting.label}
          description={setting.description}
          checked={optimistic.value(setting.key, setting.read(project.config))}
          disabled={optimistic.saving(setting.key)}
          onChange={(next) => void optimistic.set(setting.key, next, () => admin.updateProject({ config: { [setting.key]: next } }))}
        />
      ))}
    </div>
  );
}
