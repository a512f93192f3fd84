// Every add and edit dialog drawn with the kit's EntityDialog, by keyboard and screen reader: Tab and Shift+Tab go
// round the dialog's own controls and never leave it; every control is named in the page's language, without an
// icon's English word, and told apart from the others; a failed confirm moves the focus to the first field in the
// wrong; the shared picture field says its problem; a number field with a range says a typed value out of it, or not
// whole, and keeps it as typed. Generated from the feature files that draw an EntityDialog: a
// new one fails here until it has its entry.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AREA_PATHS, ATTR_PATHS, DELIVERY_COMPANY_PATHS, MENU_PATHS, ORDER_PATHS, ROLE_PATHS, SHOP_USER_PATHS, fillPath } from '@caremall/contract';
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
  orderItems: [{ ...ITEM, count: 2, spuTotalAmount: 79800, status: -1, deliveredCount: 0, returnMoneySts: null }],
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
}

const typeAs = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const typeInto = (testId: string, value: string) => typeAs(screen.getByTestId(testId), value);

const DIALOGS: DialogCase[] = [
  { file: 'shop-content/components/hot-search-dialog.tsx', dialog: <HotSearchDialog hotSearchId={0} onClose={close} />, testId: 'hot-search' },
  {
    file: 'shop-content/components/notice-dialog.tsx',
    dialog: <NoticeDialog id={0} onClose={close} />,
    testId: 'notice',
    makeWrong: 'has no rules',
  },
  {
    file: 'media/components/carousel-dialog.tsx',
    dialog: <CarouselDialog imgId={0} onClose={close} />,
    testId: 'carousel',
    picture: { problem: '请选择轮播图图片' },
  },
  {
    file: 'delivery/components/area-dialog.tsx',
    dialog: <AreaDialog areaId={0} defaultParentId={0} onClose={close} />,
    api: { [`GET ${AREA_PATHS.full.list}`]: [] },
    testId: 'area',
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
  },
  {
    file: 'shop-user/components/account-dialog.tsx',
    dialog: <AccountDialog target={{ shopUserId: 7, hasAccount: false }} onClose={close} />,
    testId: 'account',
    keepsNoDraft: 'it holds a password, which is never written to the browser',
  },
  {
    file: 'attr/components/attr-dialog.tsx',
    dialog: <AttrDialog attrId={5} onClose={close} />,
    api: { [`GET ${ATTR_PATHS.full.one}`]: COLOR },
    testId: 'attr',
    loaded: () => expect(screen.getAllByTestId('attr-value-tag')).toHaveLength(2),
    makeWrong: () => typeInto('attr-name', ''),
  },
  {
    file: 'category/components/category-dialog.tsx',
    dialog: <CategoryDialog categoryId={0} categories={[]} onClose={close} />,
    testId: 'category',
    picture: { problem: '分类图片不能为空', fillBefore: () => typeInto('category-name', '健康护理') },
  },
  {
    file: 'rbac/components/menu-dialog.tsx',
    dialog: <MenuDialog menuId={0} sysType={1} onClose={close} />,
    api: { [`GET ${MENU_PATHS.full.list}`]: [] },
    testId: 'menu',
  },
  {
    file: 'rbac/components/menu-permission-dialog.tsx',
    dialog: <MenuPermissionDialog menuPermissionId={0} sysType={1} onClose={close} />,
    api: { [`GET ${MENU_PATHS.full.list}`]: [] },
    testId: 'permission',
  },
  {
    file: 'rbac/components/role-dialog.tsx',
    dialog: <RoleDialog roleId={0} onClose={close} />,
    api: { [`GET ${MENU_PATHS.full.withPermissions}`]: MENUS_WITH_PERMISSIONS },
    testId: 'role',
  },
  {
    file: 'order/components/order-delivery-dialog.tsx',
    dialog: <OrderDeliveryDialog orderId={ORDER.orderId} onClose={close} />,
    api: {
      [`GET ${fillPath(ORDER_PATHS.full.itemsAndAddress, { orderId: ORDER.orderId })}`]: ORDER,
      [`GET ${DELIVERY_COMPANY_PATHS.full.list}`]: [{ deliveryCompanyId: 1, name: '顺丰速运' }],
    },
    testId: 'delivery',
    keepsNoDraft: 'the items chosen and their counts sit in its table, outside the form',
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
async function open({ dialog, api, testId, loaded }: DialogCase) {
  fakeApi(api ?? {});
  renderScreen(<AntdScope>{dialog}</AntdScope>);
  const confirm = await screen.findByTestId(`${testId}-submit`, {}, WAIT);
  await waitFor(() => expect(confirm).toBeEnabled(), WAIT);
  if (loaded) await waitFor(loaded, WAIT);
  const modal = confirm.closest<HTMLElement>('[role="dialog"]')!;
  return { modal, confirm, closeButton: within(modal).getByRole('button', { name: '关闭' }) };
}

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
  expect(fields.length, 'a field to type into').toBeGreaterThan(0);
  return { field: fields[0], typed: fields[0].getAttribute('role') === 'spinbutton' ? '42' : '草稿留着' };
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
  const signedIn = () =>
    useSessionStore.setState({ user: { nickName: '店长', avatar: null, isAdmin: 1, shopId: 1, shopType: 1, tenantName: null, roles: [] } });

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
 * sit in its table, outside the form: each `clamp`s between 1 and what is left to ship.)
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
