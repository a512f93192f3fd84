import { describe, expect, it } from 'vitest';
import { addTag, closeAllTags, closeTag, targetAfterClosing, type TagView } from './tags-rules';

const tag = (path: string, extra: Partial<TagView> = {}): TagView => ({ path, fullPath: path, title: path, affix: false, ...extra });
const paths = (views: TagView[]) => views.map((view) => view.fullPath);

describe('addTag', () => {
  it('opens one tag per page path', () => {
    const views = addTag(addTag([], tag('/order/order')), tag('/product/list'));
    expect(paths(addTag(views, tag('/order/order')))).toEqual(['/order/order', '/product/list']);
  });

  it('remembers the latest query of an open page', () => {
    const views = addTag([tag('/product/list')], tag('/product/list', { fullPath: '/product/list?tab=3' }));
    expect(paths(views)).toEqual(['/product/list?tab=3']);
  });

  it("renames an open page whose name changed with its query (a product's edit, then publishing)", () => {
    const edit = addTag([tag('/p', { title: null, titleKey: 'publish' })], tag('/p', { fullPath: '/p?id=1', title: null, titleKey: 'edit' }));
    expect(edit).toEqual([tag('/p', { fullPath: '/p?id=1', title: null, titleKey: 'edit' })]);
    const publish = addTag(edit, tag('/p', { title: null, titleKey: 'publish' }));
    expect(publish).toEqual([tag('/p', { title: null, titleKey: 'publish' })]);
  });

  it('returns the same list when nothing changed', () => {
    const views = [tag('/a')];
    expect(addTag(views, tag('/a'))).toBe(views);
  });
});

describe('closing tags', () => {
  const views = [tag('/home', { affix: true }), tag('/a'), tag('/b'), tag('/c')];

  it('close removes one tag, but never an affixed one', () => {
    expect(paths(closeTag(views, '/b'))).toEqual(['/home', '/a', '/c']);
    expect(paths(closeTag(views, '/home'))).toEqual(paths(views));
  });

  it('close all keeps only affixed tags', () => {
    expect(paths(closeAllTags(views))).toEqual(['/home']);
  });
});

describe('targetAfterClosing', () => {
  it('goes to the last remaining tag', () => {
    expect(targetAfterClosing([tag('/a'), tag('/b', { fullPath: '/b?x=1' })], tag('/c'))).toEqual({ to: '/b?x=1', replace: false });
  });

  it("goes to the user's home screen when no tag remains, the root for a user without one", () => {
    expect(targetAfterClosing([], tag('/product/list'))).toEqual({ to: '/order/order', replace: false });
    expect(targetAfterClosing([], tag('/product/list'), '/product/attr')).toEqual({ to: '/product/attr', replace: false });
    expect(targetAfterClosing([], tag('/product/list'), null)).toEqual({ to: '/', replace: false });
  });

  it('brings the order page back when its tag was the last one', () => {
    expect(targetAfterClosing([], tag('/order/order', { fullPath: '/order/order?status=2' }))).toEqual({
      to: '/redirect/order/order?status=2',
      replace: true,
    });
  });
});
