import type { Skill } from '@kazi/shared/reference/schemas';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useSkillSearch } from '../api/talent-profiles.ts';

interface SkillPickerProps {
  label: string;
  value: Skill[];
  onChange: (skills: Skill[]) => void;
  error?: string;
}

/** Skills of a project or a job, chosen from the catalogue (search debounced by 100 ms). */
export function SkillPicker({ label, value, onChange, error }: SkillPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 100);
  const found = useSkillSearch(debounced);
  const known = useMemo(() => {
    const map = new Map<number, Skill>(value.map((skill) => [skill.id, skill]));
    for (const skill of found.data?.results ?? []) if (!map.has(skill.id)) map.set(skill.id, skill);
    return map;
  }, [value, found.data]);
  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : 'Search skills'}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={[...known.values()].map((skill) => ({ value: String(skill.id), label: skill.name }))}
      value={value.map((skill) => String(skill.id))}
      onChange={(ids) =>
        onChange(ids.map((id) => known.get(Number(id))).filter((s): s is Skill => Boolean(s)))
      }
      nothingFoundMessage={debounced ? 'No skill found' : 'Type to search'}
      maxValues={30}
      error={error}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
