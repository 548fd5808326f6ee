import { describe, expect, it } from 'vitest';
import { CODE_LOAD_MESSAGE, errorMessage, isCodeLoadError } from './code-load-error';

describe('errorMessage', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://localhost:4173/assets/export-list-Bx1.js',
    'error loading dynamically imported module: http://localhost:4173/assets/export-list-Bx1.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/report-charts-C1.css',
  ])('replaces the browser\'s words for a chunk that did not load: "%s"', (text) => {
    const error = new TypeError(text);
    expect(isCodeLoadError(error)).toBe(true);
    expect(errorMessage(error, 'Something went wrong.')).toBe(CODE_LOAD_MESSAGE);
  });

  it("keeps any other error's own message, and says something when there is none", () => {
    expect(errorMessage(new Error('The server took too long to answer.'), 'x')).toBe(
      'The server took too long to answer.',
    );
    expect(isCodeLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(errorMessage(new Error(''), 'Something went wrong.')).toBe('Something went wrong.');
    expect(errorMessage('a string', 'Something went wrong.')).toBe('Something went wrong.');
  });
});
