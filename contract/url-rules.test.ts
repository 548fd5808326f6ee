import { describe, expect, it } from 'vitest';
import { isHttpUrl, withoutMacros } from './url-rules';

describe('withoutMacros', () => {
  it('replaces each braced macro, with or without $ and doubled braces', () => {
    expect(withoutMacros('https://t.example/c?id={clickid}&s=${SUBID}&c={{campaign_id}}')).toBe(
      'https://t.example/c?id=macro&s=macro&c=macro',
    );
    expect(withoutMacros('https://{host}/x')).toBe('https://macro/x');
    // A brace that opens nothing, or a macro with a space, is left as written.
    expect(withoutMacros('https://t.example/{a{b}')).toBe('https://t.example/{amacro');
    expect(withoutMacros('https://t.example/{not a macro}')).toBe(
      'https://t.example/{not a macro}',
    );
    expect(withoutMacros('https://t.example/{${x}')).toBe('https://t.example/{macro');
  });

  it('reads a long run of unclosed braces in one pass (it held the server for seconds)', () => {
    // 200,000 braces took minutes with the old pattern (the work grew with the square of
    // the run); in one pass it is a few milliseconds, far inside the test's time limit.
    const url = `https://a.example/${'{'.repeat(200_000)}`;
    expect(withoutMacros(url)).toBe(url);
    expect(withoutMacros(`${url}x}`)).toBe('https://a.example/macro');
    expect(withoutMacros(`https://a.example/{${'a'.repeat(200_000)}`)).toHaveLength(200_019);
  });
});

describe('isHttpUrl with macros', () => {
  it('accepts a macro in the host and refuses a URL that is only braces', () => {
    expect(isHttpUrl('https://{domain}/landing?c={clickid}', { allowMacros: true })).toBe(true);
    expect(isHttpUrl('https://{domain}/landing', { allowMacros: false })).toBe(false);
    expect(isHttpUrl(`https://${'{'.repeat(100_000)}`, { allowMacros: true })).toBe(false);
  });
});
