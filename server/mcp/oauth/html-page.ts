import { PAGE_STYLE } from './page-style';

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
        <meta name="color-scheme" content="light dark" />
        <title>${options.title}</title>
        <style>
          ${new SafeHtml(PAGE_STYLE)}
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
