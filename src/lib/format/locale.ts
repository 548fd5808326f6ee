// The reader's locale for every number and date the dashboard shows. The UI text
// is English; only grouping, decimal mark and date order follow the browser.
let override: string | undefined;

/** Tests (and nothing else) pin the locale; `undefined` goes back to the browser's. */
export function setFormatLocale(locale: string | undefined): void {
  override = locale;
}

/** The locale formatters are built for: the override, else `navigator.language`. */
export function formatLocale(): string | undefined {
  if (override !== undefined) return override;
  return typeof navigator === 'undefined' ? undefined : navigator.language || undefined;
}

/**
 * A formatter built on first use and rebuilt only when the locale changes:
 * constructing Intl formatters is the slow part, and table cells format on
 * every scroll frame. A tag Intl refuses falls back to the runtime's default.
 */
export function perLocale<T>(build: (locale: string | undefined) => T): () => T {
  // null: nothing built yet (undefined is a locale here: the runtime's default).
  let builtFor: string | undefined | null = null;
  let built: T;
  return () => {
    const locale = formatLocale();
    if (builtFor !== locale) {
      try {
        built = build(locale);
      } catch {
        built = build(undefined);
      }
      builtFor = locale;
    }
    return built;
  };
}
