/**
 * Sets `key` as an own data property, as Object.fromEntries does, without building the entries
 * first: plain assignment would make a "__proto__" key set the prototype instead of being data.
 */
export function ownProperty(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}
