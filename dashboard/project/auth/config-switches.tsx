import { useEffect, useState } from 'react';
import { useOptimisticSwitches } from '../../hooks/use-optimistic-switches';
import { Alert } from '../../ui/alert';
import { Toggle } from '../../ui/toggle';
import { useProject } from '../project-context';

/** One on/off key of Stack's config (`GET /internal/config`), saved by its dot path (docs/wire.md §3 "Config"). */
type ConfigSwitch = { path: string; label: string; description: string };

/** The switches that only the config API shows (the admin project view has no field for them). */
const CONFIG_SWITCHES: ConfigSwitch[] = [
  {
    path: 'onboarding.requireEmailVerification',
    label: 'Require a verified e-mail',
    description: 'Users must verify their e-mail address before they can use the site; sign-in asks them to open the link first.',
  },
];

function readPath(config: Record<string, unknown>, path: string): boolean {
  let node: unknown = config;
  for (const part of path.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return node === true;
}

/** The config API's switches, read from the rendered config and each saved the moment it changes. */
export function ConfigSwitchList() {
  const { admin } = useProject();
  const [config, setConfig] = useState<Record<string, unknown> | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const load = () => {
    admin.getConfig().then(setConfig, (error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)));
  };
  useEffect(load, [admin]);
  const optimistic = useOptimisticSwitches(load);
  return (
    <div className="stack">
      <Alert message={optimistic.error ?? loadError} />
      {CONFIG_SWITCHES.map((setting) => (
        <Toggle
          key={setting.path}
          label={setting.label}
          description={setting.description}
          checked={optimistic.value(setting.path, config ? readPath(config, setting.path) : false)}
          disabled={config === null || optimistic.saving(setting.path)}
          onChange={(next) => void optimistic.set(setting.path, next, () => admin.updateConfig({ [setting.path]: next }))}
        />
      ))}
    </div>
  );
}
