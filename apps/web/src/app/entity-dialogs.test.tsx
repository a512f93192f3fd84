// Every add and edit dialog drawn with the kit's EntityDialog, by keyboard and screen reader: Tab and Shift+Tab go
// round the dialog's own controls and never leave it; every control is named in the page's language, without an
// icon's English word, and told apart from the others; a failed confirm moves the focus to the first field in the
// wrong; the shared picture field says its problem; a number field with a range says a typed value out of it, or not
// whole, and keeps it as typed; an edit saves with the version of the record it read; what was typed comes back after
// 重新登录, or is never kept where the entry says why, and stays when the session ends while it is open. Generated
// from the feature files that draw an EntityDialog: a new one fails here until it has its entry.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cloneElement, type ReactElement } from 'react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AREA_PATHS,
  ATTR_PATHS,
  CATEGORY_PATHS,
  DELIVERY_COMPANY_PATHS,
  HOT_SEARCH_PATHS,
  INDEX_IMG_PATHS,
  MENU_PATHS,
  MENU_PERMISSION_PATHS,
  NOTICE_PATHS,
  ORDER_PATHS,
  ROLE_PATHS,
  SHOP_USER_PATHS,
  fillPath,
} from '@caremall/contract';
import { UNAUTHORIZED } from '../shared/http/http-error';
import { setLanguage } from '../shared/i18n';
import { keepHeldDrafts } from '../shared/routing/drafts';
import { useSessionStore } from '../shared/session/session-store';
import { AntdScope } from '../shared/theme/antd-scope';
import { fakeApi, renderScreen } from '../test';
import { englishImages, englishNames, namedControls, namesWithIconWords, sharedNames, unnamed } from '../test/names';
import { AttrDialog } from '../features/attr/components/attr-dialog';
import { CategoryDialog } from '../features/category/components/category-dialog';
import { AreaDialog } from '../features/delivery/components/area-dialog';
import { CarouselDialog } from '../features/media/components/carousel-dialog';
import { OrderDeliveryDialog } from '../features/order/components/order-delivery-dialog';
import { MenuDialog } from '../features/rbac/components/menu-dialog';
import { MenuPermissionDialog } from '../features/rbac/components/menu-permission-dialog';
import { RoleDialog } from '../features/rbac/components/role-dialog';
import { HotSearchDialog } from '../features/shop-content/components/hot-search-dialog';
import { NoticeDialog } from '../features/shop-content/components/notice-dialog';
import { AccountDialog } from '../features/shop-user/components/account-dialog';
import { ShopUserDialog } from '../features/shop-user/components/shop-user-dialog';
import { COLOR } from '../features/attr/attr-fixtures';
import { HOT_SEARCH_MENU } from '../features/rbac/rbac-fixtures';

const WAIT = { timeout: 15_000 };
const close = () => {};

const permission = (menuPermissionId: number, menuId: number, name: string) => ({
  menuPermissionId,
  menuId,
  name,
  permission: `p:${menuPermissionId}`,
});
const MENUS_WITH_PERMISSIONS = [
  { menuId: 145, parentId: 0, title: '店铺管理', menuPermissions: [] },
  { menuId: 258, parentId: 145, title: '热搜管理', menuPermissions: [permission(1, 258, '热搜新增'), permission(3, 258, '热搜删除')] },
  { menuId: 259, parentId: 145, title: '公告管理', menuPermissions: [permission(4, 259, '公告新增')] },
];

const ITEM = { orderItemId: 11, orderId: 100000001, spuId: 1, skuId: 1, spuName: '折叠轮椅', skuName: null, pic: null, price: 39900 };
const ORDER = {
  orderId: 100000001,
  shopId: 1,
  status: 2,
  deliveryType: 1,
  orderAddr: { consignee: '王芳', mobile: '13800000000', province: '北京市', city: '北京市', area: '朝阳区', addr: '幸福路1号' },
  orderItems: [{ ...ITEM, count: 50, spuTotalAmount: 1995000, status: -1, deliveredCount: 0, returnMoneySts: null }],
  deliveryExpresses: [],
};

