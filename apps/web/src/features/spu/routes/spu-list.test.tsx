import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SPU_DETAIL_PATHS, SPU_PATHS } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { fakeApi, renderScreen } from '../../../test';
import SpuListScreen from './spu-list';
import SpuDetailScreen from './spu-detail';

const WAIT = { timeout: 15_000 };
const SPU = { spuId: 7, name: '上臂式智能电子血压计', mainImgUrl: null, priceFee: 19900, status: 0, skus: [] };

beforeAll(async () => {
  await setLanguage('zh_CN');
});

describe('SPU lists', { timeout: 60_000 }, () => {
  it('the SPU list says how many products it holds in all, under its pager', async () => {
    fakeApi({ [`GET ${SPU_PATHS.full.mPage}`]: { pages: 3, total: 23, list: [SPU] } });
    renderScreen(<SpuListScreen />);
    const pager = await screen.findByTestId('spu-pager', {}, WAIT);
    expect(await within(pager).findByText('共 23 条', {}, WAIT)).toBeVisible();
    expect(screen.getByText('上臂式智能电子血压计')).toBeVisible();
  });

  it('the SPU detail list says how many details it holds in all', async () => {
    const row = { spuId: 7, spuName: '上臂式智能电子血压计', detail: '<p>说明</p>', updateTime: '2026-11-24 10:00:00' };
    fakeApi({ [`GET ${SPU_DETAIL_PATHS.full.page}`]: { pages: 1, total: 1, list: [row] } });
    renderScreen(<SpuDetailScreen />);
    expect(await screen.findByText('共 1 条', {}, WAIT)).toBeVisible();
  });
});
