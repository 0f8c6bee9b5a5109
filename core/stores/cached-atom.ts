import { atom, onStart, onStop, type ReadableAtom } from 'nanostores';
import { UNUSED_CACHE_INVALIDATE_MS } from '../../protocol/constants';

/**
 * How a CachedAtom loads its value and what subscribers see of it.
 *
 * @example
 * ```ts
 * const options: CachedAtomOptions<ClientProject, ClientProject> = { load: fetchProject, view: (p) => p, onLoadError: reportError('loading the project') };
 * ```
 */
export type CachedAtomOptions<Raw, View> = {
  /** Fetches the value. */
  load: () => Promise<Raw>;
  /** What subscribers see of a loaded value (e.g. anonymous users read as null). */
  view: (raw: Raw) => View;
  /** Told about a load started by a subscription that failed; the atom then stays undefined. */
  onLoadError: (error: unknown) => void;
};

type State<Raw> = { loaded: false } | { loaded: true; raw: Raw };

/**
 * A nanostores atom in front of a remote value (docs/product.md §4 "Cache"): `undefined` until loaded; loaded on its first
 * subscription; shared by every subscriber. Once it loses its last subscriber (or was loaded with none), the
 * value is dropped after UNUSED_CACHE_INVALIDATE_MS — a subscriber that comes back sooner keeps it, a later one
 * reloads. Loads started before an `invalidate`, `set` or `refresh` are discarded when they finish.
 *
 * @example
 * ```ts
 * const user = new CachedAtom({ load: fetchUser, view: (u) => u, onLoadError: console.error });
 * user.$value.subscribe((value) => render(value)); // starts the load
 * await user.refresh(); // after an update
 * ```
 */
export class CachedAtom<Raw, View> {
  private readonly atom = atom<View | undefined>(undefined);
  private state: State<Raw> = { loaded: false };
  private generation = 0;
  private inflight: { generation: number; promise: Promise<Raw> } | null = null;
  private dropTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: CachedAtomOptions<Raw, View>) {
    onStart(this.atom, () => {
      this.cancelDrop();
      if (!this.state.loaded) this.loadInBackground();
    });
    onStop(this.atom, () => this.scheduleDrop());
  }

  /** The read-only atom subscribers use. */
  get $value(): ReadableAtom<View | undefined> {
    return this.atom;
  }

  /** The loaded value, loading it first if needed (one shared load). */
  get(): Promise<Raw> {
    return this.state.loaded ? Promise.resolve(this.state.raw) : this.load();
  }

  /** The loaded value, if any, without loading. */
  peek(): Raw | undefined {
    return this.state.loaded ? this.state.raw : undefined;
  }

  /** Loads again now, replacing the value when done. */
  refresh(): Promise<Raw> {
    this.generation += 1;
    return this.load();
  }

  /** Replaces the value at once. */
  set(raw: Raw): void {
    this.generation += 1;
    this.inflight = null;
    this.store(raw);
  }

  /** Forgets the value (subscribers see undefined) and, if anyone subscribes, loads it again. */
  invalidate(): void {
    this.forget();
    if (this.atom.lc > 0) this.loadInBackground();
  }

  private load(): Promise<Raw> {
    if (this.inflight?.generation === this.generation) return this.inflight.promise;
    const generation = this.generation;
    const promise = this.options.load().then(
      (raw) => {
        if (generation === this.generation) {
          this.inflight = null;
          this.store(raw);
        }
        return raw;
      },
      (error: unknown) => {
        if (generation === this.generation) this.inflight = null;
        throw error;
      },
    );
    this.inflight = { generation, promise };
    return promise;
  }

  private loadInBackground(): void {
    this.load().catch(this.options.onLoadError);
  }

  private store(raw: Raw): void {
    this.state = { loaded: true, raw };
    this.atom.set(this.options.view(raw));
    if (this.atom.lc === 0) this.scheduleDrop();
  }

  private forget(): void {
    this.cancelDrop();
    this.generation += 1;
    this.inflight = null;
    this.state = { loaded: false };
    this.atom.set(undefined);
  }

  private scheduleDrop(): void {
    this.cancelDrop();
    const timer = setTimeout(() => this.forget(), UNUSED_CACHE_INVALIDATE_MS);
    // In Node, an unused cache must not keep the process alive.
    if (typeof timer === 'object' && 'unref' in timer) timer.unref();
    this.dropTimer = timer;
  }

  private cancelDrop(): void {
    clearTimeout(this.dropTimer);
    this.dropTimer = undefined;
  }
}
