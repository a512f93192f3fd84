import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { RichTextEditor } from './lazy-rich-text-editor';

/** An IntersectionObserver whose callbacks the test calls, as the browser would when the place scrolls near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe = vi.fn();
  disconnect = vi.fn();
  comeNear() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const renderLazy = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <RichTextEditor data-testid="detail" />
      </App>
    </QueryClientProvider>,
  );
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  await setLanguage('zh_CN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.all = [];
});

describe('the rich-text editor in a long form', { timeout: 30_000 }, () => {
  it('draws only its place until the place nears the visible page, then loads', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    renderLazy();
    const place = screen.getByTestId('detail-place');
    expect(place).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('textbox', { name: '富文本内容' })).toBe(place);
    expect(screen.queryByTestId('detail')).toBeNull();
    act(() => FakeObserver.all[0]!.comeNear());
    expect(await screen.findByTestId('detail', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByTestId('detail-place')).toBeNull();
  });

  it('loads when its place gets focus by keyboard, and hands the focus to the editor', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    renderLazy();
    fireEvent.focus(screen.getByTestId('detail-place'));
    const editor = await screen.findByTestId('detail', {}, WAIT);
    await waitFor(() => expect(editor.contains(document.activeElement)).toBe(true), WAIT);
  });
});
