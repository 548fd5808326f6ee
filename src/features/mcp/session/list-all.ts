/**
 * Every page of a paginated MCP list (tools/list, resources/list, …),
 * followed through nextCursor, with a bound in case a server loops.
 */
const MAX_PAGES = 50;

export async function listAll<K extends string, T>(
  page: (cursor: string | undefined) => Promise<{ nextCursor?: string } & Record<K, T[]>>,
  key: K,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < MAX_PAGES; n++) {
    const result = await page(cursor);
    items.push(...result[key]);
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  return items;
}
