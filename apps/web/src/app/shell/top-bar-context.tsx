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

/** The page's button in the top bar (Tests: 'Add New Result'); the setter apart, so setting it re-renders only the bar. */
const TopBarActionContext = createContext<ReactNode>(null);
const SetTopBarActionContext = createContext<((action: ReactNode) => void) | null>(null);

export function TopBarProvider({ children }: { children: ReactNode }) {
  const [override, setOverride] = useState<TopBarOverride | null>(null);
  const [action, setAction] = useState<ReactNode>(null);
  const value = useMemo(() => ({ override, setOverride }), [override]);
  return (
    <TopBarContext.Provider value={value}>
      <SetTopBarActionContext.Provider value={setAction}>
        <TopBarActionContext.Provider value={action}>{children}</TopBarActionContext.Provider>
      </SetTopBarActionContext.Provider>
    </TopBarContext.Provider>
  );
}

/** What the top bar shows before the New menu: the current page's action, if any. */
export function useTopBarActionSlot(): ReactNode {
  return useContext(TopBarActionContext);
}

/**
 * Puts `action` (memoised by the caller) in the top bar while the page is shown:
 * `useTopBarAction(useMemo(() => <Button …>Add New Result</Button>, []))`.
 */
export function useTopBarAction(action: ReactNode): void {
  const setAction = useContext(SetTopBarActionContext);
  useEffect(() => {
    if (!setAction) return;
    setAction(action);
    return () => setAction(null);
  }, [setAction, action]);
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
