import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEDIA_PATHS } from '@caremall/contract';
import { fakeApi } from '../../test';
import { setLanguage } from '../i18n';
import { ImageUpload } from './image-upload';

const WAIT = { timeout: 10_000 };
const PATH = `/2026/11/23/${'0'.repeat(32)}`;

// A light screen: no antd around, so the dialogs open in an antd scope of their own.
const renderLight = (value?: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ImageUpload value={value} />
    </QueryClientProvider>,
  );

beforeAll(async () => {
  await setLanguage('zh_CN');
});

beforeEach(() => {
  fakeApi({
    [`GET ${MEDIA_PATHS.full.groupList}`]: [],
    [`GET ${MEDIA_PATHS.full.filePage}`]: { pages: 0, total: 0, list: [] },
  });
});

describe('ImageUpload on a light screen', { timeout: 30_000 }, () => {
  it('draws no antd element until the picture library opens', async () => {
    const { container } = renderLight();
    expect(container.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '添加图片' }));
    expect(await screen.findByTestId('picture-manager', {}, WAIT)).toBeInTheDocument();
  });

  it('previews its picture', async () => {
    renderLight(PATH);
    await userEvent.click(screen.getByRole('button', { name: '预览' }));
    expect(await screen.findByTestId('image-preview', {}, WAIT)).toBeInTheDocument();
  });
});
