import {
  COLOR_SCHEME_CHOICES,
  COLOR_SCHEME_STORAGE_KEY,
  type ColorSchemeChoice,
} from '@kazi/shared/appearance/color-scheme';
import { coreMessages } from '@kazi/shared/messages/core';
import { localStorageColorSchemeManager } from '@mantine/core';

/**
 * The person's choice in local storage, under the key index.html's inline script reads before the
 * first paint (ADR 041); the provider starts from it, `auto` (the system's) when there is none.
 */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
export const DEFAULT_COLOR_SCHEME: ColorSchemeChoice = 'auto';

export interface ColorSchemeOption {
  value: ColorSchemeChoice;
  label: string;
  checked: boolean;
}

const LABELS: Record<ColorSchemeChoice, string> = {
  light: coreMessages.appearance.light,
  dark: coreMessages.appearance.dark,
  auto: coreMessages.appearance.system,
};

/** The user menu's three choices, the current one checked. */
export function colorSchemeOptions(current: ColorSchemeChoice): ColorSchemeOption[] {
  return COLOR_SCHEME_CHOICES.map((value) => ({ value, label: LABELS[value], checked: value === current }));
}
