import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { MultiImageUpload, splitPaths } from './multi-image-upload';

const envelope = (data: unknown) => new Response(JSON.stringify({ code: '00000', msg: null, data, success: true }), { status: 200 });

function renderUpload(props: Parameters<typeof MultiImageUpload>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MultiImageUpload {...props} />
      </App>
    </QueryClientProvider>,
  );
}

const paths = (n: number) => Array.from({ length: n }, (_, i) => `/2026/11/23/${String(i).padStart(32, '0')}`).join(',');

beforeAll(async () => {
  await setLanguage('zh_CN');
});

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('app_config')) return envelope({ ssoBaseUrl: null, resourcesUrl: '/files' });
    if (url.includes('attach_file_group/list')) return envelope([]);
    return envelope({ pages: 0, total: 0, list: [] });
  });
});

describe('MultiImageUpload', () => {
  it('splits the comma-joined value', () => {
    expect(splitPaths('/a,/b,')).toEqual(['/a', '/b']);
    expect(splitPaths(undefined)).toEqual([]);
  });

  it('shows one tile per picture', () => {
    renderUpload({ value: paths(3) });
    expect(screen.getAllByTestId('image-tile')).toHaveLength(3);
  });

  it('refuses to add beyond the default limit of 9', async () => {
    renderUpload({ value: paths(9) });
    await userEvent.click(screen.getByTestId('multi-image-add'));
    expect(await screen.findByText('可选择照片数量已达上限')).toBeInTheDocument();
    expect(screen.queryByTestId('picture-manager')).toBeNull();
  });

  it('honours a smaller limit', async () => {
    renderUpload({ value: paths(2), limit: 2 });
    await userEvent.click(screen.getByTestId('multi-image-add'));
    expect(await screen.findByText('可选择照片数量已达上限')).toBeInTheDocument();
  });

  it('opens the picture manager while there is room', async () => {
    renderUpload({ value: paths(8) });
    await userEvent.click(screen.getByTestId('multi-image-add'));
    expect(await screen.findByTestId('picture-manager')).toBeInTheDocument();
    expect(screen.queryByText('可选择照片数量已达上限')).toBeNull();
  });

  it('removes a picture', async () => {
    const onChange = vi.fn();
    renderUpload({ value: '/a,/b,/c', onChange });
    await userEvent.click(screen.getAllByTestId('image-tile-remove')[1]!);
    expect(onChange).toHaveBeenCalledWith('/a,/c');
  });
});
