import { useCallback, useLayoutEffect, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/**
 * What the next change of the URL's query starts from. React Router hands a change the query of
 * the last render, so a change made before the previous one has landed (a debounced search
 * arriving as the user flips a switch) would undo it. Here each change starts from the one before,
 * until the URL shows something none of them sent (back, a link): then from that.
 */
export class QueryChanges {
  private shown: string;
  private latest: string;
  private pending: string[] = [];

  constructor(rendered: string) {
    this.shown = rendered;
    this.latest = rendered;
  }

  /** The query a render shows. */
  rendered(query: string): void {
    if (query === this.shown) return;
    this.shown = query;
    const at = this.pending.indexOf(query);
    if (at >= 0) {
      this.pending = this.pending.slice(at + 1);
      if (!this.pending.length) this.latest = query;
      return;
    }
    this.pending = [];
    this.latest = query;
  }

  /** The query `change` makes of the latest, to navigate to; null when it changes nothing. */
  next(change: (current: URLSearchParams) => URLSearchParams): string | null {
    const query = change(new URLSearchParams(this.latest)).toString();
    if (query === this.latest) return null;
    this.latest = query;
    this.pending.push(query);
    return query;
  }
}

/** A change that sets `key` to `value`, or removes it (null). */
export const withParam =
  (key: string, value: string | null) =>
  (params: URLSearchParams): URLSearchParams => {
    if (value === null) params.delete(key);
    else params.set(key, value);
    return params;
  };

export type ChangeSearchParams = (
  change: (current: URLSearchParams) => URLSearchParams,
  options?: NavigateOptions,
) => void;

/** One for the page: every list hook that changes the URL's query builds on the others' changes too. */
let shared: QueryChanges | null = null;

/** `useSearchParams` whose changes build on each other (QueryChanges); the change function never changes. */
export function useSearchParamsChanges(): [URLSearchParams, ChangeSearchParams] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  shared ??= new QueryChanges(query);
  const navigate = useRef(setParams);
  // Only what reached the screen counts as shown: a render React Router's transition throws away
  // must not make the next change start from its query.
  useLayoutEffect(() => {
    shared?.rendered(query);
    navigate.current = setParams;
  }, [query, setParams]);
  const change = useCallback<ChangeSearchParams>((edit, options) => {
    const next = shared?.next(edit);
    if (next != null) navigate.current(new URLSearchParams(next), options);
  }, []);
  return [params, change];
}
