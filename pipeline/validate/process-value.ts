/**
 * One value for the whole process, whichever copy of a module asks: vike bundles the page hooks into copies of
 * their own (the build) or runs them in Vite's module graph (the dev server), apart from the pipeline's modules.
 */
export function processValue<T>(name: string): { get(): T | undefined; set(value: T): void } {
  const key = Symbol.for(`ai101.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return {
    get: () => store[key],
    set: (value) => {
      store[key] = value;
    },
  };
}