interface DialogCase {
  /** The feature file that draws it. */
  file: string;
  dialog: ReactElement;
  /** What the fake server answers while it loads. */
  api?: Record<string, unknown>;
  /** Its EntityDialog's test id. */
  testId: string;
  /** What shows the record it edits has filled the form. */
  loaded?: () => void;
  /** Makes a field wrong, where the dialog opens with none in the wrong (an edit of a valid record); none where it has no rules. */
  makeWrong?: (() => void) | 'has no rules';
  /** The shared picture field: its rule's message, and the fields before it made right so the picture is the first in the wrong. */
  picture?: { problem: string; fillBefore?: () => void };
  /** Why what is typed in it is not kept across 重新登录; every other dialog keeps it. */
  keepsNoDraft?: string;
  /** The dialog opened on a stored record (what the fake server answers for it), or why it never edits one. */
  edits: EditCase | { never: string };
}

/** An edit of a stored record whose `version` is VERSION, valid as it loads. */
interface EditCase {
  dialog: ReactElement;
  api: Record<string, unknown>;
  /** What shows the record has filled the form. */
  loaded: () => void;
}

/** The version of every stored record the edits open on: their saves send it back. */
const VERSION = 1_764_000_000_321;
const TIMES = { createTime: '2026-11-24 10:00:00', updateTime: '2026-11-24 10:00:00' };
const valueOf = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;
const loadedWith = (testId: string, value: string) => () => expect(valueOf(testId)).toBe(value);

const typeAs = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const typeInto = (testId: string, value: string) => typeAs(screen.getByTestId(testId), value);

