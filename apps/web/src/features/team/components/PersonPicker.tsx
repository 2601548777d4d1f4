import { projectsMessages } from '@kazi/shared/messages/projects';
import { searchesEmails } from '@kazi/shared/team/pickers';
import type { CandidateRole, TeamUser } from '@kazi/shared/team/schemas';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useUser } from '@/features/auth/api/use-user.ts';
import { useCandidates } from '../api/candidates.ts';

interface PersonPickerProps {
  kind: CandidateRole;
  label: string;
  value: TeamUser | null;
  onChange: (person: TeamUser | null) => void;
  /** People not to offer (already on the team). */
  exclude?: readonly number[];
  placeholder?: string;
  description?: string;
  error?: string | undefined;
  disabled?: boolean;
  /** Empties itself after a choice (the "Add developer" picker). */
  resetOnPick?: boolean;
  /** The project whose owner this picker changes: the server offers whom it may be handed to. */
  projectId?: number;
}

/**
 * A searchable person picker over `GET team-candidates/` (one person: the owner, cm and cso
 * slots, or one developer at a time). The server searches; the list shows what it answers.
 */
export function PersonPicker({
  kind,
  label,
  value,
  onChange,
  exclude = [],
  placeholder,
  description,
  error,
  disabled = false,
  resetOnPick = false,
  projectId,
}: PersonPickerProps) {
  const user = useUser();
  const hint =
    placeholder ??
    (searchesEmails(user) ? projectsMessages.team.searchPeople : projectsMessages.team.searchPeopleByName);
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search, 250);
  const typed = value && search === value.display_name ? '' : debounced;
  const candidates = useCandidates(kind, typed, exclude, opened && !disabled, projectId ?? null);

  const people = useMemo(() => {
    const found = candidates.data?.results ?? [];
    const all = value && !found.some((p) => p.id === value.id) ? [value, ...found] : found;
    return new Map(all.map((person) => [String(person.id), person]));
  }, [candidates.data, value]);
  // The label is the name alone, the same before and after the list loads: Mantine's Select
  // puts a changed label of the chosen option back into the input, over what is being typed.
  const data = [...people.values()].map((person) => ({
    value: String(person.id),
    label: person.display_name,
  }));
  const optionText = (id: string, name: string) => {
    const person = people.get(id);
    return person && 'type_label' in person ? `${name} · ${person.type_label}` : name;
  };

  return (
    <Select
      label={label}
      description={description}
      placeholder={hint}
      data={data}
      value={value ? String(value.id) : null}
      onChange={(id) => {
        const person = id ? people.get(id) : undefined;
        onChange(
          person ? { id: person.id, display_name: person.display_name, avatar_url: person.avatar_url } : null,
        );
        if (resetOnPick) setSearch('');
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable={!resetOnPick}
      filter={({ options }) => options}
      renderOption={({ option }) => optionText(option.value, option.label)}
      nothingFoundMessage={candidates.isFetching ? 'Searching…' : 'Nobody found'}
      onDropdownOpen={() => setOpened(true)}
      rightSection={candidates.isFetching && opened ? <Loader size={14} aria-hidden="true" /> : undefined}
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
