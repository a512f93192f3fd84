// The login page opened directly has only the login page's part of its language's texts (shared/i18n/resources.ts):
// everything it shows, the captcha included, must come from that part, in every language.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS } from '@caremall/contract';
import { LANGUAGES } from '../../shared/i18n';
import { collectDictionaries } from '../../shared/i18n/all-dictionaries';
import { loadDictionaries } from '../../shared/i18n/resources';
import { fakeApi } from '../../test';
import { StandaloneLogin } from './standalone-login';

afterEach(() => vi.restoreAllMocks());

describe.each(LANGUAGES)('the login page opened directly in %s', (language) => {
  it('shows its texts, its field messages and the captcha from the login part alone', async () => {
    const missing: string[] = [];
    const texts = i18n.createInstance();
    await texts.init({
      lng: language,
      resources: { [language]: await loadDictionaries(language, 'sign-in') },
      fallbackLng: false,
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      saveMissing: true,
      missingKeyHandler: (_languages, namespace, key) => missing.push(`${namespace}:${key}`),
    });
    fakeApi().on(`POST ${AUTH_PATHS.full.captchaGet}`, {
      repCode: '0000',
      repMsg: null,
      repData: { token: 'tok', secretKey: 'aB3dE5gH7jK9mN1p', originalImageBase64: 'AAAA', jigsawImageBase64: 'BBBB' },
    });
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={texts}>
        <StandaloneLogin onSignedIn={() => {}} preloadApp={() => {}} />
      </I18nextProvider>,
    );
    await user.type(screen.getByTestId('login-username'), '123');
    await user.type(screen.getByTestId('login-password'), '123');
    await user.click(screen.getByTestId('login-submit'));
    await user.clear(screen.getByTestId('login-username'));
    await user.type(screen.getByTestId('login-username'), 'shop_admin');
    await user.clear(screen.getByTestId('login-password'));
    await user.type(screen.getByTestId('login-password'), 'Caremall123{Enter}');
    await screen.findByTestId('captcha-jigsaw');
    expect(missing).toEqual([]);
  });
});

it("splits every language's texts into the login page's part and the screens', each namespace in one of them", async () => {
  const namespaces = Object.keys(collectDictionaries()).filter((namespace) => namespace !== 'controls');
  for (const language of LANGUAGES) {
    const signIn = Object.keys(await loadDictionaries(language, 'sign-in'));
    const screens = Object.keys(await loadDictionaries(language, 'screens'));
    expect(signIn.sort(), language).toEqual(['common', 'login']);
    expect([...signIn, ...screens].sort(), language).toEqual(namespaces.sort());
  }
});