const DIALOGS: DialogCase[] = [
  {
    file: 'shop-content/components/hot-search-dialog.tsx',
    dialog: <HotSearchDialog hotSearchId={0} onClose={close} />,
    testId: 'hot-search',
    edits: {
      dialog: <HotSearchDialog hotSearchId={3} onClose={close} />,
      api: {
        [`GET ${HOT_SEARCH_PATHS.full.one}`]: {
          hotSearchId: 3,
          shopId: 1,
          title: '轮椅',
          content: '折叠轮椅',
          seq: 1,
          status: 1,
          ...TIMES,
          version: VERSION,
        },
      },
      loaded: loadedWith('hot-search-title', '轮椅'),
    },
  },
  {
    file: 'shop-content/components/notice-dialog.tsx',
    dialog: <NoticeDialog id={0} onClose={close} />,
    testId: 'notice',
    makeWrong: 'has no rules',
    edits: {
      dialog: <NoticeDialog id={4} onClose={close} />,
      api: {
        [`GET ${NOTICE_PATHS.full.one}`]: {
          id: 4,
          shopId: 1,
          title: '春节配送安排',
          content: '<p>照常配送</p>',
          type: 1,
          status: 1,
          isTop: 0,
          publishTime: '2026-11-24 10:00:00',
          ...TIMES,
          version: VERSION,
        },
      },
      loaded: loadedWith('notice-title', '春节配送安排'),
    },
  },
  {
    file: 'media/components/carousel-dialog.tsx',
    dialog: <CarouselDialog imgId={0} onClose={close} />,
    testId: 'carousel',
    picture: { problem: '请选择轮播图图片' },
    edits: {
      dialog: <CarouselDialog imgId={6} onClose={close} />,
      api: {
        [`GET ${INDEX_IMG_PATHS.full.one}`]: {
          imgId: 6,
          shopId: 1,
          imgUrl: '2026/11/banner.png',
          status: 1,
          seq: 2,
          spuId: null,
          imgType: 0,
          createTime: TIMES.createTime,
          spu: null,
          version: VERSION,
        },
      },
      loaded: loadedWith('carousel-seq', '2'),
    },
  },
  {
    file: 'delivery/components/area-dialog.tsx',
    dialog: <AreaDialog areaId={0} defaultParentId={0} onClose={close} />,
    api: { [`GET ${AREA_PATHS.full.list}`]: [] },
    testId: 'area',
    edits: {
      dialog: <AreaDialog areaId={9} defaultParentId={0} onClose={close} />,
      api: {
        [`GET ${AREA_PATHS.full.list}`]: [],
        [`GET ${AREA_PATHS.full.one}`]: { areaId: 9, parentId: 0, areaName: '北京市', level: 1, shopId: 1, version: VERSION },
      },
      loaded: loadedWith('area-name', '北京市'),
    },
  },
  {
    // An edit, so its role select holds a role and shows its clear button; the member has no avatar yet.
    file: 'shop-user/components/shop-user-dialog.tsx',
    dialog: <ShopUserDialog shopUserId={7} onClose={close} />,
    api: {
      [`GET ${ROLE_PATHS.full.list}`]: [{ roleId: 5, roleName: '店员' }],
      [`GET ${SHOP_USER_PATHS.full.one}`]: { shopUserId: 7, shopId: 1, nickName: '王护工', avatar: null, code: null, phoneNum: null, roleIds: [5] },
    },
    testId: 'shop-user',
    loaded: () => {
      expect(screen.getByTestId('shop-user-nickname')).toHaveValue('王护工');
      expect(within(screen.getByTestId('shop-user-roles')).getByText('店员')).toBeInTheDocument();
    },
    picture: { problem: '头像不能为空' },
    edits: {
      dialog: <ShopUserDialog shopUserId={7} onClose={close} />,
      api: {
        [`GET ${ROLE_PATHS.full.list}`]: [{ roleId: 5, roleName: '店员' }],
        [`GET ${SHOP_USER_PATHS.full.one}`]: {
          shopUserId: 7,
          shopId: 1,
          nickName: '王护工',
          avatar: '2026/11/wang.png',
          code: null,
          phoneNum: null,
          hasAccount: 1,
          isAdmin: 0,
          roleIds: [5],
          version: VERSION,
        },
      },
      loaded: loadedWith('shop-user-nickname', '王护工'),
    },
  },
  {
    file: 'shop-user/components/account-dialog.tsx',
    dialog: <AccountDialog target={{ shopUserId: 7, hasAccount: false }} onClose={close} />,
    testId: 'account',
    keepsNoDraft: 'it holds a password, which is never written to the browser',
    edits: {
      dialog: <AccountDialog target={{ shopUserId: 7, hasAccount: true }} onClose={close} />,
      api: {
        [`GET ${SHOP_USER_PATHS.full.account}`]: {
          uid: 70,
          userId: 7,
          username: 'wanghugong',
          status: 1,
          email: null,
          phone: null,
          createIp: null,
          version: VERSION,
        },
      },
      loaded: loadedWith('account-username', 'wanghugong'),
    },
  },
  {
    file: 'attr/components/attr-dialog.tsx',
    dialog: <AttrDialog attrId={5} onClose={close} />,
    api: { [`GET ${ATTR_PATHS.full.one}`]: COLOR },
    testId: 'attr',
    loaded: () => expect(screen.getAllByTestId('attr-value-tag')).toHaveLength(2),
    makeWrong: () => typeInto('attr-name', ''),
    edits: {
      dialog: <AttrDialog attrId={5} onClose={close} />,
      api: { [`GET ${ATTR_PATHS.full.one}`]: { ...COLOR, version: VERSION } },
      loaded: () => expect(screen.getAllByTestId('attr-value-tag')).toHaveLength(2),
    },
  },
  {
    file: 'category/components/category-dialog.tsx',
    dialog: <CategoryDialog categoryId={0} categories={[]} onClose={close} />,
    testId: 'category',
    picture: { problem: '分类图片不能为空', fillBefore: () => typeInto('category-name', '健康护理') },
    edits: {
      dialog: <CategoryDialog categoryId={12} categories={[]} onClose={close} />,
      api: {
        [`GET ${CATEGORY_PATHS.full.one}`]: {
          categoryId: 12,
          shopId: 1,
          parentId: 0,
          name: '健康护理',
          desc: null,
          path: '',
          status: 1,
          icon: null,
          imgUrl: '2026/11/care.png',
          level: 0,
          seq: 1,
          pathNames: null,
          categories: null,
          version: VERSION,
        },
      },
      loaded: loadedWith('category-name', '健康护理'),
    },
  },
  {
    file: 'rbac/components/menu-dialog.tsx',
    dialog: <MenuDialog menuId={0} sysType={1} onClose={close} />,
    api: { [`GET ${MENU_PATHS.full.list}`]: [] },
    testId: 'menu',
    edits: {
      dialog: <MenuDialog menuId={HOT_SEARCH_MENU.menuId} sysType={1} onClose={close} />,
      api: {
        [`GET ${MENU_PATHS.full.list}`]: [],
        [`GET ${MENU_PATHS.full.one}`]: { ...HOT_SEARCH_MENU, version: VERSION },
      },
      loaded: loadedWith('menu-title', '热搜管理'),
    },
  },
  {
    file: 'rbac/components/menu-permission-dialog.tsx',
    dialog: <MenuPermissionDialog menuPermissionId={0} sysType={1} onClose={close} />,
    api: { [`GET ${MENU_PATHS.full.list}`]: [] },
    testId: 'permission',
    edits: {
      dialog: <MenuPermissionDialog menuPermissionId={30} sysType={1} onClose={close} />,
      api: {
        [`GET ${MENU_PATHS.full.list}`]: [
          {
            menuId: 258,
            parentId: 0,
            title: '热搜管理',
            icon: null,
            bizType: 1,
            path: '/hot-search',
            component: 'multishop/hot-search',
            name: 'hot-search',
          },
        ],
        [`GET ${MENU_PERMISSION_PATHS.full.one}`]: {
          menuPermissionId: 30,
          menuId: 258,
          menuTitle: '热搜管理',
          bizType: 1,
          permission: 'multishop:hotSearch:save',
          name: '热搜新增',
          uri: '/mall_multishop/admin/hot_search',
          method: 2,
          version: VERSION,
        },
      },
      loaded: loadedWith('permission-name', '热搜新增'),
    },
  },
  {
    file: 'rbac/components/role-dialog.tsx',
    dialog: <RoleDialog roleId={0} onClose={close} />,
    api: { [`GET ${MENU_PATHS.full.withPermissions}`]: MENUS_WITH_PERMISSIONS },
    testId: 'role',
    edits: {
      dialog: <RoleDialog roleId={40} onClose={close} />,
      api: {
        [`GET ${MENU_PATHS.full.withPermissions}`]: MENUS_WITH_PERMISSIONS,
        [`GET ${ROLE_PATHS.full.one}`]: {
          roleId: 40,
          roleName: '店员',
          remark: null,
          createUserId: null,
          tenantId: 1,
          bizType: 1,
          ...TIMES,
          version: VERSION,
          menuIds: [145, 258],
          menuPermissionIds: [1],
        },
      },
      loaded: loadedWith('role-name', '店员'),
    },
  },
  {
    file: 'order/components/order-delivery-dialog.tsx',
    dialog: <OrderDeliveryDialog orderId={ORDER.orderId} onClose={close} />,
    api: {
      [`GET ${fillPath(ORDER_PATHS.full.itemsAndAddress, { orderId: ORDER.orderId })}`]: ORDER,
      [`GET ${DELIVERY_COMPANY_PATHS.full.list}`]: [{ deliveryCompanyId: 1, name: '顺丰速运' }],
    },
    testId: 'delivery',
    edits: { never: 'it ships a package of the order, which it does not edit' },
  },
];

