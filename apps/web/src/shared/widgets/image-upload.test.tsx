import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEDIA_PATHS } from '@caremall/contract';
import { fakeApi, libraryPicture } from '../../test';
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

/** The widget as a form holds it: the chosen picture becomes its value. */
function Field() {
  const [value, setValue] = useState('');
  return <ImageUpload value={value} onChange={setValue} />;
}

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

  it('hands the focus to the chosen picture, and back to the add button once it is removed', async () => {
    fakeApi({
      [`GET ${MEDIA_PATHS.full.groupList}`]: [],
      [`GET ${MEDIA_PATHS.full.filePage}`]: { pages: 1, total: 1, list: [libraryPicture(1, '轮椅.png')] },
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Field />
      </QueryClientProvider>,
    );
    screen.getByRole('button', { name: '添加图片' }).focus();
    await userEvent.keyboard('{Enter}');
    (await screen.findByTestId('pm-tile-pick', {}, WAIT)).focus();
    await userEvent.keyboard(' ');
    screen.getByTestId('pm-confirm').focus();
    await userEvent.keyboard('{Enter}');
    // The add button the library opened from has given way to the picture: its first button has the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '预览' })), WAIT);

    screen.getByTestId('image-tile-remove').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '添加图片' })), WAIT);
  });
});
