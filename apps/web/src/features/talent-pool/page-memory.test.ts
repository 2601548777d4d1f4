import { describe, expect, it } from 'vitest';
import { readRememberedPage, rememberPage } from './page-memory.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the talent pool page memory', () => {
  it('remembers the page per project', () => {
    const storage = memoryStorage();
    rememberPage(7, 3, storage);
    rememberPage(8, 2, storage);
    expect(readRememberedPage(7, storage)).toBe(3);
    expect(readRememberedPage(8, storage)).toBe(2);
    expect(readRememberedPage(9, storage)).toBe(1);
  });

  it('falls back to the first page on junk or a refusing storage', () => {
    const storage = memoryStorage();
    storage.setItem('kazi.talentPool.page.7', 'abc');
    expect(readRememberedPage(7, storage)).toBe(1);
    storage.setItem('kazi.talentPool.page.7', '-2');
    expect(readRememberedPage(7, storage)).toBe(1);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readRememberedPage(7, refusing)).toBe(1);
    expect(() => rememberPage(7, 2, refusing)).not.toThrow();
  });
});
