// The kit's pager by keyboard: the previous or next button that reaches the first or the last page is disabled
// there, and the focus goes to the current page's button rather than falling to the page.
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { Pagination } from './pagination';

function Pager({ start }: { start: number }) {
  const [current, setCurrent] = useState(start);
  return <Pagination current={current} pageSize={10} total={205} onChange={setCurrent} />;
}

beforeAll(async () => {
  await setLanguage('zh_CN');
});

describe('Pagination by keyboard', () => {
  it('keeps the focus on the current page once next reaches the last page', async () => {
    render(<Pager start={20} />);
    screen.getByRole('button', { name: '下一页' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: '第 21 页' })).toHaveAttribute('aria-current', 'page'));
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '第 21 页' }));
  });

  it('keeps the focus on the current page once previous reaches the first page', async () => {
    render(<Pager start={2} />);
    screen.getByRole('button', { name: '上一页' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '第 1 页' }));
  });

  it('leaves the focus on next while there are pages after', async () => {
    render(<Pager start={5} />);
    const next = screen.getByRole('button', { name: '下一页' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: '第 6 页' })).toHaveAttribute('aria-current', 'page'));
    expect(document.activeElement).toBe(next);
  });
});
