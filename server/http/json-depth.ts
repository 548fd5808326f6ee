/**
 * Deepest nesting a request body may have. A campaign nests three levels
 * (schedule 7×24, bidControl entries); 64 leaves room for any field a backend
 * adds, while a body nested thousands deep, which overflows the stack when it
 * is serialised again, is refused at the edge (decision 033).
 */
export const MAX_JSON_DEPTH = 64;

/** True when `value` nests arrays/objects deeper than `limit` (iterative: no recursion to overflow). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}
