// The carousel screen against a fake server: buttons by permission, the picture and product checks, and what the dialog sends.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { INDEX_IMG_PATHS } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { fakeApi, renderScreen } from '../../../test';
import CarouselScreen from './carousel';
// The screen's dialogs load lazily; loaded with the test, their first opening is not a module load.
import '../components/carousel-dialog';

const P = INDEX_IMG_PATHS.full;
const IMAGE = {
  imgId: 4,
  shopId: 1,
  imgUrl: '/demo/products/3.svg',
  status: 1,
  seq: 7,
  spuId: 9,
  imgType: 0,
  createTime: '2026-11-24 10:00:00',
  spu: null,
};
const LINKED = { ...IMAGE, spu: { spuId: 9, name: '荞麦壳护颈枕', spuName: '荞麦壳护颈枕', mainImgUrl: null } };
const page = (list: unknown[]) => ({ pages: 1, total: list.length, list });

beforeAll(async () => {
  await setLanguage('zh_CN');
});
afterEach(() => vi.restoreAllMocks());

describe('carousel screen', { timeout: 60_000 }, () => {
  it('lists the images and shows staff only the buttons their codes allow', async () => {
    fakeApi({ [`GET ${P.page}`]: page([IMAGE]) });
    renderScreen(<CarouselScreen />, { admin: false, permissions: ['multishop:indexImg:update'] });
    const row = await screen.findByTestId('carousel-row');
    expect(row).toHaveAttribute('data-seq', '7');
    expect(within(row).getByText('移动端')).toBeInTheDocument();
    expect(screen.queryByTestId('carousel-create')).toBeNull();
    expect(within(row).getByTestId('carousel-edit')).toBeInTheDocument();
    expect(within(row).queryByTestId('carousel-delete')).toBeNull();
  });

  it('without a picture shows the toast and the field message, and sends nothing', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([]) });
    renderScreen(<CarouselScreen />);
    fireEvent.click(await screen.findByTestId('carousel-create'));
    // The dialog's and the toast's code load on first use: on a busy machine that import alone can pass findBy's second.
    fireEvent.click(await screen.findByTestId('carousel-submit', {}, { timeout: 10_000 }));
    expect(await screen.findByText('请选择轮播图片', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('请选择轮播图图片')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits an image linked to a product, keeping the link', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([IMAGE]), [`GET ${P.one}`]: LINKED });
    renderScreen(<CarouselScreen />);
    fireEvent.click(within(await screen.findByTestId('carousel-row')).getByTestId('carousel-edit'));
    expect(await screen.findByText('荞麦壳护颈枕')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('carousel-submit'));
    await waitFor(() => expect(api.callsTo(P.one, 'PUT')).toHaveLength(1));
    expect(api.callsTo(P.one, 'PUT')[0]!.body).toMatchObject({ imgId: 4, imgUrl: '/demo/products/3.svg', seq: 7, imgType: 0, status: 1, spuId: 9 });
  });

  it('unlinking the product sends no product', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([IMAGE]), [`GET ${P.one}`]: LINKED });
    renderScreen(<CarouselScreen />);
    fireEvent.click(within(await screen.findByTestId('carousel-row')).getByTestId('carousel-edit'));
    expect(await screen.findByText('荞麦壳护颈枕')).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('carousel-link-type')).getByText('无'));
    await waitFor(() => expect(screen.queryByText('荞麦壳护颈枕')).toBeNull());
    fireEvent.click(screen.getByTestId('carousel-submit'));
    await waitFor(() => expect(api.callsTo(P.one, 'PUT')).toHaveLength(1));
    expect(api.callsTo(P.one, 'PUT')[0]!.body).toMatchObject({ imgId: 4, spuId: null });
  });

  it('refuses a product link without a product', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([IMAGE]), [`GET ${P.one}`]: { ...IMAGE, spuId: null } });
    renderScreen(<CarouselScreen />);
    fireEvent.click(within(await screen.findByTestId('carousel-row')).getByTestId('carousel-edit'));
    await waitFor(() => expect(screen.getByTestId('carousel-seq')).toHaveValue('7'));
    fireEvent.click(within(screen.getByTestId('carousel-link-type')).getByText('商品'));
    expect(await screen.findByTestId('carousel-choose-product')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('carousel-submit'));
    // The spec's toast, and the field's own message, which stays after the toast has gone.
    await waitFor(() => expect(screen.getAllByText('请选择商品')).toHaveLength(2));
    expect(within(screen.getByTestId('carousel-form')).getByText('请选择商品')).toBeInTheDocument();
    expect(api.callsTo(P.one, 'PUT')).toHaveLength(0);

    // No link wanted after all: nothing is missing, and the image saves without a product.
    fireEvent.click(within(screen.getByTestId('carousel-link-type')).getByText('无'));
    await waitFor(() => expect(within(screen.getByTestId('carousel-form')).queryByText('请选择商品')).toBeNull());
    fireEvent.click(screen.getByTestId('carousel-submit'));
    await waitFor(() => expect(api.callsTo(P.one, 'PUT')).toHaveLength(1));
  });
});
