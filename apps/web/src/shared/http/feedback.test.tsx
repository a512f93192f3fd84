// The kit's toasts and confirmation questions, as code outside React raises them (the http client, a delete).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getFeedback } from './feedback';
// Loaded before the first case, as a warm app has them: the first toast then does not wait for its code.
import '../ui/toast';
import '../ui/confirm-dialog';

const question = (onOk?: () => unknown, extra = {}) =>
  getFeedback().modal.confirm({ title: '提示', content: '确定进行删除操作?', okText: '确认', cancelText: '取消', onOk, ...extra });

describe('toasts', () => {
  it('a failure is an alert; one with the same key replaces the one on screen', async () => {
    getFeedback().message.error({ content: '网络异常', key: 'network', duration: 10 });
    getFeedback().message.error({ content: '网络异常', key: 'network', duration: 10 });
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常');
    expect(screen.getAllByText('网络异常')).toHaveLength(1);
  });

  it('shown again, it is a new element in its place, so a screen reader reads the repeat', async () => {
    getFeedback().message.error({ content: '不能删除', key: 'refusal', duration: 10 });
    const first = await screen.findByText('不能删除');
    getFeedback().message.error({ content: '不能删除', key: 'refusal', duration: 10 });
    await waitFor(() => expect(screen.getByText('不能删除')).not.toBe(first));
    const again = screen.getByText('不能删除');
    expect(first.isConnected).toBe(false);
    const showing = (text: HTMLElement) => Number(text.closest<HTMLElement>('.ui-toast')!.dataset.showing);
    expect(showing(again)).toBeGreaterThan(showing(first));
    expect(Number(document.querySelector<HTMLElement>('.ui-toasts')!.dataset.showings)).toBe(showing(again));
  });

  it('a success is read in turn and goes after its time', async () => {
    getFeedback().message.success({ content: '已保存', duration: 1 });
    const toast = await screen.findByText('已保存');
    expect(toast.closest('[aria-live="polite"]')).not.toBeNull();
    expect(toast.closest('[role="alert"]')).toBeNull();
    await waitFor(() => expect(screen.queryByText('已保存')).toBeNull());
  });

  it('stack, newest last', async () => {
    getFeedback().message.warning({ content: '第一条' });
    getFeedback().message.warning({ content: '第二条' });
    await screen.findByText('第二条');
    const texts = [...document.querySelectorAll('.ui-toast')].map((toast) => toast.textContent);
    expect(texts.indexOf('第一条')).toBeLessThan(texts.indexOf('第二条'));
  });
});

describe('a confirmation question', () => {
  it('opens on its confirm button, keeps Tab inside, and Escape cancels back onto what opened it', async () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const onCancel = vi.fn();
    question(undefined, { onCancel });
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveAccessibleDescription('确定进行删除操作?');
    const confirm = screen.getByRole('button', { name: '确认' });
    await waitFor(() => expect(confirm).toHaveFocus());
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(confirm).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCancel).toHaveBeenCalledOnce();
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('stays open and busy while its action runs, then closes', async () => {
    let finish!: () => void;
    const afterClose = vi.fn();
    question(() => new Promise<void>((resolve) => (finish = resolve)), { afterClose });
    fireEvent.click(await screen.findByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '确认' })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
    // The focus stays in the question, where Escape does nothing while the action runs.
    expect(screen.getByRole('alertdialog')).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(afterClose).toHaveBeenCalledOnce();
  });

  it('stays open for another try when its action fails', async () => {
    const remove = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce(undefined);
    question(remove);
    fireEvent.click(await screen.findByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '确认' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '确认' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).toHaveBeenCalledTimes(2);
  });

  it("asked over an antd dialog, keeps the focus and its Escape from that dialog's window listeners", async () => {
    // What antd's dialog does while open: pull any focus outside it back in, and close on Escape, from the window.
    const inDialog = document.body.appendChild(document.createElement('button'));
    const lock = (event: FocusEvent) => event.target !== inDialog && inDialog.focus();
    const closeDialog = vi.fn();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeDialog();
    window.addEventListener('focusin', lock);
    window.addEventListener('keydown', onKey);
    try {
      question();
      const confirm = await screen.findByRole('button', { name: '确认' });
      await waitFor(() => expect(confirm).toHaveFocus());
      fireEvent.keyDown(confirm, { key: 'Tab' });
      expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(closeDialog).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('focusin', lock);
      window.removeEventListener('keydown', onKey);
      inDialog.remove();
    }
  });
});
