import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

export interface TopBarOverride {
  /** Replaces the title from the path, e.g. a project's title on /projects/12. */
  title?: string | null;
  /** Shows a spinner in place of the title while it loads. */
  loading?: boolean;
}

interface TopBarContextValue {
  override: TopBarOverride | null;
  setOverride: (override: TopBarOverride | null) => void;
}

const TopBarContext = createContext<TopBarContextValue | null>(null);

export function TopBarProvider({ children }: { children: ReactNode }) {
  const [override, setOverride] = useState<TopBarOverride | null>(null);
  const value = useMemo(() => ({ override, setOverride }), [override]);
  return <TopBarContext.Provider value={value}>{children}</TopBarContext.Provider>;
}

export function useTopBarOverride(): TopBarOverride | null {
  return useContext(TopBarContext)?.override ?? null;
}

/**
 * Lets a page name itself in the top bar while it is shown:
 * `useTopBarTitle(project?.title, isPending)` on the project page.
 */
export function useTopBarTitle(title: string | null | undefined, loading = false): void {
  const setOverride = useContext(TopBarContext)?.setOverride;
  useEffect(() => {
    if (!setOverride) return;
    setOverride({ title, loading });
    return () => setOverride(null);
  }, [setOverride, title, loading]);
}
