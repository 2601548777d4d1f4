import { Box } from '@mantine/core';

interface FramedPageProps {
  src: string;
  /** The frame's accessible name. */
  title: string;
  height: number | string;
}

/**
 * Another site's page inside Kazi ("only a frame is allowed"): sandboxed (scripts
 * and popups for the page to work, no top navigation, no forms posted from Kazi's origin), no
 * referrer, lazy. The server's CSP allows https frames only.
 */
export function FramedPage({ src, title, height }: FramedPageProps) {
  return (
    <Box
      component="iframe"
      src={src}
      title={title}
      sandbox="allow-scripts allow-same-origin allow-popups"
      referrerPolicy="no-referrer"
      loading="lazy"
      w="100%"
      h={height}
      bd="1px solid var(--kazi-border)"
      bdrs="lg"
      // A page from elsewhere, shown as the document it is: on white in either scheme (ADR 041).
      bg="white"
      style={{ display: 'block' }}
    />
  );
}
