/**
 * Keeps the page clear of the banner: `--kazi-consent-offset` (its height plus its margin) pads the
 * end of the page; when the banner spans the window (phones) full-height pages also end above it
 * (`--kazi-consent-fold`), so the banner never covers a page's action.
 */
export function reserveSpaceFor(element: HTMLElement): void {
  const root = document.documentElement;
  const gap = window.innerHeight - element.getBoundingClientRect().bottom;
  const offset = `${Math.ceil(element.offsetHeight + 2 * gap)}px`;
  root.style.setProperty('--kazi-consent-offset', offset);
  root.style.setProperty(
    '--kazi-consent-fold',
    element.offsetWidth > window.innerWidth * 0.8 ? offset : '0px',
  );
}

export function releaseReservedSpace(): void {
  document.documentElement.style.removeProperty('--kazi-consent-offset');
  document.documentElement.style.removeProperty('--kazi-consent-fold');
}
