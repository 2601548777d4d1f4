import { useState } from 'react';

/**
 * A menu whose code (floating-ui comes with Mantine's Menu) is fetched when the person reaches for
 * its button (hover, focus) and swapped in on the first click, which opens it: the button never
 * changes under a click. Spread `intent` on the placeholder button; render the menu once `swapped`,
 * with `opened` and `setOpened` controlling it.
 */
export function useMenuOnIntent(load: () => Promise<unknown>) {
  const [swapped, setSwapped] = useState(false);
  const [opened, setOpened] = useState(false);
  const intent = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': opened,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => {
      setSwapped(true);
      setOpened(true);
    },
  };
  return { swapped, opened, setOpened, intent };
}
