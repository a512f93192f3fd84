import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AREA_PATHS, type AreaVO } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { fakeApi, renderScreen } from '../../../test';
import AreaScreen from './area';

const area = (areaId: number, parentId: number, level: number, areaName: string): AreaVO => ({
  areaId,
  parentId,
  level,
  areaName,
  shopId: 0,
  version: 1,
});
const CHILDREN: Record<string, AreaVO[]> = {
  0: [area(1, 0, 0, '东北')],
  1: [area(21, 1, 1, '辽宁省')],
  21: [area(2101, 21, 2, '沈阳市')],
  2101: [area(210102, 2101, 3, '和平区')],
};

beforeAll(async () => {
  await setLanguage('zh_CN');
});

describe('area screen', { timeout: 60_000 }, () => {
  it('keeps the areas chosen in its address, and opens their columns from it', async () => {
    fakeApi({ [`GET ${AREA_PATHS.full.list}`]: (call: { query: URLSearchParams }) => CHILDREN[call.query.get('parentId') ?? ''] ?? [] });
    const { router } = renderScreen(<AreaScreen />, { route: '/delivery/area' });
    fireEvent.click(await screen.findByText('东北'));
    fireEvent.click(await screen.findByText('辽宁省'));
    await screen.findByText('沈阳市');
    expect(router.state.location.search).toBe('?areas=1.21');

    const reopened = renderScreen(<AreaScreen />, { route: '/delivery/area?areas=1.21.2101' });
    await waitFor(() => expect(within(reopened.container).getAllByTestId('area-column')).toHaveLength(4));
    expect(await within(reopened.container).findByText('和平区')).toBeInTheDocument();
  });
});
