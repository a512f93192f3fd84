// The kit's picker dialogs (the picture library and the product picker), as a screen reader hears them: every
// control named in Chinese, without an icon's English word ("upload 上传图片", "search 查询"), and each group's and
// picture's buttons told apart by its name; the pager's previous and next buttons named, not "left" and "right".
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA_PATHS, PRODUCT_SELECT_PATHS } from '@caremall/contract';
import { fakeApi, libraryPicture, renderScreen } from '../../test';
import { englishImages, englishNames, namedControls, namesWithIconWords, sharedNames, unnamed } from '../../test/names';
import { setLanguage } from '../i18n';
import { AntdScope } from '../theme/antd-scope';
import { BrandSelector } from './brand-selector/brand-selector';
import { PictureManager } from './picture-manager/picture-manager';
import { ProductSelect } from './product-select/product-select';

const WAIT = { timeout: 15_000 };
const TIME = '2026-11-24 10:00:00';
const group = (attachFileGroupId: number, name: string) => ({ attachFileGroupId, shopId: 1, name, createTime: TIME, updateTime: TIME });
const product = (spuId: number, name: string) => ({ spuId, name, spuName: name, mainImgUrl: null, priceFee: 9900 });

beforeAll(async () => {
  await setLanguage('zh_CN');
});
afterEach(() => vi.restoreAllMocks());

/** What is wrong with the names in the open dialog holding `testId`. */
async function namesIn(testId: string) {
  const dialog = (await screen.findByTestId(testId, {}, WAIT)).closest<HTMLElement>('[role="dialog"]')!;
  const controls = namedControls(dialog);
  const problems = {
    iconWords: namesWithIconWords(dialog, controls),
    english: englishNames(dialog, controls),
    shared: sharedNames(dialog, controls),
    unnamed: unnamed(dialog, controls),
    images: englishImages(dialog),
  };
  return { dialog, problems };
}
const NONE = { iconWords: [], english: [], shared: [], unnamed: [], images: [] };

describe('the picker dialogs', { timeout: 60_000 }, () => {
  it('the picture library: its groups, pictures, pager and tool buttons', async () => {
    fakeApi({
      [`GET ${MEDIA_PATHS.full.groupList}`]: [group(1, '春季'), group(2, '夏季')],
      [`GET ${MEDIA_PATHS.full.filePage}`]: { pages: 2, total: 17, list: [libraryPicture(1, '轮椅.png'), libraryPicture(2, '拐杖.png')] },
    });
    renderScreen(
      <AntdScope>
        <PictureManager open limit={1} onClose={() => {}} onConfirm={() => {}} />
      </AntdScope>,
    );
    await screen.findAllByTestId('pm-tile', {}, WAIT);
    await screen.findByRole('button', { name: '编辑 夏季' }, WAIT);
    const { dialog, problems } = await namesIn('picture-manager');
    expect(problems).toEqual(NONE);
    for (const name of ['删除 春季', '编辑 轮椅.png', '删除 拐杖.png', '上一页', '下一页'])
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
  });

  it('the product picker: its pager and search', async () => {
    fakeApi({ [`GET ${PRODUCT_SELECT_PATHS.full.page}`]: { pages: 2, total: 12, list: [product(1, '折叠轮椅'), product(2, '助行器')] } });
    renderScreen(
      <AntdScope>
        <ProductSelect open onClose={() => {}} onConfirm={() => {}} />
      </AntdScope>,
    );
    await waitFor(() => expect(screen.getAllByTestId('product-select-row')).toHaveLength(2), WAIT);
    const { dialog, problems } = await namesIn('product-select');
    expect(problems).toEqual(NONE);
    expect(within(dialog).getByRole('button', { name: '下一页' })).toBeEnabled();
  });

  it('the brand selector: its brands as one named radio group', async () => {
    const brands = [
      { brandId: 1, name: '鱼跃', status: 1 },
      { brandId: 2, name: '可孚', status: 0 },
    ];
    renderScreen(
      <AntdScope>
        <BrandSelector open brands={brands} value={1} onConfirm={() => {}} onCancel={() => {}} />
      </AntdScope>,
    );
    const { dialog, problems } = await namesIn('brand-selector');
    expect(problems).toEqual(NONE);
    expect(within(dialog).getByRole('radiogroup', { name: '选择品牌' })).toBeInTheDocument();
  });
});
