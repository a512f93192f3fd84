import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ATTR_PATHS } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { fakeApi, renderScreen } from '../../../test';
import AttrScreen from './attr';
// The screen's dialogs load lazily; loaded with the test, their first opening is not a module load.
import '../components/attr-dialog';
import { COLOR } from '../attr-fixtures';

const P = ATTR_PATHS.full;
const page = (list: unknown[]) => ({ pages: 1, total: list.length, list });

beforeAll(async () => {
  await setLanguage('zh_CN');
});
afterEach(() => vi.restoreAllMocks());

describe('attribute screen', { timeout: 60_000 }, () => {
  it('lists the attributes with their values and gives the administrator create, edit and delete', async () => {
    fakeApi({ [`GET ${P.page}`]: page([COLOR]) });
    renderScreen(<AttrScreen />);
    const row = await screen.findByTestId('attr-row');
    expect(row).toHaveAttribute('data-name', '颜色');
    expect(
      within(row)
        .getAllByTestId('attr-row-value')
        .map((v) => v.textContent),
    ).toEqual(['酒红', '藏青']);
    expect(screen.getByTestId('attr-create')).toBeInTheDocument();
    expect(within(row).getByTestId('attr-edit')).toBeInTheDocument();
    expect(within(row).getByTestId('attr-delete')).toBeInTheDocument();
  });

  it('shows staff without the attribute codes the list only', async () => {
    fakeApi({ [`GET ${P.page}`]: page([COLOR]) });
    renderScreen(<AttrScreen />, { admin: false, permissions: ['product:attr:update'] });
    const row = await screen.findByTestId('attr-row');
    expect(screen.queryByTestId('attr-create')).toBeNull();
    expect(within(row).getByTestId('attr-edit')).toBeInTheDocument();
    expect(within(row).queryByTestId('attr-delete')).toBeNull();
  });

  it('asks for a value, then saves once with the value still in the add box', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([]), [`POST ${P.one}`]: null });
    renderScreen(<AttrScreen />);
    fireEvent.click(await screen.findByTestId('attr-create'));
    fireEvent.change(await screen.findByTestId('attr-name'), { target: { value: '面料' } });
    const submit = screen.getByTestId('attr-submit');
    fireEvent.click(submit);
    expect(await screen.findByText('请至少创建一个属性值')).toBeInTheDocument();
    expect(api.callsTo(P.one, 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('attr-value-input'), { target: { value: ' 纯棉 ' } });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    expect(api.callsTo(P.one, 'POST')).toHaveLength(1);
    expect(api.callsTo(P.one, 'POST')[0]!.body).toEqual({ name: '面料', desc: '', attrValues: [{ value: '纯棉' }] });
  });

  it('fills the edit dialog from the attribute and keeps its value ids', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([COLOR]), [`GET ${P.one}`]: COLOR, [`PUT ${P.one}`]: null });
    renderScreen(<AttrScreen />);
    fireEvent.click(within(await screen.findByTestId('attr-row')).getByTestId('attr-edit'));
    await waitFor(() => expect(screen.getByTestId('attr-name')).toHaveValue('颜色'));
    expect(screen.getAllByTestId('attr-value-tag').map((tag) => tag.textContent)).toEqual(['酒红', '藏青']);
    fireEvent.click(screen.getByTestId('attr-submit'));
    await waitFor(() => expect(api.callsTo(P.one, 'PUT')).toHaveLength(1));
    expect(api.callsTo(P.one, 'PUT')[0]!.body).toEqual({
      attrId: 5,
      // The attribute as the dialog read it: the server refuses the save once it changed elsewhere.
      version: 1,
      name: '颜色',
      desc: '衣服颜色',
      attrValues: [
        { attrValueId: 51, value: '酒红' },
        { attrValueId: 52, value: '藏青' },
      ],
    });
  });
});
