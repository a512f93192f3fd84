/// <reference types="node" />
import { createDecipheriv } from 'node:crypto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS } from '@caremall/contract';
import { fakeApi, renderScreen, type FakeApi, type RecordedCall } from '../../test';
import { setLanguage } from '../i18n';
import { CaptchaPopup } from './captcha-popup';

const SECRET_KEY = 'Qw3rTy7uIo9pAs1d';
const GET = `POST ${AUTH_PATHS.full.captchaGet}`;
const CHECK = `POST ${AUTH_PATHS.full.captchaCheck}`;

const challenge = (token: string, extra: Record<string, unknown> = {}) => ({
  repCode: '0000',
  repMsg: null,
  repData: { token, secretKey: SECRET_KEY, originalImageBase64: 'AAAA', ...extra },
});

function decrypt(base64: string): string {
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(SECRET_KEY, 'utf8'), null);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
}

let api: FakeApi;
const callsTo = (path: string) => api.callsTo(path);
const bodyOf = (call: RecordedCall | undefined) => call?.body as Record<string, unknown>;

beforeAll(async () => {
  await setLanguage('zh_CN');
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPopup(captchaType: 'blockPuzzle' | 'clickWord', props: Partial<Parameters<typeof CaptchaPopup>[0]> = {}) {
  const handlers = { onSuccess: vi.fn(), onClose: vi.fn(), onCaptchaTypeChange: vi.fn() };
  renderScreen(<CaptchaPopup open captchaType={captchaType} {...handlers} {...props} />);
  return handlers;
}

describe('CaptchaPopup, slide puzzle', () => {
  it('says 验证失败 on a wrong answer and fetches a new challenge about a second later', async () => {
    let gets = 0;
    api = fakeApi({
      [GET]: () => challenge(`tok${++gets}`, { jigsawImageBase64: 'BBBB' }),
      [CHECK]: { repCode: '6111', repMsg: '验证失败', repData: null },
    });
    const { onSuccess } = renderPopup('blockPuzzle');
    const handle = await screen.findByTestId('captcha-slider-handle');
    await screen.findByTestId('captcha-jigsaw');
    fireEvent.mouseDown(handle, { clientX: 0, button: 0 });
    fireEvent.mouseMove(window, { clientX: 50.5 });
    fireEvent.mouseUp(window);
    expect(await screen.findByTestId('captcha-message')).toHaveTextContent('验证失败');
    expect(decrypt(String(bodyOf(callsTo(AUTH_PATHS.full.captchaCheck)[0]).pointJson))).toBe('{"x":50.5,"y":5}');
    await waitFor(() => expect(callsTo(AUTH_PATHS.full.captchaGet)).toHaveLength(2), { timeout: 2000 });
    await waitFor(() => expect(screen.queryByTestId('captcha-message')).not.toBeInTheDocument());
    expect(screen.getByTestId('captcha-jigsaw')).toHaveStyle({ left: '0px' });
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('keeps the piece within the image while dragging', async () => {
    api = fakeApi({ [GET]: challenge('tok', { jigsawImageBase64: 'BBBB' }) });
    renderPopup('blockPuzzle');
    await screen.findByTestId('captcha-jigsaw');
    const handle = screen.getByTestId('captcha-slider-handle');
    fireEvent.mouseDown(handle, { clientX: 100, button: 0 });
    fireEvent.mouseMove(window, { clientX: 50 });
    expect(screen.getByTestId('captcha-jigsaw')).toHaveStyle({ left: '0px' });
    fireEvent.mouseMove(window, { clientX: 1000 });
    expect(screen.getByTestId('captcha-jigsaw')).toHaveStyle({ left: '263px' });
  });

  it("shows the server's message when a challenge cannot be fetched, and the refresh button retries", async () => {
    let gets = 0;
    api = fakeApi({
      [GET]: () => (++gets === 1 ? { repCode: '6113', repMsg: '底图未初始化成功', repData: null } : challenge('tok2', { jigsawImageBase64: 'BBBB' })),
    });
    renderPopup('blockPuzzle');
    expect(await screen.findByTestId('captcha-message')).toHaveTextContent('底图未初始化成功');
    fireEvent.click(screen.getByTestId('captcha-refresh'));
    expect(await screen.findByTestId('captcha-image')).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(callsTo(AUTH_PATHS.full.captchaGet)).toHaveLength(2);
  });

  it('moves by keyboard: the handle takes the focus, arrows, Page Up, Home and End move it, Enter checks', async () => {
    api = fakeApi({
      [GET]: challenge('tok', { jigsawImageBase64: 'BBBB' }),
      [CHECK]: { repCode: '6111', repMsg: '验证失败', repData: null },
    });
    renderPopup('blockPuzzle');
    await screen.findByTestId('captcha-jigsaw');
    const handle = screen.getByRole('slider');
    await waitFor(() => expect(handle).toHaveFocus());
    expect(handle).toHaveAttribute('tabindex', '0');
    expect(handle).toHaveAttribute('aria-valuemax', '263');
    fireEvent.keyDown(handle, { key: 'End' });
    expect(handle).toHaveAttribute('aria-valuenow', '263');
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    fireEvent.keyDown(handle, { key: 'PageUp' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(handle).toHaveAttribute('aria-valuenow', '11');
    expect(handle).toHaveAttribute('aria-valuetext', '已移动 11 / 263 像素');
    expect(screen.getByTestId('captcha-jigsaw')).toHaveStyle({ left: '11px' });
    expect(callsTo(AUTH_PATHS.full.captchaCheck)).toHaveLength(0);
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(await screen.findByTestId('captcha-message')).toHaveTextContent('验证失败');
    expect(decrypt(String(bodyOf(callsTo(AUTH_PATHS.full.captchaCheck)[0]).pointJson))).toBe('{"x":11,"y":5}');
  });

  it('labels the close button in the page language', async () => {
    api = fakeApi({ [GET]: challenge('tok', { jigsawImageBase64: 'BBBB' }) });
    renderPopup('blockPuzzle');
    expect(await screen.findByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('offers the click-word alternative', async () => {
    api = fakeApi({ [GET]: challenge('tok', { jigsawImageBase64: 'BBBB' }) });
    const { onCaptchaTypeChange } = renderPopup('blockPuzzle');
    fireEvent.click(await screen.findByText('使用文字点选验证'));
    expect(onCaptchaTypeChange).toHaveBeenCalledWith('clickWord');
  });
});

describe('CaptchaPopup, click word', () => {
  it('picks by keyboard: one tab stop over the picture, arrows move between squares, Enter picks a square centre', async () => {
    api = fakeApi({ [GET]: challenge('cw', { wordList: ['天', '地', '人'] }), [CHECK]: { repCode: '0000', repMsg: null, repData: null } });
    renderPopup('clickWord');
    await screen.findByTestId('captcha-image');
    const targets = screen.getByRole('group', { name: '图片上的位置：方向键移动，回车键点选' });
    const tabStops = within(targets)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(tabStops).toHaveLength(1);
    const first = screen.getByRole('button', { name: '第 1 行，第 1 列' });
    first.focus();
    fireEvent.keyDown(first, { key: 'Enter' });
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = screen.getByRole('button', { name: '第 1 行，第 2 列' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    const third = screen.getByRole('button', { name: '第 2 行，第 2 列' });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third, { key: ' ' });
    expect(callsTo(AUTH_PATHS.full.captchaCheck)).toHaveLength(0);
    fireEvent.keyDown(third, { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('button', { name: '第 2 行，第 3 列' }), { key: 'Enter' });
    await waitFor(() => expect(callsTo(AUTH_PATHS.full.captchaCheck)).toHaveLength(1));
    const check = bodyOf(callsTo(AUTH_PATHS.full.captchaCheck)[0]);
    expect(decrypt(String(check.pointJson))).toBe('[{"x":16,"y":16},{"x":47,"y":47},{"x":78,"y":47}]');
  });

  it('asks for the words in order, sends three scaled points and reports the verification', async () => {
    api = fakeApi({ [GET]: challenge('cw', { wordList: ['天', '地', '人'] }), [CHECK]: { repCode: '0000', repMsg: null, repData: null } });
    const { onSuccess, onClose } = renderPopup('clickWord');
    await waitFor(() => expect(screen.getByTestId('captcha-message')).toHaveTextContent('请依次点击【天,地,人】'));
    expect(bodyOf(callsTo(AUTH_PATHS.full.captchaGet)[0])).toMatchObject({ captchaType: 'clickWord' });
    const image = screen.getByTestId('captcha-image');
    fireEvent.click(image, { clientX: 10.4, clientY: 20.6 });
    fireEvent.click(image, { clientX: 100, clientY: 50 });
    expect(screen.getByText('1')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(callsTo(AUTH_PATHS.full.captchaCheck)).toHaveLength(0);
    fireEvent.click(image, { clientX: 300, clientY: 150 });

    expect(await screen.findByText(/\ds验证成功$/)).toBeInTheDocument();
    const points = '[{"x":10,"y":21},{"x":100,"y":50},{"x":300,"y":150}]';
    const check = bodyOf(callsTo(AUTH_PATHS.full.captchaCheck)[0]);
    expect(check).toMatchObject({ captchaType: 'clickWord', token: 'cw' });
    expect(decrypt(String(check.pointJson))).toBe(points);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(decrypt(String(onSuccess.mock.calls[0]![0]))).toBe(`cw---${points}`);
    expect(onClose).toHaveBeenCalled();
  });
});
