import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

describe('the --kazi-* colours', () => {
  const resolved = cssVariablesResolver(theme as Parameters<typeof cssVariablesResolver>[0]);

  it('are set in both schemes, and none refers to itself (which would leave it unset)', () => {
    const names = (scheme: Record<string, string>) =>
      Object.keys(scheme).filter((key) => key.startsWith('--kazi'));
    expect(names(resolved.light).sort()).toEqual(names(resolved.dark).sort());
    for (const scheme of [resolved.light, resolved.dark, resolved.variables]) {
      for (const [name, value] of Object.entries(scheme)) expect(value, name).not.toContain(`var(${name})`);
    }
  });
});
