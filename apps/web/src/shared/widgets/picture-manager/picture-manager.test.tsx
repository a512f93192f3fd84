import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA_PATHS } from '@caremall/contract';
import { fakeApi, libraryPicture, renderScreen } from '../../../test';
import { setLanguage } from '../../i18n';
import { AntdScope } from '../../theme/antd-scope';
import { PictureManager } from './picture-manager';

const WAIT = { timeout: 15_000 };
beforeAll(async () => {
  await setLanguage('zh_CN');
});
afterEach(() => vi.restoreAllMocks());

describe('the picture library', { timeout: 60_000 }, () => {
  it('deleting the only picture of the last page shows the page that now is the last', async () => {
    let pictures = Array.from({ length: 16 }, (_, index) => libraryPicture(index + 1));
    // As the server pages: 15 a page, a page past the last answered with the last.
    const pageOf = (pageNum: number) => {
      const pages = Math.ceil(pictures.length / 15);
      const shown = Math.min(pageNum, Math.max(1, pages));
      return { pages, total: pictures.length, list: pictures.slice((shown - 1) * 15, shown * 15) };
    };
    fakeApi({
      [`GET ${MEDIA_PATHS.full.groupList}`]: [],
      [`GET ${MEDIA_PATHS.full.filePage}`]: ({ query }: { query: URLSearchParams }) => pageOf(Number(query.get('pageNum'))),
      [`DELETE ${MEDIA_PATHS.full.file}`]: ({ query }: { query: URLSearchParams }) => {
        pictures = pictures.filter((picture) => picture.fileId !== Number(query.get('fileId')));
        return null;
      },
    });
    renderScreen(
      <AntdScope>
        <PictureManager open limit={1} onClose={() => {}} onConfirm={() => {}} />
      </AntdScope>,
    );
    const pager = await screen.findByTestId('pm-pager', {}, WAIT);
    await waitFor(() => expect(screen.getAllByTestId('pm-tile')).toHaveLength(15), WAIT);
    fireEvent.click(within(pager).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(screen.getAllByTestId('pm-tile')).toHaveLength(1), WAIT);
    fireEvent.click(screen.getByTestId('pm-tile-delete'));
    const question = await screen.findByRole('alertdialog', {}, WAIT);
    fireEvent.click(within(question).getByRole('button', { name: /确\s*认|确\s*定/ }));
    await waitFor(() => expect(within(pager).getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page'), WAIT);
    await waitFor(() => expect(within(pager).queryByRole('button', { name: '第 2 页' })).toBeNull(), WAIT);
    expect(screen.getAllByTestId('pm-tile')).toHaveLength(15);
  });
  it.each([
    {
      case: 'a group to choose',
      groups: [
        { attachFileGroupId: 7, shopId: 1, name: '商品主图', createTime: '2026-01-01 00:00:00', updateTime: '2026-01-01 00:00:00', version: 0 },
      ],
      why: '请选择分组',
    },
    { case: 'no group yet', groups: [], why: '当前暂无分组可选择，请先创建分组' },
  ])('an upload without a group keeps saying why beside the group field, with $case', async ({ groups, why }) => {
    const api = fakeApi({
      [`GET ${MEDIA_PATHS.full.groupList}`]: groups,
      [`GET ${MEDIA_PATHS.full.filePage}`]: { pages: 0, total: 0, list: [] },
    });
    renderScreen(
      <AntdScope>
        <PictureManager open limit={1} onClose={() => {}} onConfirm={() => {}} />
      </AntdScope>,
    );
    fireEvent.click(await screen.findByTestId('pm-upload-tab', {}, WAIT));
    const picture = new File([new Uint8Array([137, 80, 78, 71])], '护理床.png', { type: 'image/png' });
    fireEvent.change(await screen.findByTestId('pm-file-input', {}, WAIT), { target: { files: [picture] } });
    fireEvent.click(screen.getByTestId('pm-upload-confirm'));

    const error = await screen.findByTestId('pm-upload-group-error', {}, WAIT);
    expect(error).toHaveTextContent(why);
    const field =
      groups.length > 0
        ? within(screen.getByTestId('pm-upload-group')).getByRole('combobox')
        : within(screen.getByTestId('pm-upload-panel')).getByRole('button', { name: '新建分组' });
    expect(field).toHaveAttribute('aria-describedby', error.id);
    expect(field).toHaveFocus();
    if (groups.length > 0) expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method === 'GET' && call.path.includes('oss'))).toHaveLength(0);

    if (groups.length === 0) return;
    fireEvent.mouseDown(field);
    fireEvent.click(await screen.findByTitle('商品主图', {}, WAIT));
    await waitFor(() => expect(screen.queryByTestId('pm-upload-group-error')).toBeNull());
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});
