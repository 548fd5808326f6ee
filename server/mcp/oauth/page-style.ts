/**
 * The one stylesheet of the authorization server's pages (consent and errors),
 * inlined in a <style> element (the pages' CSP allows inline style and nothing
 * else). It follows the reader's colour scheme like the dashboard does:
 * `color-scheme: light dark` gives native controls and scrollbars the scheme,
 * and the dark block swaps every colour. Text is ≥ 4.5:1 on its background in
 * both (server/mcp/oauth/page-style.test.ts computes it).
 */
export const PAGE_COLORS = {
  light: {
    page: '#f5f6f8',
    card: '#ffffff',
    text: '#1b1e24',
    muted: '#4a505c',
    error: '#a4161a',
    border: '#d6d9de',
    accent: '#1b4fd6',
    onAccent: '#ffffff',
    focus: '#b45309',
  },
  dark: {
    page: '#0f1115',
    card: '#1b1e24',
    text: '#e6e8eb',
    muted: '#b4bac4',
    error: '#ff9b9b',
    border: '#4a505c',
    accent: '#1b4fd6',
    onAccent: '#ffffff',
    focus: '#f5a524',
  },
} as const;

type Colors = (typeof PAGE_COLORS)['light' | 'dark'];

const colors = (c: Colors) => `
    body { background: ${c.page}; color: ${c.text}; }
    main { background: ${c.card}; border-color: ${c.border}; }
    fieldset { border-color: ${c.border}; }
    .note, .hint { color: ${c.muted}; }
    .error { color: ${c.error}; }
    button { background: ${c.card}; color: ${c.text}; border-color: ${c.text}; }
    button[value=allow] { background: ${c.accent}; border-color: ${c.accent}; color: ${c.onAccent}; }
    :focus-visible { outline-color: ${c.focus}; }`;

export const PAGE_STYLE = `
  :root { color-scheme: light dark; }
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; }
  main { max-width: 34rem; margin: 2rem auto; padding: 1.5rem 2rem;
         border: 1px solid; border-radius: 8px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  h2 { font-size: 1.05rem; }
  fieldset { border: 1px solid; border-radius: 6px; margin: 1rem 0; }
  label { display: inline-block; margin: 0.2rem 0; }
  input[type=password] { display: block; width: 100%; box-sizing: border-box; padding: 0.4rem; }
  .note, .hint { font-size: 0.9rem; }
  .error { font-weight: 600; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.25rem; }
  button { font: inherit; padding: 0.5rem 1.4rem; border-radius: 6px; border: 1px solid; cursor: pointer; }
  :focus-visible { outline: 3px solid; outline-offset: 2px; }
  ${colors(PAGE_COLORS.light)}
  @media (prefers-color-scheme: dark) {${colors(PAGE_COLORS.dark)}
  }
`;
