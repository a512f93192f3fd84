// Every screen a menu opens, as a screen reader hears it before it holds any rows: its filters, tabs, tool buttons
// and pager each named, in Chinese, without an icon's English word, told apart, and no image read on its own in
// English. Generated from the route map: a new screen falls under it.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../shared/i18n';
import { fakeApi, renderScreen } from '../test';
import { englishImages, englishNames, namedControls, namesWithIconWords, sharedNames, unnamed } from '../test/names';
import { ROUTE_MAP } from './route-map';

beforeAll(async () => {
  await setLanguage('zh_CN');
});
afterEach(() => vi.restoreAllMocks());

describe.each(Object.entries(ROUTE_MAP))('%s', (_component, load) => {
  it('names its controls apart, in Chinese, without icon words', async () => {
    // Every read answers as the server does for a shop with nothing yet: an empty page or list.
    fakeApi({}, ({ method, path }) => (method !== 'GET' ? null : /page$/i.test(path) ? { pages: 0, total: 0, list: [] } : []));
    const { default: Screen } = await load();
    const { container } = renderScreen(<Screen />);
    await waitFor(() => expect(namedControls(container).length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    const controls = namedControls(container);
    expect({
      iconWords: namesWithIconWords(container, controls),
      english: englishNames(container, controls),
      shared: sharedNames(container, controls),
      unnamed: unnamed(container, controls),
      images: englishImages(container),
    }).toEqual({ iconWords: [], english: [], shared: [], unnamed: [], images: [] });
  });
});
