// An item line's refund stage (spec §4: apply, seller accepts, buyer ships, buyer receives, then refunded).
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '@caremall/contract';
import { setLanguage, wantScreenTexts } from '../../../shared/i18n';
import { itemStatusText } from './order-labels';

const ORDER = { status: OrderStatus.WAIT_RECEIPT, deliveryType: 1 };
const stages = () => [1, 2, 3, 4, 5].map((returnMoneySts) => itemStatusText(i18n.t, ORDER, { status: 1, returnMoneySts }));

describe('refund stages of an item line', () => {
  beforeAll(async () => {
    await wantScreenTexts();
    await setLanguage('zh_CN');
  });

  it('reads apply, seller accepts, buyer ships, buyer receives, refunded', () => {
    expect(stages()).toEqual(['买家申请退款', '卖家接受退款', '买家已发货', '买家已收货', '退款成功']);
    expect(stages()).not.toContain('卖家已收货');
  });

  it('says the buyer receives at stage 4 in every language', async () => {
    const fourth: string[] = [];
    for (const language of ['en', 'es_MX', 'ja'] as const) {
      await setLanguage(language);
      fourth.push(stages()[3]!);
    }
    await setLanguage('zh_CN');
    expect(fourth).toEqual(['Buyer received', 'El comprador recibió', '購入者が受け取りました']);
  });
});
