import { useCallback, useRef } from 'react';
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

export type ChangeSearchParams = (
  change: (current: URLSearchParams) => URLSearchParams,
  options?: NavigateOptions,
) => void;

/** `useSearchParams` whose changes build on each other (QueryChanges); the change function never changes. */
export function useSearchParamsChanges(): [URLSearchParams, ChangeSearchParams] {
  const [params, setParams] = useSearchParams();
  const changes = useRef<QueryChanges | null>(null);
  changes.current ??= new QueryChanges(params.toString());
  changes.current.rendered(params.toString());
  const navigate = useRef(setParams);
  navigate.current = setParams;
  const change = useCallback<ChangeSearchParams>((edit, options) => {
    const query = changes.current?.next(edit);
    if (query != null) navigate.current(new URLSearchParams(query), options);
  }, []);
  return [params, change];
}
