import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { issuesResolver } from './issues-resolver.ts';

type Values = { team: { members: { rate: string }[] } };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('a resolver from issues at the form’s paths', () => {
  it('nests each issue under its path, or passes the values on', async () => {
    const resolver = issuesResolver<Values>(
      (values): Record<string, string> =>
        values.team.members[0]?.rate ? {} : { 'team.members.0.rate': 'Required' },
    );
    const bad = await resolver({ team: { members: [{ rate: '' }] } }, undefined, options);
    expect(bad.errors).toEqual({
      team: { members: [{ rate: { type: 'validate', message: 'Required' } }] },
    });
    const good = { team: { members: [{ rate: '5' }] } };
    expect(await resolver(good, undefined, options)).toEqual({ values: good, errors: {} });
  });
});
