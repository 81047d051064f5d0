/**
 * One value per process, whoever asks first.
 *
 * The React Router server build bundles `app/` (routes and the domain), while the Node process
 * (`server/`) imports the same domain modules natively (docs/decisions/001). A module-level
 * singleton in `app/domain` would therefore exist twice. `platform/` is never bundled, so a value
 * kept here is the process's one: the domain keeps the better-auth instance and the chat bus here,
 * and the composition (`server/`) fills the slots only it can fill (the chat hub's presence counts).
 */
const values = new Map<string, unknown>();

/** The process's value under `name`, created by `create` the first time it is asked for. */
export function processWide<T>(name: string, create: () => T): T {
  if (!values.has(name)) values.set(name, create());
  return values.get(name) as T;
}

export type Slot<T> = {
  /** Set by the composition at start (again in tests); `null` empties it. */
  fill(value: T | null): void;
  /** The value, or `fallback` while nothing filled the slot (a process without that part, a unit test). */
  get(fallback: T): T;
};

/** A value the composition provides and the domain reads at call time (a port filled at start). */
export function slot<T>(name: string): Slot<T> {
  const key = `slot:${name}`;
  return {
    fill(value) {
      if (value === null) values.delete(key);
      else values.set(key, value);
    },
    get(fallback) {
      return values.has(key) ? (values.get(key) as T) : fallback;
    },
  };
}
