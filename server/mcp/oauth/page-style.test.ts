import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@contract/color-contrast';
import { createTestApp } from '../../testing/test-app';
import {
  authorizeUrl,
  pkcePair,
  registerClient,
  type OAuthTarget,
} from './testing/oauth-test-client';

async function consentHtml() {
  const t = await createTestApp();
  const acme: OAuthTarget = { origin: t.mcpOrigins.acme, fetch: t.mcpFetch };
  const client = await registerClient(acme);
  const res = await t.mcpFetch(
    authorizeUrl(acme, {
      clientId: client.clientId,
      redirectUri: client.redirectUri,
      codeChallenge: pkcePair().challenge,
      state: 'st-dark',
    }),
  );
  expect(res.status).toBe(200);
  return { res, html: await res.text() };
}

/** `selector { property: value; … }` rules of a stylesheet fragment, as selector → properties. */
function rules(css: string): Map<string, Record<string, string>> {
  const found = new Map<string, Record<string, string>>();
  for (const [, selector = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = Object.fromEntries(
      body
        .split(';')
        .map((d) => d.split(':').map((part) => part.trim()))
        .filter((d): d is [string, string] => d.length === 2 && d[0] !== ''),
    );
    const key = selector.trim();
    found.set(key, { ...found.get(key), ...declarations });
  }
  return found;
}

/** The rules of the light part and of the `prefers-color-scheme: dark` block of the page's style. */
function schemes(html: string) {
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  const marker = '@media (prefers-color-scheme: dark) {';
  const at = style.indexOf(marker);
  expect(at).toBeGreaterThan(-1);
  const dark = style.slice(at + marker.length, style.lastIndexOf('}'));
  return { light: rules(style.slice(0, at)), dark: rules(dark) };
}

describe('the consent page in dark mode', () => {
  it('declares both colour schemes, so the browser draws its controls dark too', async () => {
    const { html } = await consentHtml();
    expect(html).toContain('<meta name="color-scheme" content="light dark" />');
    expect(html).toMatch(/:root\s*\{\s*color-scheme:\s*light dark;/);
    expect(html).toContain('@media (prefers-color-scheme: dark)');
  });

  it('has text of at least 4.5:1 in the light and the dark scheme', async () => {
    const { html } = await consentHtml();
    for (const [scheme, css] of Object.entries(schemes(html))) {
      const get = (selector: string, property: string) => {
        const value = css.get(selector)?.[property];
        if (!value) throw new Error(`${scheme}: no ${property} for ${selector}`);
        return value;
      };
      const page = get('body', 'background');
      const card = get('main', 'background');
      const pairs: [string, string, string][] = [
        ['body text on the page', get('body', 'color'), page],
        ['body text on the card', get('body', 'color'), card],
        ['notes and hints', get('.note, .hint', 'color'), card],
        ['the error', get('.error', 'color'), card],
        ['Deny', get('button', 'color'), get('button', 'background')],
        ['Allow', get('button[value=allow]', 'color'), get('button[value=allow]', 'background')],
      ];
      for (const [what, text, background] of pairs)
        expect(contrastRatio(text, background), `${scheme}: ${what}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps its policy: style only in the <style> element, no script', async () => {
    const { res, html } = await consentHtml();
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toMatch(/<script/i);
  });
});
