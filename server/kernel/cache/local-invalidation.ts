import { Invalidation } from './invalidation';

/**
 * The bus on SQLite: the embedded database has one server process (ARCHITECTURE.md "Runtime picture"), so delivering in
 * process reaches every cache there is.
 */
export class LocalInvalidation extends Invalidation {
  get live(): boolean {
    return true;
  }

  async publish(topic: string, id: string): Promise<void> {
    this.deliver(topic, id);
  }

  async ready(): Promise<void> {
    // in one process there is no connection to wait for
  }

  async close(): Promise<void> {
    // nor one to close
  }
}