/** The feature files that draw the kit's EntityDialog. */
function entityDialogFiles(): string[] {
  const features = path.resolve(import.meta.dirname, '../features');
  return readdirSync(features, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx$/.test(file) && !file.includes('.test.'))
    .filter((file) => readFileSync(path.join(features, file), 'utf8').includes('<EntityDialog'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** Opens the dialog as its screen does (in antd's scope: antd's own texts in the language) and waits until it has loaded. */
async function open({ dialog, api, testId, loaded }: Pick<DialogCase, 'dialog' | 'api' | 'testId' | 'loaded'>) {
  const server = fakeApi(api ?? {});
  const { client } = renderScreen(<AntdScope>{dialog}</AntdScope>);
  const confirm = await screen.findByTestId(`${testId}-submit`, {}, WAIT);
  await waitFor(() => expect(confirm).toBeEnabled(), WAIT);
  if (loaded) await waitFor(loaded, WAIT);
  const modal = confirm.closest<HTMLElement>('[role="dialog"]')!;
  return { modal, confirm, closeButton: within(modal).getByRole('button', { name: '关闭' }), server, client };
}

/** The shop's manager is signed in: the one whose drafts the dialogs keep. */
const signedIn = () =>
  useSessionStore.setState({ user: { nickName: '店长', avatar: null, isAdmin: 1, shopId: 1, shopType: 1, tenantName: null, roles: [] } });

beforeAll(async () => {
  await setLanguage('zh_CN');
});
afterEach(() => vi.restoreAllMocks());

it('covers every dialog drawn with EntityDialog', () => {
  expect(DIALOGS.map((d) => d.file).sort()).toEqual(entityDialogFiles());
});

// One opening per dialog: what a screen reader hears, then the keyboard, then a confirm.
describe.each(DIALOGS.map((d) => [d.file, d] as const))('%s', (_file, dialog) => {
  it('names its controls apart, in Chinese and without icon words; keeps Tab inside; a failed confirm focuses the first field in the wrong', async () => {
    const user = userEvent.setup();
    const { modal, confirm, closeButton } = await open(dialog);
    const controls = namedControls(modal);
    expect(namesWithIconWords(modal, controls), 'names with icon words').toEqual([]);
    expect(englishNames(modal, controls), 'names in English').toEqual([]);
    expect(sharedNames(modal, controls), 'names shared').toEqual([]);
    expect(unnamed(modal, controls), 'without a name').toEqual([]);
    expect(englishImages(modal), 'images read in English').toEqual([]);

    confirm.focus();
    await user.tab();
    expect(document.activeElement, 'Tab from the last control').toBe(closeButton);
    await user.tab({ shift: true });
    expect(document.activeElement, 'Shift+Tab from the first control').toBe(confirm);
    // Shift+Tab from the dialog itself (where antd puts the focus while it opens) goes to its last control too.
    modal.focus();
    await user.tab({ shift: true });
    expect(document.activeElement, 'Shift+Tab from the dialog').toBe(confirm);

    if (dialog.makeWrong === 'has no rules') return;
    dialog.makeWrong?.();
    fireEvent.click(confirm);
    await waitFor(() => expect(modal.querySelector('.ant-form-item-has-error')).not.toBeNull(), WAIT);
    const firstWrong = modal.querySelector<HTMLElement>('.ant-form-item-has-error')!;
    await waitFor(() => expect(firstWrong.contains(document.activeElement), 'focus in the first field in the wrong').toBe(true), WAIT);
  });
});

/** The form's first field a merchant types into, and something to type there. */
function firstTypedField(modal: HTMLElement): { field: HTMLInputElement; typed: string } {
  const fields = [...within(modal).queryAllByRole('textbox'), ...within(modal).queryAllByRole('spinbutton')]
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .filter((field): field is HTMLInputElement => field instanceof HTMLInputElement && !field.readOnly && !field.disabled);
  const [field] = fields;
  if (!field) throw new Error('no field to type into');
  return { field, typed: field.getAttribute('role') === 'spinbutton' ? '42' : '草稿留着' };
}

/** The feature files that open a dialog of the given file (they import its module). */
const openersOf = (file: string) => {
  const features = path.resolve(import.meta.dirname, '../features');
  const module = `components/${path.basename(file, '.tsx')}'`;
  return readdirSync(features, { recursive: true, encoding: 'utf8' })
    .filter((other) => /\.tsx$/.test(other) && !other.includes('.test.') && other.split(path.sep).join('/') !== file)
    .filter((other) => readFileSync(path.join(features, other), 'utf8').includes(module));
};

describe.each(DIALOGS.map((d) => [d.file, d] as const))('%s across 重新登录', (_file, dialog) => {
  afterEach(() => sessionStorage.clear());

  if (dialog.keepsNoDraft) {
    it(`keeps nothing typed in it: ${dialog.keepsNoDraft}`, async () => {
      signedIn();
      const { modal } = await open(dialog);
      const fields = [...modal.querySelectorAll<HTMLInputElement>('input[type="text"], input[type="password"], input:not([type])')];
      fields.filter((field) => !field.readOnly && !field.disabled).forEach((field) => typeAs(field, '不该留下'));
      keepHeldDrafts();
      expect(JSON.stringify({ ...sessionStorage })).not.toContain('不该留下');
    });
    return;
  }

  it('keeps what was typed: its screen opens it again, filled with it, saying so', async () => {
    signedIn();
    const { modal } = await open(dialog);
    const { field, typed } = firstTypedField(modal);
    typeAs(field, typed);
    keepHeldDrafts();
    cleanup();

    signedIn();
    fakeApi(dialog.api ?? {});
    renderScreen(<AntdScope>{dialog.dialog}</AntdScope>);
    await screen.findByTestId(`${dialog.testId}-restored`, {}, WAIT);
    const again = screen.getByTestId(`${dialog.testId}-submit`).closest<HTMLElement>('[role="dialog"]')!;
    await waitFor(() => expect(firstTypedField(again).field).toHaveValue(typed), WAIT);

    const openers = openersOf(dialog.file);
    expect(openers.length, 'screens that open it').toBeGreaterThan(0);
    for (const opener of openers) expect(featureSource(opener), opener).toContain(`useDialogId('${dialog.testId}')`);
  });
});

const edits = DIALOGS.flatMap((d) => ('dialog' in d.edits ? [[d.file, d, d.edits] as const] : []));

describe.each(edits)('%s, opened on a stored record', (_file, dialog, edit) => {
  it("saves with the record's version as it was read, so the server refuses it once the record changed elsewhere", async () => {
    const { confirm, server } = await open({ ...edit, testId: dialog.testId });
    fireEvent.click(confirm);
    await waitFor(() => expect(server.calls.filter((call) => call.method !== 'GET')).toHaveLength(1), WAIT);
    const [write] = server.calls.filter((call) => call.method !== 'GET');
    expect(write!.body).toMatchObject({ version: VERSION });
  });
});

describe.each(edits)('%s, opened on a record that cannot be read', (_file, dialog, edit) => {
  afterEach(() => sessionStorage.clear());

  it('closes (the failure says why), and a draft kept for the record goes once the server has said it cannot be read', async () => {
    signedIn();
    const draftOfDialog = `dialog:${dialog.testId}:`;
    if (!dialog.keepsNoDraft) {
      const { modal } = await open({ ...edit, testId: dialog.testId });
      const { field, typed } = firstTypedField(modal);
      typeAs(field, typed);
      keepHeldDrafts();
      cleanup();
      expect(JSON.stringify({ ...sessionStorage })).toContain(draftOfDialog);
    }

    // Deleted meanwhile: the record's own read (the route answering its version) fails.
    const [recordRoute] = Object.entries(edit.api).find(([, answer]) => (answer as { version?: number }).version === VERSION)!;
    fakeApi(edit.api).fail(recordRoute, 'A00001', '数据不存在');
    const onClose = vi.fn();
    renderScreen(<AntdScope>{cloneElement(edit.dialog as ReactElement<{ onClose: () => void }>, { onClose })}</AntdScope>);
    await waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(draftOfDialog);
  });
});

// Opened on a stored record where it edits one (its reads are then the record's too).
const onRecord = DIALOGS.map((d) => [d.file, d, 'dialog' in d.edits ? { ...d.edits, testId: d.testId } : d] as const);

describe.each(onRecord)('%s, when the session ends while it is open', (_file, dialog, opening) => {
  afterEach(() => sessionStorage.clear());

  it('stays open with what was typed while its reads are answered signed out, so 重新登录 can keep it', async () => {
    signedIn();
    const onClose = vi.fn();
    const { modal, server, client } = await open({
      ...opening,
      dialog: cloneElement(opening.dialog as ReactElement<{ onClose: () => void }>, { onClose }),
    });
    const { field, typed } = firstTypedField(modal);
    typeAs(field, typed);
    const reads = () => server.calls.filter((call) => call.method === 'GET' && !call.path.endsWith('/app_config')).length;
    const before = reads();
    // Signed out in another tab: whatever the screen reads again (after a save, say) is answered A00004.
    server.failAll(UNAUTHORIZED, null);
    await client.invalidateQueries();
    expect(reads(), 'reads made again').toBeGreaterThan(before);
    // The failed reads are in the cache; their observers hear of it on the query client's next tick, which this
    // waits behind, and act lets the dialog draw and run its effects on it before looking.
    expect(
      client
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error'),
    ).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(onClose, 'closed').not.toHaveBeenCalled();
    expect(field).toHaveValue(typed);
    keepHeldDrafts();
    const kept = JSON.stringify({ ...sessionStorage });
    if (dialog.keepsNoDraft) expect(kept).not.toContain(typed);
    else expect(kept).toContain(`dialog:${dialog.testId}:`);
  });
});

const withPicture = DIALOGS.filter((d) => d.picture).map((d) => [d.file, d] as const);

describe.each(withPicture)('%s: its picture field', (_file, dialog) => {
  it('says its problem with its button and takes the focus when it is the first field in the wrong', async () => {
    const { modal, confirm } = await open(dialog);
    dialog.picture!.fillBefore?.();
    fireEvent.click(confirm);
    const add = within(modal).getByRole('button', { name: '添加图片' });
    await waitFor(() => expect(add).toHaveAttribute('aria-invalid', 'true'), WAIT);
    await waitFor(() => expect(add).toHaveAccessibleDescription(expect.stringContaining(dialog.picture!.problem)), WAIT);
    await waitFor(() => expect(add).toHaveFocus(), WAIT);
  });
});

/** The form's number fields with a range (a screen reader hears it), and the message shown under each. */
function rangedNumberFields(modal: HTMLElement) {
  return within(modal)
    .queryAllByRole('spinbutton')
    .filter((field) => field.closest('.ant-form-item') && field.getAttribute('aria-valuemax') !== null)
    .map((field) => ({
      field: field as HTMLInputElement,
      min: Number(field.getAttribute('aria-valuemin')),
      max: Number(field.getAttribute('aria-valuemax')),
      problem: () => field.closest('.ant-form-item')!.querySelector('.ant-form-item-explain-error')?.textContent ?? '',
    }));
}

/**
 * The dialogs with a number field: each of their number fields in the form has a range. (The delivery dialog's counts
 * sit in its items' table, one field of the form: each `clamp`s between 1 and what is left to ship.)
 */
const featureSource = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../features', file), 'utf8');
const ranged = DIALOGS.filter(
  (d) => /<(NumberField|SeqFormItem)\b/.test(featureSource(d.file)) && d.file !== 'order/components/order-delivery-dialog.tsx',
).map((d) => [d.file, d] as const);

it('finds the number fields with a range', () => {
  expect(ranged.map(([file]) => file)).toEqual(
    expect.arrayContaining(['shop-content/components/hot-search-dialog.tsx', 'rbac/components/menu-dialog.tsx']),
  );
});

describe.each(ranged)('%s: its number fields with a range', (_file, dialog) => {
  it('say a value past either end, or not whole, and keep it as typed when the field is left', async () => {
    const { modal } = await open(dialog);
    const fields = rangedNumberFields(modal);
    expect(fields.length, 'number fields with a range').toBeGreaterThan(0);
    for (const { field, min, max, problem } of fields) {
      for (const [typed, says] of [
        [String(max + 1), String(max)],
        [String(min - 1), String(min)],
        [String(min + 1.5), ''],
      ] as const) {
        fireEvent.focus(field);
        fireEvent.change(field, { target: { value: typed } });
        fireEvent.blur(field);
        await waitFor(() => expect(problem(), `${field.dataset.testid} ${typed}`).toContain(says), WAIT);
        expect(problem(), `${field.dataset.testid} ${typed}`).not.toBe('');
        expect(field, `${field.dataset.testid} ${typed} left as typed`).toHaveValue(typed);
      }
    }
  });
});
