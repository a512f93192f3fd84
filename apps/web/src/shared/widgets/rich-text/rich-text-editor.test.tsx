import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_PATHS } from '@caremall/contract';
import { setLanguage } from '../../i18n';
import { fakeApi } from '../../../test';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
import { isSafeLink, toEditorValue } from './rich-text-value';

const LIBRARY = Array.from({ length: 16 }, (_, i) => ({
  fileId: i + 1,
  filePath: `/2026/11/23/${String(i).padStart(32, '0')}`,
  fileName: `图${i + 1}.png`,
  fileType: 'png',
  fileSize: 10,
  type: 1,
  attachFileGroupId: 0,
}));

function renderEditor(props: RichTextEditorProps) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (p: RichTextEditorProps) => (
    <QueryClientProvider client={client}>
      <App>
        <RichTextEditor {...p} />
      </App>
    </QueryClientProvider>
  );
  const result = render(ui(props));
  return { ...result, rerenderWith: (p: RichTextEditorProps) => result.rerender(ui(p)) };
}

const content = () => document.querySelector('.ProseMirror') as HTMLElement;

beforeAll(async () => {
  // antd's picture grid measures itself; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  await setLanguage('zh_CN');
});

beforeEach(() => {
  fakeApi({
    [MEDIA_PATHS.full.groupList]: [],
    [MEDIA_PATHS.full.filePage]: { pages: 1, total: LIBRARY.length, list: LIBRARY },
  });
});

describe('rich-text values', () => {
  it("gives '' for an empty document so required rules see it", () => {
    expect(toEditorValue(true, '<p></p>')).toBe('');
    expect(toEditorValue(false, '<p>a</p>')).toBe('<p>a</p>');
  });

  it('accepts only http(s), mailto and tel links', () => {
    for (const ok of ['https://caremall.example', 'http://a.b', 'mailto:a@b.c', 'tel:10086']) expect(isSafeLink(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.example', 'vbscript:x'])
      expect(isSafeLink(bad)).toBe(false);
  });
});

describe('RichTextEditor', () => {
  it('shows the given HTML and a 360 px writing area by default', async () => {
    renderEditor({ value: '<p>你好<strong>世界</strong></p>' });
    await waitFor(() => expect(content()).toBeTruthy());
    expect(content().querySelector('strong')?.textContent).toBe('世界');
    expect((document.querySelector('.rte-body') as HTMLElement).style.height).toBe('360px');
  });

  it('replaces the document when the value changes from outside, without echoing it back', async () => {
    const onChange = vi.fn();
    const { rerenderWith } = renderEditor({ value: '<p>旧内容</p>', onChange });
    await waitFor(() => expect(content().textContent).toBe('旧内容'));
    rerenderWith({ value: '<p>新内容</p>', onChange });
    await waitFor(() => expect(content().textContent).toBe('新内容'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports edits made with the toolbar as HTML', async () => {
    const onChange = vi.fn();
    renderEditor({ value: '<p>加粗我</p>', onChange });
    await waitFor(() => expect(content()).toBeTruthy());
    // Select everything, then bold it.
    const editor = (content() as unknown as { editor?: { commands: { selectAll(): void } } }).editor;
    act(() => editor?.commands.selectAll());
    await userEvent.click(screen.getByTestId('rte-bold'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>加粗我</strong></p>'));
  });

  it('hides the toolbar and refuses edits when disabled', async () => {
    renderEditor({ value: '<p>只读</p>', disabled: true });
    await waitFor(() => expect(content()).toBeTruthy());
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(content().getAttribute('contenteditable')).toBe('false');
  });

  it('inserts pictures from the library, at most 15 at a time', async () => {
    const onChange = vi.fn();
    renderEditor({ value: '', onChange });
    await userEvent.click(await screen.findByTestId('rte-image'));
    const picks = await screen.findAllByTestId('pm-tile-pick');
    expect(picks).toHaveLength(16);
    for (const pick of picks.slice(0, 15)) await userEvent.click(pick);
    await userEvent.click(picks[15]!);
    expect(await screen.findByText('可选择照片数量已达上限')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('pm-confirm'));
    await waitFor(() => expect(content().querySelectorAll('img')).toHaveLength(15));
    expect(content().querySelector('img')!.getAttribute('src')).toBe(`/files${LIBRARY[0]!.filePath}`);
    const html = onChange.mock.lastCall![0] as string;
    expect(html.match(/<img /g)).toHaveLength(15);
  });
});
