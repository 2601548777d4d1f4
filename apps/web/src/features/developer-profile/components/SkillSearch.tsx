import type { Skill } from '@kazi/shared/reference/schemas';
import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSkillSearch } from '../api/talent-profiles.ts';

interface SkillSearchProps {
  label: string;
  /** Ids already chosen: left out of the suggestions. */
  exclude: ReadonlySet<number>;
  /** A catalogue skill, or free text (Enter) as `{ name }`. */
  onAdd: (skill: Skill | { name: string }) => void;
  error?: string;
}

/** Adds a skill: suggestions searched with a 100 ms debounce; Enter adds the text as it is. */
export function SkillSearch({ label, exclude, onAdd, error }: SkillSearchProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 100);
  const found = useSkillSearch(debounced);
  const options = (found.data?.results ?? []).filter((skill) => !exclude.has(skill.id));

  const add = (skill: Skill | { name: string }) => {
    onAdd(skill);
    setText('');
    combobox.closeDropdown();
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        const skill = options.find((option) => String(option.id) === value);
        if (skill) add(skill);
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          description="Type to search; press Enter to add a skill that is not in the list."
          placeholder="e.g. TypeScript"
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (combobox.getSelectedOptionIndex() !== -1 && combobox.dropdownOpened) return;
            const name = text.trim();
            if (!name) return;
            const exact = options.find((option) => option.name.toLowerCase() === name.toLowerCase());
            add(exact ?? { name });
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!text.trim() || options.length === 0}>
        <Combobox.Options>
          {options.map((skill) => (
            <Combobox.Option value={String(skill.id)} key={skill.id}>
              {skill.name}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
