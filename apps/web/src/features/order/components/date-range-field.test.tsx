import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../shared/i18n';
import { DateRangeField } from './date-range-field';

beforeAll(async () => {
  await setLanguage('zh_CN');
});

function OrderRange({ wanted }: { wanted: boolean }) {
  const [[start, end], setRange] = useState(['', '']);
  return (
    <>
      <DateRangeField
        label="下单时间"
        startLabel="开始时间"
        endLabel="结束时间"
        start={start}
        end={end}
        onChange={(...range) => setRange(range)}
        wanted={wanted}
        data-testid="range"
      />
      <button type="button">查询</button>
    </>
  );
}

/** The picker's code, in (the field fetches the same modules). */
const pickerFetched = () => act(async () => void (await Promise.all([import('./date-range-picker'), import('../../../shared/theme/antd-scope')])));
const WAIT = { timeout: 10_000 };

describe('the order range before and after its calendar loads', { timeout: 30_000 }, () => {
  it('takes typed days until the calendar is wanted, and loads none of it before', () => {
    render(<OrderRange wanted={false} />);
    fireEvent.input(screen.getByLabelText('开始时间'), { target: { value: '2026-01-01' } });
    expect(screen.getByLabelText('开始时间')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByTestId('range').querySelector('.ant-picker')).toBeNull();
  });

  it('leaves a field being typed in as it is, half a day included, and takes over once focus leaves the range', async () => {
    const { rerender } = render(<OrderRange wanted={false} />);
    const start = screen.getByLabelText('开始时间');
    act(() => start.focus());
    fireEvent.input(start, { target: { value: '2026-0' } });
    rerender(<OrderRange wanted />);
    await pickerFetched();
    expect(screen.getByLabelText('开始时间')).toBe(start);
    expect(start).toHaveValue('2026-0');
    expect(start).toHaveFocus();

    fireEvent.input(start, { target: { value: '2026-01-05' } });
    act(() => screen.getByRole('button', { name: '查询' }).focus());
    await waitFor(() => expect(screen.getByTestId('range').querySelector('.ant-picker-range')).not.toBeNull(), WAIT);
    expect(screen.getByLabelText('开始时间')).not.toBe(start);
    expect(screen.getByLabelText('开始时间')).toHaveValue('2026-01-05');
  });

  it('hands the focus of a field not yet typed in to the calendar', async () => {
    const { rerender } = render(<OrderRange wanted={false} />);
    act(() => screen.getByLabelText('结束时间').focus());
    rerender(<OrderRange wanted />);
    await waitFor(() => expect(screen.getByTestId('range').querySelector('.ant-picker-range')).not.toBeNull(), WAIT);
    expect(screen.getByLabelText('结束时间')).toHaveFocus();
  });
});
