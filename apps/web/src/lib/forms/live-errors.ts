import { useState } from 'react';

type Errors<K extends string> = Partial<Record<K, string>>;

/** The errors still worth showing: a field changed since they were found has lost its error. */
export function errorsAfterChanges<K extends string>(errors: Errors<K>, changed: ReadonlySet<K>): Errors<K> {
  return Object.fromEntries(
    Object.entries(errors).filter(([key, message]) => message && !changed.has(key as K)),
  ) as Errors<K>;
}

/**
 * The form pattern for errors found on submit (or sent by the server): an error stays on its field
 * only until that field changes ('Select a file' goes once a file is chosen). A new set of errors
 * (the next submit) shows in full again.
 */
export function useLiveErrors<K extends string>(errors: Errors<K>) {
  const [changed, setChanged] = useState<ReadonlySet<K>>(new Set());
  const [found, setFound] = useState(errors);
  if (found !== errors) {
    setFound(errors);
    setChanged(new Set());
  }
  return {
    errors: errorsAfterChanges(errors, changed),
    markChanged: (key: K) =>
      setChanged((current) => (current.has(key) ? current : new Set([...current, key]))),
  };
}
