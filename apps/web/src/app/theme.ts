import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type ScrollAreaProps,
} from '@mantine/core';
import tableScroll from './table-scroll.module.css';

/** Kazi green: confident, calm, readable. Shade 7 is the brand colour (5.4:1 on white). */
const kazi: MantineColorsTuple = [
  '#e8f6ee',
  '#d2ecde',
  '#a6d8be',
  '#76c39b',
  '#4fb17e',
  '#36a56c',
  '#23915a',
  '#0f7a4f',
  '#0b6442',
  '#074f34',
];

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Ubuntu, Cantarell, Arial, sans-serif';

/**
 * A table wider than a phone scrolls sideways with its scrollbar always shown and a shaded edge
 * (the cues that more columns follow), not Mantine's scrollbar that appears only on hover. Every
 * `Table.ScrollContainer` has it; one that passes `scrollAreaProps` of its own spreads it first.
 */
export const tableScrollAreaProps = {
  type: 'auto',
  scrollbarSize: 10,
  classNames: { viewport: tableScroll.viewport },
} satisfies ScrollAreaProps;

export const theme = createTheme({
  primaryColor: 'kazi',
  primaryShade: { light: 7, dark: 6 },
  colors: { kazi },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Badge: { defaultProps: { radius: 'sm' } },
    // Every toast's close button needs a name (axe button-name), whoever shows the toast.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    TableScrollContainer: { defaultProps: { scrollAreaProps: tableScrollAreaProps } },
  },
});

/**
 * Mantine's dimmed text (gray 6, 3.3:1 on white) fails WCAG AA; gray 7 reads 7:1. Field errors
 * likewise (red 6, 3.4:1): red 9 reads 5.5:1. The app
 * background is a soft grey so white cards stand out.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--kazi-sidebar-width': '220px',
    '--kazi-side-panel-width': '336px',
  },
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--kazi-app-bg': '#f5f7f6',
  },
  dark: {
    '--kazi-app-bg': 'var(--mantine-color-dark-8)',
  },
});
