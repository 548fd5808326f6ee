import { describe, expect, it } from 'vitest';
import { trimEnd, withoutTrailingSlashes } from './trim-end';

describe('trimEnd', () => {
  it('drops only the accepted characters at the end', () => {
    expect(withoutTrailingSlashes('https://mcp.example///')).toBe('https://mcp.example');
    expect(withoutTrailingSlashes('https://mcp.example/a//b')).toBe('https://mcp.example/a//b');
    expect(withoutTrailingSlashes('///')).toBe('');
    expect(trimEnd('1.2500', (c) => c === '0')).toBe('1.25');
    expect(trimEnd('Not here. \n', (c) => c === '.' || c.trim() === '')).toBe('Not here');
  });

  it('reads a long run that does not reach the end once (a /\\/+$/ replace took seconds)', () => {
    const url = `https://a.example/${'/'.repeat(200_000)}x`;
    expect(withoutTrailingSlashes(url)).toBe(url);
    expect(withoutTrailingSlashes(`${url}${'/'.repeat(200_000)}`)).toBe(url);
  });
});
