import { COOKIE_CATEGORIES, type CookieCategory } from '@kazi/shared/privacy/cookies';
import { Stack, Switch } from '@mantine/core';

interface CookieCategoryListProps {
  chosen: readonly CookieCategory[];
  onChange: (chosen: CookieCategory[]) => void;
}

/** One switch per cookie category; essential is always on. */
export function CookieCategoryList({ chosen, onChange }: CookieCategoryListProps) {
  return (
    <Stack gap="md">
      {COOKIE_CATEGORIES.map((category) => (
        <Switch
          key={category.name}
          label={category.label}
          description={category.description}
          checked={category.required || chosen.includes(category.name)}
          disabled={category.required}
          onChange={(event) =>
            onChange(
              event.currentTarget.checked
                ? [...chosen, category.name]
                : chosen.filter((name) => name !== category.name),
            )
          }
        />
      ))}
    </Stack>
  );
}
