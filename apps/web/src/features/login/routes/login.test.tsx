/// <reference types="node" />
import { createDecipheriv } from 'node:crypto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { fakeApi, renderScreen, type FakeApi } from '../../../test';
import LoginPage from './login';

const SECRET_KEY = 'aB3dE5gH7jK9mN1p';
const P = AUTH_PATHS.full;

function decrypt(base64: string): string {
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(SECRET_KEY, 'utf8'), null);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
}

function CurrentPath() {
  const location = useLocation();
  return <div data-testid="current-path">{location.pathname + location.search}</div>;
}

function renderLogin(entry = '/login') {
  return renderScreen(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<CurrentPath />} />
    </Routes>,
    { route: entry },
  );
}

let api: FakeApi;
const bodyOf = (path: string) => api.callsTo(path)[0]?.body as Record<string, unknown> | undefined;

beforeAll(async () => {
  await setLanguage('zh_CN');
});

beforeEach(() => {
  api = fakeApi();
  Cookies.remove('mall-Admin-Token');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LoginPage validation', () => {
  it('shows the spec messages for a bad username and a short password, and does not open the captcha', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByTestId('login-username'), '123');
    await user.type(screen.getByTestId('login-password'), '123');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入正确的用户名')).toBeInTheDocument();
    expect(screen.getByText('密码不能少于6位')).toBeInTheDocument();
    expect(screen.queryByTestId('captcha-popup')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('clears a field error when the field gets focus', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByTestId('login-username'), 'ab');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入正确的用户名')).toBeInTheDocument();
    act(() => screen.getByTestId('login-username').focus());
    await waitFor(() => expect(screen.queryByText('请输入正确的用户名')).not.toBeInTheDocument());
    expect(screen.getByText('密码不能少于6位')).toBeInTheDocument();
  });

  it('rejects all-digit usernames and accepts letters, digits and underscores', async () => {
    api.on(`POST ${P.captchaGet}`, { repCode: '6113', repMsg: 'no images', repData: null });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByTestId('login-username'), '12345678');
    await user.type(screen.getByTestId('login-password'), 'secret1');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('请输入正确的用户名')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.clear(screen.getByTestId('login-username'));
    await user.type(screen.getByTestId('login-username'), 'shop_admin{Enter}');
    expect(await screen.findByTestId('captcha-popup')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('请输入正确的用户名')).not.toBeInTheDocument());
  });
});

describe('LoginPage language switch', () => {
  it('switches the texts between 中文 and English', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(screen.getByRole('heading')).toHaveTextContent('适老化产品商家子系统');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Merchant sub-system for elderly products');
    expect(Cookies.get('language')).toBe('en');
    await user.click(screen.getByRole('button', { name: '中文' }));
    expect(screen.getByRole('heading')).toHaveTextContent('适老化产品商家子系统');
  });
});

describe('LoginPage sign-in', () => {
  it('Enter opens the slide captcha; solving it signs in and goes to the redirect with the other params', async () => {
    api
      .on(`POST ${P.captchaGet}`, {
        repCode: '0000',
        repMsg: null,
        repData: { token: 'tok', secretKey: SECRET_KEY, originalImageBase64: 'AAAA', jigsawImageBase64: 'BBBB' },
      })
      .on(`POST ${P.captchaCheck}`, { repCode: '0000', repMsg: null, repData: null })
      .on(`POST ${P.login}`, { accessToken: 'new-token', refreshToken: '', expiresIn: 1 });
    const user = userEvent.setup();
    renderLogin('/login?redirect=/order/order&orderId=5');
    await user.type(screen.getByTestId('login-username'), ' shop_admin ');
    await user.type(screen.getByTestId('login-password'), 'Caremall123{Enter}');

    expect(await screen.findByTestId('captcha-popup')).toBeInTheDocument();
    expect(screen.getByText('请完成安全验证')).toBeInTheDocument();
    await screen.findByTestId('captcha-jigsaw');
    const handle = screen.getByTestId('captcha-slider-handle');
    expect(bodyOf(P.captchaGet)).toMatchObject({ captchaType: 'blockPuzzle' });

    // Drag by 120 px: the piece follows the handle and x is scaled to the 310-wide image (1:1 here).
    fireEvent.mouseDown(handle, { clientX: 10, button: 0 });
    fireEvent.mouseMove(window, { clientX: 130 });
    expect(screen.getByTestId('captcha-jigsaw')).toHaveStyle({ left: '120px' });
    expect(handle).toHaveStyle({ left: '120px' });
    fireEvent.mouseUp(window, { clientX: 130 });

    expect(await screen.findByText(/\ds验证成功$/)).toBeInTheDocument();
    const check = bodyOf(P.captchaCheck);
    expect(check).toMatchObject({ captchaType: 'blockPuzzle', token: 'tok' });
    expect(decrypt(String(check?.pointJson))).toBe('{"x":120,"y":5}');

    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/order/order?orderId=5'), {
      timeout: 3000,
    });
    const login = bodyOf(P.login);
    expect(login).toMatchObject({ principal: 'shop_admin', credentials: 'Caremall123', sysType: 1 });
    expect(decrypt(String(login?.captchaVerification))).toBe('tok---{"x":120,"y":5}');
    expect(Cookies.get('mall-Admin-Token')).toBe('new-token');
  });
});

describe('LoginPage password field', () => {
  it('shows and hides the typed password', async () => {
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByTestId('login-password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
