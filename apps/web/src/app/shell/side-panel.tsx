import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';

export interface SidePanelContent {
  /** The panel's heading; it also names the dialog for screen readers. */
  title: ReactNode;
  body: ReactNode;
}

interface SidePanelApi {
  open: (content: SidePanelContent) => void;
  close: () => void;
  opened: boolean;
}

const SidePanelContext = createContext<SidePanelApi | null>(null);

const SidePanelDrawer = lazy(() =>
  import('./SidePanelDrawer.tsx').then((m) => ({ default: m.SidePanelDrawer })),
);

const SIDE_PANEL_WIDTH = 336;

/**
 * The 336 px slide-in panel on the right. One per shell; any page opens it with
 * `useSidePanel().open({ title, body })`. It closes on outside click, Escape, its close button
 * and route changes, and gives focus back to what opened it.
 */
export function SidePanelProvider({ children }: { children: ReactNode }) {
  const [content, setContent] = useState<SidePanelContent | null>(null);
  const [opened, setOpened] = useState(false);
  // The drawer's code loads on first use, not with the shell.
  const [loaded, setLoaded] = useState(false);
  const { pathname } = useLocation();

  // Mantine cannot see where focus came from when the drawer mounts already open: keep it here.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const open = useCallback((next: SidePanelContent) => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setContent(next);
    setLoaded(true);
    setOpened(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes when the path changes.
  useEffect(() => setOpened(false), [pathname]);

  const api = useMemo(() => ({ open, close, opened }), [open, close, opened]);

  return (
    <SidePanelContext.Provider value={api}>
      {children}
      {loaded ? (
        <Suspense fallback={null}>
          <SidePanelDrawer
            content={content}
            opened={opened}
            onClose={close}
            onClosed={() => {
              setContent(null);
              if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
            }}
            width={SIDE_PANEL_WIDTH}
          />
        </Suspense>
      ) : null}
    </SidePanelContext.Provider>
  );
}

export function useSidePanel(): SidePanelApi {
  const api = useContext(SidePanelContext);
  if (!api) throw new Error('useSidePanel() needs the application shell around it.');
  return api;
}
