/**
 * Server-rendered pages of the authorization server (consent and errors):
 * no JavaScript, and every interpolated value escaped by the `html` tag.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

type Interpolation = string | number | SafeHtml | null | undefined | false | Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (value instanceof SafeHtml) return value.value;
  return escapeHtml(String(value));
}

/** Template tag: text is escaped, nested `html` fragments are kept as they are. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, i) => out + render(values[i - 1]) + part));
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f5f6f8; color: #1b1e24; }
  main { max-width: 34rem; margin: 2rem auto; padding: 1.5rem 2rem; background: #fff;
         border: 1px solid #d6d9de; border-radius: 8px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  h2 { font-size: 1.05rem; }
  fieldset { border: 1px solid #d6d9de; border-radius: 6px; margin: 1rem 0; }
  label { display: inline-block; margin: 0.2rem 0; }
  input[type=password] { display: block; width: 100%; box-sizing: border-box; padding: 0.4rem; }
  .note, .hint { color: #4a505c; font-size: 0.9rem; }
  .error { color: #a4161a; font-weight: 600; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.25rem; }
  button { font: inherit; padding: 0.5rem 1.4rem; border-radius: 6px; border: 1px solid #1b1e24;
           background: #fff; cursor: pointer; }
  button[value=allow] { background: #1b4fd6; border-color: #1b4fd6; color: #fff; }
  :focus-visible { outline: 3px solid #f5a524; outline-offset: 2px; }
`;

/**
 * A whole page with its own policy: no scripts or other sources at all,
 * inline style only, and forms may post only to the listed targets. Chromium
 * applies form-action to the redirect that follows a POST, so the consent page
 * lists the client's redirect origin there.
 */
export function htmlPage(options: {
  title: string;
  body: SafeHtml;
  status?: number;
  formAction?: string[];
}): Response {
  const formAction = options.formAction?.length ? options.formAction.join(' ') : "'none'";
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="no-referrer" />
        <title>${options.title}</title>
        <style>
          ${new SafeHtml(STYLE)}
        </style>
      </head>
      <body>
        ${options.body}
      </body>
    </html> `;
  return new Response(page.value, {
    status: options.status ?? 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': [
        "default-src 'none'",
        "style-src 'unsafe-inline'",
        `form-action ${formAction}`,
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join('; '),
    },
  });
}

/** The page shown when the request cannot safely go back to the client. */
export function errorPage(message: string, status = 400): Response {
  return htmlPage({
    title: 'Cannot connect the app',
    status,
    body: html`<main>
      <h1>Cannot connect the app</h1>
      <p>${message}</p>
    </main>`,
  });
}
