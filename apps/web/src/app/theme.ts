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
  // Shade 7 in dark too: white on shade 6 reads 4:1, under AA for a button's label.
  primaryShade: { light: 7, dark: 7 },
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
 * likewise (red 6, 3.4:1): red 9 reads 5.5:1. A filled red control (a destructive button) takes
 * the primary shade, red 7, under which white reads 3.8:1: red 8 reads 4.5:1, and red 9 5.5:1
 * when hovered. In dark, Mantine's dimmed (dark 2) and error (red 8)
 * read 4:1 and 3.5:1 on the dark body: dark 1 and red 4 read 7:1 and 6:1. The app background is a
 * soft grey so cards stand out, in both schemes.
 *
 * The `--kazi-*` colours are what a screen asks for by meaning instead of a shade that reads in
 * one scheme only (ADR 041): strong text on a pale badge, danger, warning and brand text, a muted
 * surface, borders.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--kazi-sidebar-width': '220px',
    '--kazi-side-panel-width': '336px',
  },
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-8)',
    '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
    '--kazi-app-bg': '#f5f7f6',
    '--kazi-text-strong': 'var(--mantine-color-dark-7)',
    '--kazi-text-danger': 'var(--mantine-color-red-9)',
    '--kazi-text-warning': '#7a4300',
    '--kazi-text-brand': 'var(--mantine-color-kazi-9)',
    '--kazi-surface-muted': 'var(--mantine-color-gray-0)',
    '--kazi-border': 'var(--mantine-color-gray-3)',
    '--kazi-border-subtle': 'var(--mantine-color-gray-2)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-8)',
    '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
    '--kazi-app-bg': 'var(--mantine-color-dark-8)',
    '--kazi-text-strong': 'var(--mantine-color-dark-0)',
    '--kazi-text-danger': 'var(--mantine-color-red-4)',
    '--kazi-text-warning': 'var(--mantine-color-yellow-3)',
    '--kazi-text-brand': 'var(--mantine-color-kazi-3)',
    '--kazi-surface-muted': 'var(--mantine-color-dark-6)',
    '--kazi-border': 'var(--mantine-color-dark-4)',
    '--kazi-border-subtle': 'var(--mantine-color-dark-5)',
  },
});
