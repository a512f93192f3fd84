import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { AntdScope } from './antd-scope';

describe("antd's buttons", () => {
  it('space out two Chinese characters (确 认) but not two Japanese kanji (確認)', async () => {
    await setLanguage('zh_CN');
    const { unmount } = render(
      <AntdScope>
        <Button>确认</Button>
      </AntdScope>,
    );
    expect((await screen.findByRole('button')).textContent).toBe('确 认');
    unmount();
    await setLanguage('ja');
    render(
      <AntdScope>
        <Button>確認</Button>
      </AntdScope>,
    );
    expect((await screen.findByRole('button')).textContent).toBe('確認');
  });
});
