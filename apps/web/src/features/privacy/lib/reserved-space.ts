/** The last space reserved: a banner that mounts again (the root layout replacing the router's fallback) takes it back at once. */
let last: { offset: string; fold: string } | null = null;

/**
 * Keeps the page clear of the banner: `--kazi-consent-offset` (its height plus its margin) pads the
 * end of the page; when the banner spans the window (phones) full-height pages also end above it
 * (`--kazi-consent-fold`), so the banner never covers a page's action.
 *
 * Measured by a ResizeObserver, whose reports come after the frame's layout and before its paint:
 * no frame shows the page without the space, and no commit forces a layout of the whole page (on
 * a phone, one long task). Answers the function that stops watching.
 */
export function keepSpaceFor(element: HTMLElement): () => void {
  restore();
  const measure = () => {
    if (element.isConnected) reserveSpaceFor(element);
  };
  const observer = new ResizeObserver(measure);
  observer.observe(element);
  window.addEventListener('resize', measure);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', measure);
  };
}

export function releaseReservedSpace(): void {
  document.documentElement.style.removeProperty('--kazi-consent-offset');
  document.documentElement.style.removeProperty('--kazi-consent-fold');
}

function reserveSpaceFor(element: HTMLElement): void {
  const gap = window.innerHeight - element.getBoundingClientRect().bottom;
  const offset = `${Math.ceil(element.offsetHeight + 2 * gap)}px`;
  last = { offset, fold: element.offsetWidth > window.innerWidth * 0.8 ? offset : '0px' };
  restore();
}

/** The space last measured, without measuring: unchanged, the observer's report then changes nothing. */
function restore(): void {
  if (!last) return;
  setOnRoot('--kazi-consent-offset', last.offset);
  setOnRoot('--kazi-consent-fold', last.fold);
}

/** An unchanged value is not set again: a property of the root restyles the whole page. */
function setOnRoot(property: string, value: string): void {
  const style = document.documentElement.style;
  if (style.getPropertyValue(property) !== value) style.setProperty(property, value);
}
