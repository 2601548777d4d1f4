import { describe, expect, it } from 'vitest';
import { QueryChanges, withParam } from './search-params.ts';

const set = withParam;
const drop = (key: string) => withParam(key, null);

describe('QueryChanges', () => {
  it('builds a change on the one before while the URL still shows the old query', () => {
    const changes = new QueryChanges('search=Savanna');
    expect(changes.next(set('show_all', '1'))).toBe('search=Savanna&show_all=1');
    changes.rendered('search=Savanna');
    // The debounced search lands before the switch's navigation has: the switch stays on.
    expect(changes.next(drop('search'))).toBe('show_all=1');
  });

  it('keeps building on what it sent when the first of two changes lands', () => {
    const changes = new QueryChanges('');
    changes.next(set('a', '1'));
    changes.next(set('b', '2'));
    changes.rendered('a=1');
    expect(changes.next(set('c', '3'))).toBe('a=1&b=2&c=3');
    changes.rendered('a=1&b=2&c=3');
    expect(changes.next(drop('a'))).toBe('b=2&c=3');
  });

  it('starts from the URL when it shows what no change sent (back, a link)', () => {
    const changes = new QueryChanges('page=2');
    changes.next(set('page', '3'));
    changes.rendered('page=3');
    changes.rendered('page=1&search=x');
    expect(changes.next(set('page', '2'))).toBe('page=2&search=x');
  });

  it('sends nothing for a change that changes nothing', () => {
    const changes = new QueryChanges('search=x');
    expect(changes.next(set('search', 'x'))).toBeNull();
    expect(changes.next(drop('page'))).toBeNull();
  });
});
