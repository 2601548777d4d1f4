import { Drawer } from '@mantine/core';
import type { SidePanelContent } from './side-panel.tsx';

interface SidePanelDrawerProps {
  content: SidePanelContent | null;
  opened: boolean;
  onClose: () => void;
  onClosed: () => void;
  width: number;
}

/** The panel itself, loaded the first time a page opens it. */
export function SidePanelDrawer({ content, opened, onClose, onClosed, width }: SidePanelDrawerProps) {
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      size={width}
      onExitTransitionEnd={onClosed}
    >
      <Drawer.Overlay backgroundOpacity={0.25} />
      <Drawer.Content>
        {/* A div, not Mantine's <header>: a second banner landmark would confuse screen readers. */}
        <Drawer.Header component="div">
          <Drawer.Title fw={700} fz="lg">
            {content?.title}
          </Drawer.Title>
          <Drawer.CloseButton aria-label="Close panel" />
        </Drawer.Header>
        <Drawer.Body>{content?.body}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
