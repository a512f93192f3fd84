import { hotSearch, notice } from '../schema/index.ts';
import type { Db } from '../../platform/db/client.ts';

const HOT_SEARCHES: Record<number, [string, string][]> = {
  1: [
    ['助行器', '折叠助行器'],
    ['护理床', '电动护理床'],
    ['血压计', '上臂式电子血压计'],
    ['老花镜', '防蓝光老花镜'],
    ['防滑鞋', '老人防滑健步鞋'],
    ['保健品', '中老年钙片'],
  ],
  2: [
    ['上门护理', '居家上门护理服务'],
    ['助浴', '助浴服务'],
    ['康复理疗', '社区康复理疗'],
    ['陪诊', '医院陪诊服务'],
  ],
};

const NOTICES: Record<number, { title: string; content: string; isTop: number; status: number; daysAgo: number }[]> = {
  1: [
    { title: '春节期间发货安排', content: '<p>春节期间（1月28日至2月4日）暂停发货，节后按下单顺序依次发出。</p>', isTop: 1, status: 1, daysAgo: 3 },
    { title: '适老化产品以旧换新活动', content: '<p>凭旧<strong>助行器</strong>可抵扣新品 50 元。</p>', isTop: 0, status: 1, daysAgo: 10 },
    { title: '客服热线调整', content: '<p>客服热线服务时间调整为 8:00–20:00。</p>', isTop: 0, status: 0, daysAgo: 30 },
  ],
  2: [{ title: '社区助浴服务开放预约', content: '<p>每周二、四上午开放预约，名额有限。</p>', isTop: 1, status: 1, daysAgo: 2 }],
};

export async function seedShopContent(tx: Db): Promise<void> {
  const now = Date.now();
  await tx.insert(hotSearch).values(
    Object.entries(HOT_SEARCHES).flatMap(([shopId, terms]) =>
      terms.map(([title, content], i) => ({
        shopId: Number(shopId),
        title,
        content,
        seq: terms.length - i,
        status: i === terms.length - 1 ? 0 : 1,
      })),
    ),
  );
  await tx.insert(notice).values(
    Object.entries(NOTICES).flatMap(([shopId, notices]) =>
      notices.map((n) => ({
        shopId: Number(shopId),
        title: n.title,
        content: n.content,
        isTop: n.isTop,
        status: n.status,
        publishTime: new Date(now - n.daysAgo * 86_400_000),
      })),
    ),
  );
}
