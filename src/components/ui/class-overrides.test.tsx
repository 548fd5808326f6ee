// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Button } from './button';
import { Input } from './input';
import { Select } from './select';

afterEach(cleanup);

// jsdom applies no stylesheet, so "wins" is read off the class list: the primitive's
// conflicting class is gone, and the built CSS can no longer pick it by its order.
describe('a className passed to a primitive', () => {
  it('replaces the button’s own size (the compact row and toolbar buttons)', () => {
    render(
      <Button variant="secondary" className="min-h-8 px-3 py-1">
        Pause
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pause' });
    expect(button).toHaveClass('min-h-8', 'px-3', 'py-1');
    expect(button).not.toHaveClass('min-h-10', 'px-4', 'py-2');
    // What was not overridden stays: the variant's look and the shared ones.
    expect(button).toHaveClass('border', 'bg-white', 'rounded-md', 'text-sm');
  });

  it('replaces the input’s width and background, keeping its invalid border', () => {
    render(<Input aria-label="Feed" className="w-32 bg-slate-100" />);
    const input = screen.getByRole('textbox', { name: 'Feed' });
    expect(input).toHaveClass('w-32', 'bg-slate-100');
    expect(input).not.toHaveClass('w-full', 'bg-white');
    expect(input).toHaveClass('aria-[invalid=true]:border-red-600');
  });

  it('leaves a select full width unless the caller narrows it', () => {
    render(
      <>
        <Select aria-label="Status" />
        <Select aria-label="Rows" className="w-auto" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveClass('w-full', 'pr-8');
    const narrowed = screen.getByRole('combobox', { name: 'Rows' });
    expect(narrowed).toHaveClass('w-auto');
    expect(narrowed).not.toHaveClass('w-full');
  });
});
