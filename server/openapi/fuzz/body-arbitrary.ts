import fc from 'fast-check';
import type { JsonSchema } from '../json-schema';
import type { FuzzFixtures, FuzzMember } from './fuzz-fixtures';
import { junkBodyText, junkValue } from './junk';
import { schemaArbitrary, type RefResolver } from './schema-arbitrary';

type Body = Record<string, unknown>;
type Path = (string | number)[];

/** Real bodies of the member to start from: its campaigns, or a status change of its ids. */
function realBodies(component: string, f: FuzzFixtures, member: FuzzMember): fc.Arbitrary<Body> {
  if (component === 'Campaign') return fc.constantFrom(...member.campaigns);
  const id = fc.oneof(
    { arbitrary: fc.constantFrom(...member.ownedCids), weight: 6 },
    { arbitrary: fc.constantFrom(...f.foreignCids), weight: 1 },
  );
  return fc.record({
    // At most 6 ids: long id lists are issue 17's subject.
    ids: fc.uniqueArray(id, { minLength: 1, maxLength: 6 }),
    status: fc.integer({ min: 0, max: 4 }),
  });
}

/** Values that move a real campaign to another valid state rather than to junk. */
function valueHints(f: FuzzFixtures): Record<string, fc.Arbitrary<unknown>> {
  return {
    type: fc.oneof(fc.constantFrom(...f.typeIds), fc.constantFrom(...f.typeIds).map(String)),
    status: fc.integer({ min: 0, max: 4 }),
  };
}

/** Paths inside a body (objects and arrays, 3 levels deep), for edits below the top level. */
function nestedPaths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (prefix.length >= 3 || typeof value !== 'object' || value === null) return out;
  for (const [key, child] of Object.entries(value).slice(0, 30)) {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    if (prefix.length > 0) out.push(path);
    nestedPaths(child, path, out);
  }
  return out;
}

function setAt(body: Body, path: Path, value: unknown) {
  let node: unknown = body;
  for (const key of path.slice(0, -1)) {
    node = (node as Record<string | number, unknown>)[key];
    // An earlier edit replaced or removed a parent: this edit has nothing to land on.
    if (typeof node !== 'object' || node === null) return;
  }
  // defineProperty: an own "__proto__" key, as JSON.parse makes one, not a prototype change.
  Object.defineProperty(node, path[path.length - 1]!, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

type Edit = { path: Path; value: unknown; remove: boolean };

/**
 * Up to three edits of a real body: a field set to a valid, realistic or junk
 * value, a field removed, or a value deep inside (an image url, one schedule hour) replaced.
 */
function mutated(
  base: fc.Arbitrary<Body>,
  component: JsonSchema,
  f: FuzzFixtures,
  resolve: RefResolver,
) {
  const properties = (component.properties ?? {}) as Record<string, JsonSchema>;
  const keys = [...Object.keys(properties), 'unknown_extra', '__proto__', 'constructor'];
  const hints = valueHints(f);
  // Object.hasOwn: the keys include "__proto__", which every plain object answers.
  const valueFor = (key: string) =>
    fc.oneof(
      Object.hasOwn(hints, key) ? hints[key]! : junkValue,
      Object.hasOwn(properties, key) ? schemaArbitrary(properties[key]!, resolve) : junkValue,
      junkValue,
    );
  return base.chain((original) => {
    const deep = nestedPaths(original);
    const edits: fc.Arbitrary<Edit>[] = [
      fc
        .constantFrom(...keys)
        .chain((key) => valueFor(key).map((value) => ({ path: [key], value, remove: false }))),
      fc.constantFrom(...keys).map((key) => ({ path: [key], value: undefined, remove: true })),
    ];
    if (deep.length) {
      edits.push(
        fc.record({ path: fc.constantFrom(...deep), value: junkValue, remove: fc.constant(false) }),
      );
    }
    return fc.array(fc.oneof(...edits), { maxLength: 3 }).map((list) => {
      // A copy: the base is shared by every run that draws it.
      const body = structuredClone(original);
      for (const { path, value, remove } of list) {
        if (remove) delete body[path[0] as string];
        else setAt(body, path, value);
      }
      return body;
    });
  });
}

/**
 * Request bodies for a documented body schema: mostly real objects with edits,
 * some generated from the schema alone, some junk (not JSON, or not an object).
 */
export function bodyArbitrary(
  ref: string,
  f: FuzzFixtures,
  member: FuzzMember,
  resolve: RefResolver,
) {
  const component = resolve(ref);
  const name = ref.split('/').pop() ?? '';
  return fc.oneof(
    {
      arbitrary: mutated(realBodies(name, f, member), component, f, resolve).map((b) =>
        JSON.stringify(b),
      ),
      weight: 6,
    },
    { arbitrary: schemaArbitrary(component, resolve).map((b) => JSON.stringify(b)), weight: 2 },
    { arbitrary: junkBodyText, weight: 1 },
  );
}
