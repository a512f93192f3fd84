// Built for Node (`first-paint-plugin.ts`), loaded by the server: draws the home screen of a signed-in load as the app
// will draw it, so the page shows the shell and the first orders before the app's code has run. The app then draws
// itself beside it and takes the page over (`take-over.ts`).
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, StaticRouter } from 'react-router';
import { HOME_SCREEN_PATH, ResponseCode, type OrderListVO, type PageVO, type RouteVO, type ShopUserSimpleVO } from '@caremall/contract';
import { firstPaintReadPaths, firstPaintReads } from '../app/first-reads';
import ShellLayout from '../app/layout/shell-layout';
import { tagFor } from '../app/layout/tags/tags-bar';
import { useTagsStore } from '../app/layout/tags/tags-store';
import { createQueryClient } from '../app/query-client';
import { SIZE_SETTINGS, useSettingsStore } from '../app/settings-store';
import { getAppRoutes } from '../app/use-app-routes';
import { normalizeComponent } from '../app/route-map';
import { routeTitle } from '../app/page-title';
import { documentTitle } from '../shared/routing/document-title';
import OrderListPage from '../features/order/routes/order';
import { orderPageQuery } from '../features/order/api';
import { firstOrderPage } from '../features/order/lib/order-query';
import { adoptAppConfig, resetAppConfigCache, type AppConfig } from '../shared/app-config';
import type { Answer } from '../shared/http/send';
import i18n, { LANGUAGES, loadLanguage, wantScreenTexts, type Language } from '../shared/i18n';
import { EMPTY_SESSION, sessionFrom, useSessionStore } from '../shared/session/session-store';
import { ComponentSizeContext } from '../shared/theme/component-size';
import { resourcesUrlQuery } from '../shared/widgets/image-src';

export { firstPaintReadPaths };

/** What the server knows of the load: its address, language and cookies, and the answers to `firstPaintReadPaths`. */
export interface FirstPaintRequest {
  /** Path and query. */
  url: string;
  language: Language;
  /** The page's cookies: the user's control size and the sidebar's state. */
  cookies: Record<string, string | undefined>;
  /** By path, as `firstPaintReadPaths` names them. */
  answers: Record<string, Answer>;
}

/** Every language's texts, once, before the first drawing. */
export async function prepareFirstPaint(): Promise<void> {
  await wantScreenTexts();
  await Promise.all(LANGUAGES.map(loadLanguage));
}

/** The envelope's data when the read succeeded, else undefined. */
function dataOf<T>(answer: Answer | undefined): T | undefined {
  const body = answer?.body as { code?: string; data?: T } | undefined;
  return answer?.status === 200 && body?.code === ResponseCode.OK ? body.data : undefined;
}

/**
 * The drawing without ids and test ids: the app's own page lies beside it until it takes over, and each id names one
 * element. (Outside tags, React writes `"` as `&quot;`, so the pattern only meets attributes.)
 */
const withoutNames = (markup: string) => markup.replace(/ (?:id|data-testid)="[^"]*"/g, '');

/** The home screen as the server draws it: its markup and the page's title (the app sets the same once it runs). */
export interface FirstPaint {
  markup: string;
  title: string;
}

/**
 * The home screen's markup and title for this load, or null when the server should not draw it (a read failed, the
 * user's menus do not open the order list there). Synchronous from the first store it sets to the last it resets: the
 * app's stores are its modules', so two loads never overlap in them.
 */
export function renderFirstPaint({ url, language, cookies, answers }: FirstPaintRequest): FirstPaint | null {
  const location = new URL(url, 'http://first-paint');
  const reads = firstPaintReads(location);
  if (!reads.homePage) return null;
  const user = dataOf<ShopUserSimpleVO>(answers[reads.user]);
  const routes = dataOf<RouteVO[]>(answers[reads.routes]);
  const config = dataOf<AppConfig>(answers[reads.config]);
  const page = dataOf<PageVO<OrderListVO>>(answers[reads.homePage]);
  const isAdmin = user?.isAdmin === 1;
  const codes = isAdmin ? null : dataOf<string[] | null>(answers[reads.codes]);
  const menuIds = isAdmin ? [] : dataOf<number[]>(answers[reads.menuIds]);
  if (!user || !routes || !config || !page || codes === undefined || !menuIds) return null;

  const session = sessionFrom({ user, codes, menuIds, routes });
  const appRoutes = getAppRoutes(session);
  const home = appRoutes.pages.get(HOME_SCREEN_PATH);
  if (!home || normalizeComponent(home.component) !== 'order/order') return null;

  void i18n.changeLanguage(language);
  // With the texts loaded (`prepareFirstPaint`), i18next switches at once; if it did not, the page would mix languages.
  if (i18n.language !== language) return null;

  const queryClient = createQueryClient();
  queryClient.setQueryData(orderPageQuery(firstOrderPage(location.searchParams)).queryKey, page);
  queryClient.setQueryData(resourcesUrlQuery.queryKey, config);
  const size = SIZE_SETTINGS.find((setting) => setting === cookies.size) ?? 'medium';
  const fullPath = location.pathname + location.search;
  try {
    useSessionStore.setState(session);
    useSettingsStore.setState({ size, sidebarOpened: cookies.sidebarStatus !== '0', device: 'desktop' });
    // The tags the bar opens on arrival: the fixed ones, then this page's.
    const tags = useTagsStore.getState();
    for (const route of appRoutes.pages.values()) if (route.affix) tags.addView(tagFor(route, route.fullPath));
    tags.addView(tagFor(home, fullPath));
    adoptAppConfig(config);
    const markup = withoutNames(
      renderToString(
        <QueryClientProvider client={queryClient}>
          <ComponentSizeContext value={size}>
            <StaticRouter location={fullPath}>
              <Routes>
                <Route element={<ShellLayout />}>
                  <Route path="*" element={<OrderListPage />} />
                </Route>
              </Routes>
            </StaticRouter>
          </ComponentSizeContext>
        </QueryClientProvider>,
      ),
    );
    return { markup, title: documentTitle(routeTitle(appRoutes, HOME_SCREEN_PATH, i18n.t), i18n.t('common:productTitle')) };
  } finally {
    useSessionStore.setState(EMPTY_SESSION);
    useSettingsStore.setState(useSettingsStore.getInitialState());
    useTagsStore.getState().clear();
    resetAppConfigCache();
    queryClient.clear();
  }
}
