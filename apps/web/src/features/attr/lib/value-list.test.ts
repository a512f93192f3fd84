import { describe, expect, it } from 'vitest';
import { addValue, editValue, removeValue, tagsOf, valuesBody } from './value-list';

const values = (tags: { value: string }[]) => tags.map((t) => t.value);

describe('attribute value list', () => {
  it('adds trimmed values and ignores an empty add', () => {
    let tags = addValue([], ' 红色 ');
    tags = addValue(tags, '');
    tags = addValue(tags, '   ');
    tags = addValue(tags, '蓝色');
    expect(values(tags)).toEqual(['红色', '蓝色']);
    expect(valuesBody(tags)).toEqual([{ value: '红色' }, { value: '蓝色' }]);
  });

  it('replaces an existing value when it is added again, keeping its stored id', () => {
    const stored = tagsOf([
      { attrValueId: 7, value: '红色' },
      { attrValueId: 8, value: '蓝色' },
    ]);
    const tags = addValue(stored, '红色');
    expect(values(tags)).toEqual(['蓝色', '红色']);
    expect(tags).toHaveLength(2);
    expect(tags[1]!.key).not.toBe(stored[0]!.key);
    expect(valuesBody(tags)).toEqual([
      { attrValueId: 8, value: '蓝色' },
      { attrValueId: 7, value: '红色' },
    ]);
  });

  it('cuts a value to 20 characters', () => {
    expect(values(addValue([], '字'.repeat(25)))).toEqual(['字'.repeat(20)]);
  });

  it('edits a value in place and keeps its id', () => {
    const tags = tagsOf([
      { attrValueId: 1, value: 'S' },
      { attrValueId: 2, value: 'M' },
    ]);
    const result = editValue(tags, tags[0]!.key, ' XS ');
    expect(result.removedEmpty).toBe(false);
    expect(valuesBody(result.tags)).toEqual([
      { attrValueId: 1, value: 'XS' },
      { attrValueId: 2, value: 'M' },
    ]);
  });

  it('removes a value edited to empty and says so', () => {
    const tags = tagsOf([{ value: 'S' }, { value: 'M' }]);
    const result = editValue(tags, tags[1]!.key, '  ');
    expect(result.removedEmpty).toBe(true);
    expect(values(result.tags)).toEqual(['S']);
  });

  it('lets an edited value take the place of a tag that had the same value', () => {
    const tags = tagsOf([{ attrValueId: 1, value: 'S' }, { attrValueId: 2, value: 'M' }, { value: 'L' }]);
    const result = editValue(tags, tags[2]!.key, 'S');
    expect(valuesBody(result.tags)).toEqual([
      { attrValueId: 2, value: 'M' },
      { attrValueId: 1, value: 'S' },
    ]);
  });

  it('removes a tag', () => {
    const tags = tagsOf([{ value: 'S' }, { value: 'M' }]);
    expect(values(removeValue(tags, tags[0]!.key))).toEqual(['M']);
    expect(values(removeValue(tags, -1))).toEqual(['S', 'M']);
  });
});
