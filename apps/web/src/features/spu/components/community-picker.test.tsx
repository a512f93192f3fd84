// The community/station picker's list call (spec §7): GET communityList with pageNum, pageSize, affiliation
// (the shop's operator) and communityName, never commType.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SPU_PATHS } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { fakeApi, renderScreen } from '../../../test';
import { CommunityPicker } from './community-picker';

const LIST = SPU_PATHS.full.communityList;
const page = { list: [{ id: 7, communityName: '阳光社区', communityAddress: '幸福路1号', commType: 1 }], total: 1 };

beforeAll(async () => {
  await setLanguage('zh_CN');
});
afterEach(() => vi.restoreAllMocks());

describe('CommunityPicker', () => {
  it('asks for the communities of the operator by affiliation and communityName', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({ [`GET ${LIST}`]: page });
    renderScreen(<CommunityPicker tenantName="康乐养老运营" value={[]} onChange={() => undefined} />);

    await user.click(screen.getByTestId('community-choose'));
    // The dialog's code loads when it first opens: on a busy machine that import alone can pass waitFor's second.
    await waitFor(() => expect(api.callsTo(LIST, 'GET')).toHaveLength(1), { timeout: 10_000 });
    const first = Object.fromEntries(api.callsTo(LIST, 'GET')[0]!.query);
    expect(first).toMatchObject({ pageNum: '1', pageSize: '10', affiliation: '康乐养老运营' });
    expect(first).not.toHaveProperty('commType');

    await user.type(await screen.findByTestId('community-name'), '阳光');
    await user.click(screen.getByTestId('community-search'));
    await waitFor(() => expect(api.callsTo(LIST, 'GET').some((c) => c.query.get('communityName') === '阳光')).toBe(true));
    const searched = Object.fromEntries(api.callsTo(LIST, 'GET').find((c) => c.query.get('communityName') === '阳光')!.query);
    expect(searched).toMatchObject({ affiliation: '康乐养老运营', communityName: '阳光' });
    expect(searched).not.toHaveProperty('commType');
  });
});
