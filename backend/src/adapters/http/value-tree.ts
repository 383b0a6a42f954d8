// Walks over parsed request data without recursion: an explicit stack instead of the call stack,
// so no nesting, however deep, can exhaust it (a body of 4,000 nested arrays once answered 500
// with "Maximum call stack size exceeded"; docs/reliability.md). Bodies are refused beyond a
// nesting limit before any route sees them (middleware/request-body.ts); these walks hold even
// for data that came some other way.
import { ownProperty } from './own-property.ts';

type Container = unknown[] | Record<string, unknown>;

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** Whether anything in `value` lies more than `limit` arrays or objects deep (`{}` is one deep). */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  if (!isContainer(value)) return false;
  if (limit < 1) return true;
  const stack: { container: Container; depth: number }[] = [{ container: value, depth: 1 }];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const children = Array.isArray(top.container) ? top.container : Object.values(top.container);
    for (const child of children) {
      if (!isContainer(child)) continue;
      if (top.depth >= limit) return true;
      stack.push({ container: child, depth: top.depth + 1 });
    }
  }
  return false;
}

/**
 * A copy of `value` with every leaf (a string, number, boolean or null) replaced by `leaf(it)`
 * and each object's keys in the order `keysOf` gives. Keys are set as own data properties, so a
 * "__proto__" key stays plain data and never becomes a prototype.
 */
export function copyTree(
  value: unknown,
  leaf: (value: unknown) => unknown,
  keysOf: (object: Record<string, unknown>) => string[] = Object.keys,
): unknown {
  if (!isContainer(value)) return leaf(value);
  const root: Container = Array.isArray(value) ? [] : {};
  // Containers still to copy, and their empty copies, in step (no pair allocated per container).
  const sources: Container[] = [value];
  const copies: Container[] = [root];
  for (let source = sources.pop(); source; source = sources.pop()) {
    const copy = copies.pop() as Container;
    if (Array.isArray(source)) {
      for (const item of source) {
        if (!isContainer(item)) {
          (copy as unknown[]).push(leaf(item));
          continue;
        }
        const inner: Container = Array.isArray(item) ? [] : {};
        sources.push(item);
        copies.push(inner);
        (copy as unknown[]).push(inner);
      }
      continue;
    }
    for (const key of keysOf(source)) {
      const item = source[key];
      if (!isContainer(item)) {
        ownProperty(copy as Record<string, unknown>, key, leaf(item));
        continue;
      }
      const inner: Container = Array.isArray(item) ? [] : {};
      sources.push(item);
      copies.push(inner);
      ownProperty(copy as Record<string, unknown>, key, inner);
    }
  }
  return root;
}
