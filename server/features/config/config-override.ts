import type { ProjectConfig } from '../../../protocol/project-config';
import { StatusError } from '../../kernel/http/status-error';
import { CONFIG_SLOTS, type ConfigSlot, STACK_ONLY_KEYS } from './config-slots';

type Level = 'project' | 'branch' | 'environment';
type WritableLevel = 'project' | 'environment';

/**
 * The project's config in Stack's rendered shape (docs/wire.md §3 "Config"): every slot's value at its dot path.
 *
 * @example
 * ```ts
 * renderConfig(project.config, context).auth.allowSignUp; // true
 * ```
 */
export function renderConfig(config: ProjectConfig, context: Parameters<ConfigSlot['read']>[1]): Record<string, unknown> {
  const rendered: Record<string, unknown> = {};
  for (const slot of CONFIG_SLOTS) setAt(rendered, slot.path, slot.read(config, context));
  return rendered;
}

/**
 * What a level's override holds as Latch keeps it: every writable key of the level whose value is not Stack's
 * default, by dot path. Latch keeps one config, so the override is what yields it.
 */
export function levelOverride(config: ProjectConfig, level: Level): Record<string, unknown> {
  const writable = writableLevel(level);
  const override: Record<string, unknown> = {};
  for (const slot of CONFIG_SLOTS) {
    if (slot.level !== writable || !slot.write) continue;
    const value = slot.read(config, { openOAuthProviders: (p) => [...p] });
    if (value !== slot.write.fallback) override[slot.path] = value;
  }
  return override;
}

/**
 * Applies an override (JSON text of dot-path keys or nested objects; `null` restores Stack's default) to the config
 * and returns the keys that change. `replace` (PUT) first restores the default of every key the level maps. Refuses
 * the whole override, with Stack's plain-text 400, when one key is unknown, of another level, not Latch's, or invalid.
 */
export function applyOverride(config: ProjectConfig, level: Level, text: string, replace: boolean): Partial<ProjectConfig> {
  const writable = writableLevel(level);
  const parsed = parseOverride(text);
  const entries: [ConfigSlot, unknown][] = [];
  if (replace) {
    for (const slot of CONFIG_SLOTS) if (slot.level === writable && slot.write) entries.push([slot, null]);
  }
  collect(parsed, '', writable, entries);
  let next = config;
  let changes: Partial<ProjectConfig> = {};
  for (const [slot, value] of entries) {
    const write = slot.write;
    if (!write) continue;
    const checked = write.value.safeParse(value === null ? write.fallback : value);
    if (!checked.success) {
      throw new StatusError(400, `The value of "${slot.path}" is not valid: ${checked.error.issues.map((i) => i.message).join('; ')}`);
    }
    const change = write.apply(checked.data as never, next);
    next = { ...next, ...change };
    changes = { ...changes, ...change };
  }
  return changes;
}

/** Latch keeps no branch-level (pushed) config; it says so instead of writing somewhere the config is not read. */
function writableLevel(level: Level): WritableLevel {
  if (level === 'branch') {
    throw new StatusError(400, 'Latch keeps no branch-level config (pushed config files); read and write the "environment" level, and "project" for project.* keys.');
  }
  return level;
}

function parseOverride(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new StatusError(400, 'Invalid config JSON');
  }
  if (!isPlainObject(parsed)) throw new StatusError(400, 'Invalid config JSON: the config must be a JSON object.');
  return parsed;
}

/** Walks an override down to slots: a key is a slot's path, or a step towards slots with an object (or null) under it. */
function collect(object: Record<string, unknown>, prefix: string, level: WritableLevel, out: [ConfigSlot, unknown][]): void {
  for (const [key, value] of Object.entries(object)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const slot = CONFIG_SLOTS.find((s) => s.path === path || path.startsWith(`${s.path}.`));
    if (slot) {
      if (!slot.write) {
        throw new StatusError(400, `Latch does not take "${slot.path}" through the config API${slot.instead ? `; change it with ${slot.instead}` : ''}.`);
      }
      if (slot.path !== path) throw new StatusError(400, `The key "${path}" is not valid: "${slot.path}" is not an object.`);
      if (slot.level !== level) throw new StatusError(400, `The key "${path}" belongs to the "${slot.level}" level of the config, not "${level}".`);
      out.push([slot, value]);
      continue;
    }
    const below = CONFIG_SLOTS.filter((s) => s.path.startsWith(`${path}.`));
    if (below.length === 0) {
      if (STACK_ONLY_KEYS.some((k) => path === k || path.startsWith(`${k}.`))) {
        throw new StatusError(400, `Latch does not support the config key "${path}".`);
      }
      throw new StatusError(400, `The key "${path}" is not valid (nested object not found in schema: "${path}").`);
    }
    if (value === null) {
      // Resetting a section resets the keys of this level under it.
      for (const s of below) if (s.write && s.level === level) out.push([s, null]);
    } else if (isPlainObject(value)) {
      collect(value, path, level, out);
    } else {
      throw new StatusError(400, `The value of "${path}" is not valid: expected an object.`);
    }
  }
}

function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const child = node[part];
    if (isPlainObject(child)) node = child;
    else {
      const created: Record<string, unknown> = {};
      node[part] = created;
      node = created;
    }
  }
  node[parts[parts.length - 1] as string] = value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
