// The carousel's product link by keyboard: the chosen product's card replaces the choose button, and the button the
// card once it is removed; the focus follows each time instead of falling to the page or the dialog's frame.
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRODUCT_SELECT_PATHS } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { AntdScope } from '../../../shared/theme/antd-scope';
import { fakeApi, renderScreen } from '../../../test';
import { LinkedProductField, type LinkedSpu } from './linked-product-field';

const WAIT = { timeout: 15_000 };
const product = { spuId: 9, name: '荞麦壳护颈枕', spuName: '荞麦壳护颈枕', mainImgUrl: null, priceFee: 9900 };

function Field() {
  const [value, setValue] = useState<LinkedSpu | null>(null);
  return <LinkedProductField value={value} onChange={setValue} />;
}

beforeAll(async () => {
  await setLanguage('zh_CN');
});
afterEach(() => vi.restoreAllMocks());

describe('LinkedProductField', { timeout: 60_000 }, () => {
  it('hands the focus to the chosen product, and back to the choose button once it is removed', async () => {
    fakeApi({ [`GET ${PRODUCT_SELECT_PATHS.full.page}`]: { pages: 1, total: 1, list: [product] } });
    renderScreen(
      <AntdScope>
        <Field />
      </AntdScope>,
    );
    screen.getByTestId('carousel-choose-product').focus();
    await userEvent.keyboard('{Enter}');
    const picker = (await screen.findByTestId('product-select', {}, WAIT)).closest<HTMLElement>('[role="dialog"]')!;
    (await within(picker).findByRole('radio', {}, WAIT)).focus();
    await userEvent.keyboard(' ');
    within(picker)
      .getByRole('button', { name: /确\s*认/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('carousel-product-remove')), WAIT);

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('carousel-choose-product')), WAIT);
  });
});
