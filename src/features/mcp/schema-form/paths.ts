/** "$.a.b" style path of a property, quoting names that are not identifiers. */
export function childPath(parent: string, name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name)
    ? `${parent}.${name}`
    : `${parent}[${JSON.stringify(name)}]`;
}

/** A JSON Pointer ("/a/0") as its tokens. */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}
