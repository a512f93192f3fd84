import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_PATHS } from '@caremall/contract';
import { fakeApi, renderScreen } from '../../test';
import { setFeedback, type Feedback } from '../http';
import { setLanguage } from '../i18n';
import { AntdScope } from '../theme/antd-scope';
import { MultiImageUpload, splitPaths } from './multi-image-upload';

type Props = Parameters<typeof MultiImageUpload>[0];
// In an antd form's scope, which hands its toasts to the widget (getFeedback).
const renderUpload = (props: Props) =>
  renderScreen(
    <AntdScope>
      <MultiImageUpload {...props} />
    </AntdScope>,
  );

const paths = (n: number) => Array.from({ length: n }, (_, i) => `/2026/11/23/${String(i).padStart(32, '0')}`).join(',');

beforeAll(async () => {
  await setLanguage('zh_CN');
});

beforeEach(() => {
  fakeApi({
    [`GET ${MEDIA_PATHS.full.groupList}`]: [],
    [`GET ${MEDIA_PATHS.full.filePage}`]: { pages: 0, total: 0, list: [] },
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  setFeedback(null);
});

describe('MultiImageUpload', () => {
  it('splits the comma-joined value', () => {
    expect(splitPaths('/a,/b,')).toEqual(['/a', '/b']);
    expect(splitPaths(undefined)).toEqual([]);
  });

  it('shows one tile per picture, its buttons saying which', async () => {
    const onChange = vi.fn();
    const value = paths(3);
    renderUpload({ value, onChange });
    expect(screen.getAllByTestId('image-tile')).toHaveLength(3);
    expect(screen.getByRole('button', { name: '预览 第 1 张' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '删除 第 2 张' }));
    expect(onChange).toHaveBeenCalledWith(
      splitPaths(value)
        .filter((_, index) => index !== 1)
        .join(','),
    );
  });

  it('refuses to add beyond the default limit of 9', async () => {
    renderUpload({ value: paths(9) });
    await userEvent.click(screen.getByTestId('multi-image-add'));
    expect(await screen.findByText('可选择照片数量已达上限')).toBeInTheDocument();
    expect(screen.queryByTestId('picture-manager')).toBeNull();
  });

  it('says so through whatever feedback is registered', async () => {
    const feedback: Feedback = { message: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }, modal: { confirm: vi.fn() } };
    setFeedback(feedback);
    renderScreen(<MultiImageUpload value={paths(9)} />);
    await userEvent.click(screen.getByTestId('multi-image-add'));
    expect(feedback.message.error).toHaveBeenCalledWith({ content: '可选择照片数量已达上限', duration: 1.5 });
  });

  it('honours a smaller limit', async () => {
    renderUpload({ value: paths(2), limit: 2 });
    await userEvent.click(screen.getByTestId('multi-image-add'));
    expect(await screen.findByText('可选择照片数量已达上限')).toBeInTheDocument();
  });

  it('opens the picture manager while there is room', async () => {
    renderUpload({ value: paths(8) });
    await userEvent.click(screen.getByTestId('multi-image-add'));
    expect(await screen.findByTestId('picture-manager', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('可选择照片数量已达上限')).toBeNull();
  });

  it('removes a picture', async () => {
    const onChange = vi.fn();
    renderUpload({ value: '/a,/b,/c', onChange });
    await userEvent.click(screen.getAllByTestId('image-tile-remove')[1]!);
    expect(onChange).toHaveBeenCalledWith('/a,/c');
  });

  it('hands the focus of a removed picture to the remove button now in its place, else the one before, else the add button', async () => {
    function Field() {
      const [value, setValue] = useState('/a,/b');
      return <MultiImageUpload value={value} onChange={setValue} />;
    }
    renderScreen(
      <AntdScope>
        <Field />
      </AntdScope>,
    );
    const field = screen.getByTestId('multi-image-upload');
    const removeButtons = () => [...field.querySelectorAll<HTMLElement>('[data-testid="image-tile-remove"]')];
    removeButtons()[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(removeButtons()[0]));
    expect(removeButtons()).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(field.querySelector('[data-testid="multi-image-add"]')));
  });
});
