import { describe, expect, it } from 'vitest';
import { checkSelection, isAcceptedImage, remainingSlots, toggleSelection } from './upload-validation';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const MB = 1024 * 1024;

describe('isAcceptedImage', () => {
  it('accepts jpg, png and gif only', () => {
    expect(isAcceptedImage(file('a.jpg', 'image/jpeg'))).toBe(true);
    expect(isAcceptedImage(file('a.png', 'image/png'))).toBe(true);
    expect(isAcceptedImage(file('a.gif', 'image/gif'))).toBe(true);
    expect(isAcceptedImage(file('a.webp', 'image/webp'))).toBe(false);
    expect(isAcceptedImage(file('a.txt', 'text/plain'))).toBe(false);
    expect(isAcceptedImage(file('evil.png', 'text/html'))).toBe(false);
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(isAcceptedImage(file('photo.JPEG', ''))).toBe(true);
    expect(isAcceptedImage(file('notes.doc', ''))).toBe(false);
  });
});

describe('checkSelection', () => {
  it('removes non-images and pictures of 2 MB or more', () => {
    const check = checkSelection([file('a.png', 'image/png', 2 * MB - 1), file('b.png', 'image/png', 2 * MB), file('c.txt', 'text/plain')]);
    expect(check.accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(check.tooLarge.map((f) => f.name)).toEqual(['b.png']);
    expect(check.notImages.map((f) => f.name)).toEqual(['c.txt']);
    expect(check.tooMany).toBe(false);
  });

  it('removes a picture named in more than 255 characters (an emoji is one), keeping the rest', () => {
    const long = file(`${'长'.repeat(252)}.png`, 'image/png');
    const emoji = file(`${'😀'.repeat(251)}.png`, 'image/png');
    const check = checkSelection([long, emoji, file('ok.png', 'image/png')]);
    expect(check.nameTooLong.map((f) => f.name)).toEqual([long.name]);
    expect(check.accepted.map((f) => f.name)).toEqual([emoji.name, 'ok.png']);
  });

  it('takes at most 20 pictures at a time, counting those already waiting', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => file(`${i}.png`, 'image/png'));
    expect(checkSelection(twenty).accepted).toHaveLength(20);
    expect(checkSelection([...twenty, file('x.png', 'image/png')])).toMatchObject({ accepted: [], tooMany: true });
    expect(checkSelection(twenty.slice(0, 5), 16)).toMatchObject({ accepted: [], tooMany: true });
    expect(checkSelection(twenty.slice(0, 5), 15).accepted).toHaveLength(5);
  });
});

describe('selection in the picture manager', () => {
  const same = (a: number, b: number) => a === b;

  it('replaces the picture in single mode', () => {
    expect(toggleSelection([1], 2, 1, same)).toEqual([2]);
  });

  it('adds up to the limit, then refuses', () => {
    expect(toggleSelection([1, 2], 3, 3, same)).toEqual([1, 2, 3]);
    expect(toggleSelection([1, 2, 3], 4, 3, same)).toBe('full');
  });

  it('unpicks a picked picture even at the limit', () => {
    expect(toggleSelection([1, 2, 3], 2, 3, same)).toEqual([1, 3]);
  });

  it('counts the slots left', () => {
    expect(remainingSlots(9, 7)).toBe(2);
    expect(remainingSlots(9, 9)).toBe(0);
    expect(remainingSlots(9, 12)).toBe(0);
  });
});
