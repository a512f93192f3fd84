// The kit's toast and question when their code cannot be fetched (the server gone before the page fetched it).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getFeedback } from './feedback';

vi.mock('../ui/toast', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('../ui/confirm-dialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('feedback whose code cannot be fetched', () => {
  it('still shows a failure, as an alert, for its time', async () => {
    getFeedback().message.error({ content: '无法连接服务器，请检查网络后重试', duration: 0.1 });
    expect(await screen.findByRole('alert')).toHaveTextContent('无法连接服务器，请检查网络后重试');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('still asks a question, and acts on the answer', async () => {
    const ask = vi.spyOn(window, 'confirm').mockReturnValueOnce(true).mockReturnValueOnce(false);
    const onOk = vi.fn(() => Promise.reject(new Error('refused')));
    const onCancel = vi.fn();
    const afterClose = vi.fn();
    const question = { title: '提示', content: '确定进行删除操作?', okText: '确认', cancelText: '取消', onOk, onCancel, afterClose };

    getFeedback().modal.confirm(question);
    await waitFor(() => expect(onOk).toHaveBeenCalledOnce());
    expect(ask).toHaveBeenCalledWith('提示\n\n确定进行删除操作?');
    getFeedback().modal.confirm(question);
    await waitFor(() => expect(onCancel).toHaveBeenCalledOnce());
    expect(onOk).toHaveBeenCalledOnce();
    expect(afterClose).toHaveBeenCalledTimes(2);
  });
});
