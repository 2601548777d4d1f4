import type { Page } from '@kazi/shared/api/pagination';
import { format } from '@kazi/shared/messages/format';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { isDuplicateSkill } from '@kazi/shared/projects/rules';
import type { Skill } from '@kazi/shared/reference/schemas';
import { TagsInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api/client.ts';

/** Skills suggestions are searched 100 ms after the last key. */
const SKILLS_DEBOUNCE_MS = 100;

interface SkillsInputProps {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}

/**
 * Skills: Enter adds the typed text; a skill typed twice shows '{skill} is
 * already a skill'; suggestions come from the catalogue, without the chosen ones.
 */
export function SkillsInput({ value, onChange, error }: SkillsInputProps) {
  const [search, setSearch] = useState('');
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const [term] = useDebouncedValue(search.trim(), SKILLS_DEBOUNCE_MS);
  const suggestions = useQuery({
    queryKey: ['skills', 'search', term],
    queryFn: ({ signal }) => api.get<Page<Skill>>('skills/', { search: term, page_size: 8 }, signal),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const data = (suggestions.data?.results ?? [])
    .map((skill) => skill.name)
    .filter((name) => !isDuplicateSkill(value, name));
  return (
    <TagsInput
      label="Skills"
      description="Type a skill and press Enter, or pick a suggestion."
      placeholder={value.length ? undefined : 'e.g. React'}
      value={value}
      onChange={(next) => {
        setDuplicate(null);
        const unique: string[] = [];
        for (const skill of next) {
          if (isDuplicateSkill(unique, skill)) setDuplicate(skill);
          else unique.push(skill.trim());
        }
        onChange(unique);
      }}
      onDuplicate={(skill) => setDuplicate(skill)}
      searchValue={search}
      onSearchChange={(next) => {
        setSearch(next);
        if (next) setDuplicate(null);
      }}
      data={data}
      filter={({ options }) => options}
      maxTags={50}
      clearable
      error={duplicate ? format(projectsMessages.projects.skillDuplicate, { skill: duplicate }) : error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
