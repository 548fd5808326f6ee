// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResultView } from './result-view';

afterEach(cleanup);

/** Shaped as the reference server's tool results (server/mcp/tools/tool-result.ts). */
function listResult(pagination: Record<string, unknown>) {
  const data = {
    campaigns: [{ cid: 10004, name: 'Spring sale', statusName: 'Paused' }],
    sourcePagination: pagination,
  };
  return {
    content: [{ type: 'text', text: `1 campaign\n\n${JSON.stringify(data)}` }],
    structuredContent: { status: 'success', data },
  };
}

const firstPage = {
  complete: false,
  totalExact: true,
  orderExact: true,
  total: 324,
  offset: 0,
  limit: 20,
  returned: 20,
  nextOffset: 20,
};

describe('ResultView', () => {
  it('shows text as written, with its JSON part pretty-printed', () => {
    render(<ResultView result={listResult(firstPage)} />);
    expect(screen.getByText('The tool call succeeded.')).toBeInTheDocument();
    expect(screen.getByText('1 campaign')).toBeInTheDocument();
    const blocks = screen.getAllByText(/"name": "Spring sale"/);
    expect(blocks[0]?.textContent).toContain('\n    {\n      "cid": 10004,');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('preserves whitespace of plain text, and pretty-prints text that is JSON', () => {
    render(
      <ResultView
        result={{
          content: [
            { type: 'text', text: 'line 1\n  indented' },
            { type: 'text', text: '{"a":1}' },
          ],
        }}
      />,
    );
    const plain = screen.getByText(/line 1/);
    expect(plain.tagName).toBe('PRE');
    expect(plain.textContent).toBe('line 1\n  indented');
    expect(screen.getByText(/"a": 1/).textContent).toBe('{\n  "a": 1\n}');
  });

  it('shows the result once: no "Structured content" when the text already carries it', () => {
    render(<ResultView result={listResult(firstPage)} />);
    expect(screen.getAllByText(/"name": "Spring sale"/)).toHaveLength(1);
    expect(screen.queryByText('Structured content')).toBeNull();
  });

  it('shows structured content in an open "Structured content" details when small', () => {
    const { structuredContent } = listResult(firstPage);
    render(
      <ResultView
        result={{ content: [{ type: 'text', text: '1 campaign' }], structuredContent }}
      />,
    );
    const summary = screen.getByText('Structured content');
    const details = summary.closest('details');
    expect(details).toHaveAttribute('open');
    expect(within(details!).getByText(/"status": "success"/)).toBeInTheDocument();
  });

  it('keeps the content in a scroll box of its own that the keyboard can reach', () => {
    render(<ResultView result={listResult(firstPage)} />);
    const box = screen.getByRole('region', { name: 'Result content' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toHaveClass('overflow-auto');
    expect(within(box).getByText('1 campaign')).toBeInTheDocument();
  });

  it('keeps large structured content collapsed', () => {
    const big = {
      status: 'success',
      data: { rows: Array.from({ length: 200 }, (_, i) => ({ i })) },
    };
    render(<ResultView result={{ content: [], structuredContent: big }} />);
    expect(screen.getByText('Structured content').closest('details')).not.toHaveAttribute('open');
  });

  it('lists the sourcePagination flags and follows nextOffset with "Next page"', async () => {
    const onNextPage = vi.fn();
    const user = userEvent.setup();
    render(<ResultView result={listResult(firstPage)} onNextPage={onNextPage} />);
    const section = screen.getByRole('region', { name: 'Source pagination' });
    const pairs = [...section.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['complete', 'no'],
      ['totalExact', 'yes'],
      ['orderExact', 'yes'],
      ['total', '324'],
      ['offset', '0'],
      ['limit', '20'],
      ['returned', '20'],
      ['nextOffset', '20'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onNextPage).toHaveBeenCalledWith(20);
  });

  it('disables "Next page" on the last page, and ignores it while busy', async () => {
    const onNextPage = vi.fn();
    const user = userEvent.setup();
    const last = { ...firstPage, complete: true, offset: 320, returned: 4, nextOffset: null };
    const { rerender } = render(<ResultView result={listResult(last)} onNextPage={onNextPage} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByText('none')).toBeInTheDocument();
    rerender(<ResultView result={listResult(firstPage)} onNextPage={onNextPage} busy />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onNextPage).not.toHaveBeenCalled();
  });

  it('finds sourcePagination at the top of structuredContent too', () => {
    render(
      <ResultView
        result={{
          content: [],
          structuredContent: { sourcePagination: { ...firstPage, countExact: false } },
        }}
        onNextPage={() => {}}
      />,
    );
    expect(screen.getByText('countExact')).toBeInTheDocument();
  });

  it('shows an error result as an alert with its status, code and message', () => {
    const error = {
      status: 409,
      code: 'state_changed',
      message: 'Campaign 10004 changed since the prepare step',
    };
    render(
      <ResultView
        result={{
          isError: true,
          content: [
            { type: 'text', text: `Error 409 state_changed: …\n\n${JSON.stringify(error)}` },
          ],
          structuredContent: { status: 'error', error },
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The tool reported an error');
    expect(alert).toHaveTextContent('status409');
    expect(alert).toHaveTextContent('codestate_changed');
    expect(alert).toHaveTextContent('messageCampaign 10004 changed since the prepare step');
    expect(screen.queryByText('The tool call succeeded.')).toBeNull();
  });

  it('shows isError without structured content as an alert too', () => {
    render(<ResultView result={{ isError: true, content: [{ type: 'text', text: 'boom' }] }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The tool reported an error');
    expect(screen.getByText('boom')).toBeInTheDocument();
  });

  it('summarizes images, audio, resource links and embedded resources', () => {
    render(
      <ResultView
        result={{
          content: [
            { type: 'image', mimeType: 'image/png', data: 'iVBORw0KGgo=' },
            { type: 'audio', mimeType: 'audio/wav', data: 'A'.repeat(4000) },
            { type: 'resource_link', uri: 'adpanel://guides/write-rules', name: 'Write rules' },
            {
              type: 'resource',
              resource: { uri: 'file:///notes.txt', mimeType: 'text/plain', text: 'hello\nworld' },
            },
            { type: 'resource', resource: { uri: 'file:///a.bin', blob: 'AAAA' } },
            { type: 'hologram', beams: 3 },
          ],
        }}
      />,
    );
    expect(screen.getByText('image/png, 8 B')).toBeInTheDocument();
    expect(screen.getByText('audio/wav, 3.0 kB')).toBeInTheDocument();
    expect(screen.getByText('adpanel://guides/write-rules')).toBeInTheDocument();
    expect(screen.getByText('file:///notes.txt')).toBeInTheDocument();
    expect(
      screen.getByText('hello world', { normalizer: (t) => t.replace(/\s+/g, ' ') }),
    ).toBeInTheDocument();
    expect(screen.getByText('Binary content, 3 B')).toBeInTheDocument();
    expect(screen.getByText('Content of type hologram')).toBeInTheDocument();
  });

  it('never throws on unexpected shapes', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    for (const result of [
      null,
      'text',
      42,
      [],
      { content: 'not a list' },
      { content: [null, 5, { type: 7 }, { type: 'text', text: { nested: true } }] },
      { structuredContent: { data: { sourcePagination: { nextOffset: 'x', complete: 'maybe' } } } },
      { structuredContent: cyclic },
      { isError: true, structuredContent: { error: 'flat string' } },
      { isError: true, structuredContent: { status: 'error', error: { code: { deep: 1 } } } },
    ]) {
      expect(() => render(<ResultView result={result} onNextPage={() => {}} />)).not.toThrow();
      cleanup();
    }
  });

  it('says a structure nested too deeply to show cannot be shown, instead of [object Object]', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`) as unknown;
    render(
      <ResultView result={{ content: [], structuredContent: { status: 'success', data: deep } }} />,
    );
    expect(screen.getAllByText('(nested too deeply to be shown as text)').length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByText(/\[object Object\]/)).toBeNull();
  });
});
