/**
 * An object that stands for one made on first use: every use is forwarded to `target()`, which is called only
 * at that use. Modules export such stand-ins (the configuration, the logger, the database) so that importing
 * them does nothing; the composition root (server/main.ts) makes them at start, or a first use does.
 * `bindMethods`: a method read through the stand-in runs on the real object (for objects that copy or extend
 * `this`, such as a pino logger's `child()`).
 */
export function standIn<T extends object>(target: () => T, options: { bindMethods?: boolean } = {}): T {
  return new Proxy({} as T, {
    get: (_, key) => {
      const real = target();
      const value = Reflect.get(real, key) as unknown;
      return options.bindMethods && typeof value === "function" ? value.bind(real) : value;
    },
    has: (_, key) => Reflect.has(target(), key),
    set: (_, key, value) => Reflect.set(target(), key, value),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(target(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(target(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** `make()`'s value, made at the first call and the same after (a module's value made on first use). */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
