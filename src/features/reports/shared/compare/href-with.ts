/**
 * This page's address with some search parameters set (undefined removes
 * one): the href of a link that changes the view, so it also opens in a new
 * tab. Strings that would read as JSON are quoted, as the router writes them.
 */
export function hrefWith(update: Record<string, string | undefined>): string {
  const url = new URL(window.location.href);
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined) url.searchParams.delete(key);
    else url.searchParams.set(key, readsAsJson(value) ? JSON.stringify(value) : value);
  }
  return `${url.pathname}${url.search}`;
}

function readsAsJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}
