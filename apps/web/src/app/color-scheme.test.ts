import { COLOR_SCHEME_SCRIPT, COLOR_SCHEME_STORAGE_KEY } from '@kazi/shared/appearance/color-scheme';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { colorSchemeManager, colorSchemeOptions } from './color-scheme.ts';

/** A browser's local storage, as far as the script and Mantine's manager use it. */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

type Storage = ReturnType<typeof memoryStorage>;

/** Runs index.html's inline script against a stored value and a system scheme; returns the scheme it set. */
function firstPaintScheme(storage: Storage | 'blocked', systemDark: boolean): string | null {
  const attributes = new Map<string, string>();
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  const matchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark });
  const window = {
    get localStorage(): Storage {
      if (storage === 'blocked') throw new Error('SecurityError: storage is disabled');
      return storage;
    },
  };
  // The script reads the globals `localStorage`, `matchMedia` and `document`: give it these.
  new Function('window', 'document', 'matchMedia', `with (window) { ${COLOR_SCHEME_SCRIPT} }`)(
    window,
    document,
    matchMedia,
  );
  return attributes.get('data-mantine-color-scheme') ?? null;
}

afterEach(() => vi.unstubAllGlobals());

describe('the colour scheme before the first paint (index.html inline script)', () => {
  it.each([
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['light', true, 'light'],
    ['light', false, 'light'],
    ['auto', true, 'dark'],
    ['auto', false, 'light'],
    ['purple', true, 'dark'],
    ['purple', false, 'light'],
  ])('stored %s, system dark %s → %s', (stored, systemDark, expected) => {
    expect(firstPaintScheme(memoryStorage({ [COLOR_SCHEME_STORAGE_KEY]: stored }), systemDark)).toBe(
      expected,
    );
  });

  it('follows the system when nothing is stored', () => {
    expect(firstPaintScheme(memoryStorage(), true)).toBe('dark');
    expect(firstPaintScheme(memoryStorage(), false)).toBe('light');
  });

  it('follows the system when storage is blocked, instead of failing', () => {
    expect(firstPaintScheme('blocked', true)).toBe('dark');
    expect(firstPaintScheme('blocked', false)).toBe('light');
  });
});

describe('the switch in the user menu', () => {
  it('offers Light, Dark and System, the current one checked', () => {
    expect(colorSchemeOptions('dark')).toEqual([
      { value: 'light', label: 'Light', checked: false },
      { value: 'dark', label: 'Dark', checked: true },
      { value: 'auto', label: 'System', checked: false },
    ]);
    expect(
      colorSchemeOptions('auto')
        .filter((option) => option.checked)
        .map((o) => o.value),
    ).toEqual(['auto']);
  });

  it.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    ['auto', true, 'dark'],
    ['auto', false, 'light'],
  ] as const)(
    'remembers %s where the first paint reads it (system dark %s → %s)',
    (choice, systemDark, expected) => {
      const storage = memoryStorage();
      vi.stubGlobal('window', { localStorage: storage });
      colorSchemeManager.set(choice);
      expect(colorSchemeManager.get('light')).toBe(choice);
      expect(firstPaintScheme(storage, systemDark)).toBe(expected);
    },
  );

  it('starts the provider from the stored choice, and from System when there is none', () => {
    vi.stubGlobal('window', { localStorage: memoryStorage({ [COLOR_SCHEME_STORAGE_KEY]: 'light' }) });
    expect(colorSchemeManager.get('auto')).toBe('light');
    vi.stubGlobal('window', { localStorage: memoryStorage() });
    expect(colorSchemeManager.get('auto')).toBe('auto');
  });
});
