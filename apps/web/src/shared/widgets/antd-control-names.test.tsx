// antd's controls that it names in English whatever the language, named by the kit in each of the app's languages:
// a number field's step buttons (every number field of the app is the kit's NumberField) and the clear button of a
// select, a cascader and a text field (useClearButton).
import { screen, within } from '@testing-library/react';
import { Cascader, Input, Select } from 'antd';
import { afterAll, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test';
import { collectDictionaries } from '../i18n/all-dictionaries';
import { LANGUAGES, setLanguage, type Language } from '../i18n';
import { AntdScope } from '../theme/antd-scope';
import { useClearButton } from './clear-button';
import { NumberField } from './number-field';

/** antd's own names for these controls. */
const ANTD_ENGLISH = ['Increase Value', 'Decrease Value', 'Clear', 'close-circle'];

function Controls() {
  const clearButton = useClearButton();
  return (
    <>
      <NumberField aria-label="seq" defaultValue={1} />
      <div data-testid="select">
        <Select allowClear={clearButton} value={1} options={[{ value: 1, label: 'A' }]} />
      </div>
      <div data-testid="cascader">
        <Cascader allowClear={clearButton} value={[1]} options={[{ value: 1, label: 'A' }]} />
      </div>
      <div data-testid="text">
        <Input allowClear={clearButton} value="A" onChange={() => {}} />
      </div>
    </>
  );
}

afterAll(async () => {
  await setLanguage('zh_CN');
});

describe.each(LANGUAGES.map((language) => [language] as [Language]))('in %s', { timeout: 30_000 }, (language) => {
  it("names antd's step and clear buttons in the language", async () => {
    await setLanguage(language);
    const texts = collectDictionaries().controls![language]! as Record<string, string>;
    renderScreen(
      <AntdScope>
        <Controls />
      </AntdScope>,
    );
    expect(await screen.findByRole('button', { name: texts.increase })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.decrease })).toBeInTheDocument();
    for (const field of ['select', 'cascader', 'text'])
      expect(within(screen.getByTestId(field)).getByRole('button', { name: texts.clear }), field).toBeInTheDocument();
    // In English the app's "Clear" is antd's too.
    for (const name of ANTD_ENGLISH.filter((english) => !Object.values(texts).includes(english)))
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
