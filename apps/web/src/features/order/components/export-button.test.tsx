import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setFeedback, type Feedback } from '../../../shared/http';
import { setLanguage } from '../../../shared/i18n';
import { ExportOrdersButton } from './export-button';

beforeAll(async () => {
  await setLanguage('zh_CN');
});
afterEach(() => {
  vi.restoreAllMocks();
  setFeedback(null);
});

describe('the order export', () => {
  it("says a server it cannot reach in the user's language, not the browser's English", async () => {
    const error = vi.fn();
    setFeedback({ message: { error, success: vi.fn(), info: vi.fn(), warning: vi.fn() }, modal: { confirm: vi.fn() } } as Feedback);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    render(<ExportOrdersButton filters={{}} />);
    fireEvent.click(screen.getByTestId('order-export'));
    await waitFor(() => expect(error).toHaveBeenCalledWith({ content: '无法连接服务器，请检查网络后重试', duration: 1.5 }));
  });
});
