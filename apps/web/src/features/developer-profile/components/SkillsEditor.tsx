import type { Category } from '@kazi/shared/auth/roles';
import { skillGroupLabel, skillGroupOrder } from '@kazi/shared/experience/skill-groups';
import { format } from '@kazi/shared/messages/format';
import { peopleMessages } from '@kazi/shared/messages/people';
import { MAX_PRIMARY_SKILLS, skillSlug } from '@kazi/shared/profile/skills';
import type { SkillType } from '@kazi/shared/reference/schemas';
import { ActionIcon, Group, NumberInput, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { SkillSearch } from './SkillSearch.tsx';

/** A chosen skill as the editor holds it; `id` is missing for free text not saved yet. */
export interface ChosenSkill {
  id?: number;
  name: string;
  type: SkillType;
  primary: boolean;
  years_of_experience: number | null;
}

interface SkillsEditorProps {
  category: Category | null;
  value: ChosenSkill[];
  onChange: (skills: ChosenSkill[]) => void;
  /** A message from the server for `skills`. */
  error?: string;
}

const sameSkill = (a: ChosenSkill, b: { id?: number; name: string }) =>
  a.id !== undefined && b.id !== undefined ? a.id === b.id : skillSlug(a.name) === skillSlug(b.name);

/**
 * Skills grouped by type (designers read 'Design skills' and 'Design tools'), each with a primary
 * star (at most 5) and years of experience; at least one skill stays.
 */
export function SkillsEditor({ category, value, onChange, error }: SkillsEditorProps) {
  const [message, setMessage] = useState<string | null>(null);
  const primaries = value.filter((skill) => skill.primary).length;
  const update = (index: number, patch: Partial<ChosenSkill>) =>
    onChange(value.map((skill, i) => (i === index ? { ...skill, ...patch } : skill)));

  const add = (skill: { id?: number; name: string; type?: SkillType }) => {
    if (value.some((chosen) => sameSkill(chosen, skill))) {
      setMessage(format(peopleMessages.profile.skillDuplicate, { name: skill.name }));
      return;
    }
    setMessage(null);
    onChange([
      ...value,
      { ...skill, type: skill.type ?? 'other', primary: false, years_of_experience: null },
    ]);
  };
  const remove = (index: number) => {
    if (value.length === 1) {
      setMessage(peopleMessages.profile.skillRequired);
      return;
    }
    setMessage(null);
    onChange(value.filter((_, i) => i !== index));
  };
  const togglePrimary = (index: number) => {
    const skill = value[index];
    if (!skill) return;
    if (!skill.primary && primaries >= MAX_PRIMARY_SKILLS) {
      setMessage(peopleMessages.profile.primarySkillsMax);
      return;
    }
    setMessage(null);
    update(index, { primary: !skill.primary });
  };

  const groups = skillGroupOrder(category)
    .map((type) => ({
      type,
      items: value.map((skill, index) => ({ skill, index })).filter(({ skill }) => skill.type === type),
    }))
    .filter((group) => group.items.length > 0);

  return (
    <Stack gap="md">
      <SkillSearch
        label="Add a skill"
        exclude={new Set(value.flatMap((skill) => (skill.id ? [skill.id] : [])))}
        onAdd={add}
        error={message ?? error}
      />
      <Text size="sm" c="dimmed">
        Mark up to {MAX_PRIMARY_SKILLS} primary skills with the star ({primaries} of {MAX_PRIMARY_SKILLS}).
      </Text>
      {groups.map(({ type, items }) => (
        <Stack key={type} gap="xs">
          <Title order={4} fz="sm" tt="uppercase" c="dimmed">
            {skillGroupLabel(type, category)}
          </Title>
          {items.map(({ skill, index }) => (
            <Paper key={skill.id ?? `new-${skill.name}`} withBorder p="xs" radius="md">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Tooltip label={skill.primary ? 'Primary skill' : 'Mark as primary'}>
                    <ActionIcon
                      variant="subtle"
                      color={skill.primary ? 'yellow' : 'gray'}
                      aria-label={`Primary skill: ${skill.name}`}
                      aria-pressed={skill.primary}
                      onClick={() => togglePrimary(index)}
                    >
                      {skill.primary ? (
                        <IconStarFilled size={18} aria-hidden="true" />
                      ) : (
                        <IconStar size={18} aria-hidden="true" />
                      )}
                    </ActionIcon>
                  </Tooltip>
                  <Text size="sm" fw={500} truncate>
                    {skill.name}
                  </Text>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <NumberInput
                    aria-label={`Years of experience with ${skill.name}`}
                    placeholder="Years"
                    w={84}
                    size="xs"
                    min={0}
                    max={80}
                    allowDecimal={false}
                    allowNegative={false}
                    value={skill.years_of_experience ?? ''}
                    onChange={(years) =>
                      update(index, { years_of_experience: typeof years === 'number' ? years : null })
                    }
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Remove ${skill.name}`}
                    onClick={() => remove(index)}
                  >
                    <IconX size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
