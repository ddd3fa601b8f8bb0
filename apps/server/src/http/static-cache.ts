/**
 * In-process cache of data that changes only through writes (static data, licence). Any successful
 * write call clears it, so a change is visible on the next read; reads between writes skip the
 * database entirely.
 */
export class ReadCache {
  private readonly entries = new Map<string, Promise<unknown>>();

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    let hit = this.entries.get(key) as Promise<T> | undefined;
    if (!hit) {
      hit = load();
      this.entries.set(key, hit);
      hit.catch(() => this.entries.delete(key));
    }
    return hit;
  }

  clear(): void {
    this.entries.clear();
  }
}
