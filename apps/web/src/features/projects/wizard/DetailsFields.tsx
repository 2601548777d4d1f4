import { projectsMessages } from '@kazi/shared/messages/projects';
import { NO_END_DATE, todayIso } from '@kazi/shared/projects/rules';
import { Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { DateField } from '@/components/ui/DateField.tsx';
import type { ProjectDraft } from './draft.ts';
import { SkillsInput } from './SkillsInput.tsx';

interface Props {
  draft: ProjectDraft;
  update: (patch: Partial<ProjectDraft>) => void;
  errors: Record<string, string>;
  kind: 'opportunity' | 'dedicated' | 'managed';
}

const TYPES = [
  { value: 'web', label: 'Web' },
  { value: 'mobile', label: 'Mobile' },
  { value: 'other', label: 'Other' },
];
const DURATIONS = [
  { value: '2w', label: 'Two weeks' },
  { value: '6m', label: 'Six months' },
  { value: 'permanent', label: 'Permanent' },
];
const CATEGORIES = [
  { value: 'project', label: 'Managed' },
  { value: 'dedicated', label: 'Dedicated Developers' },
];

/**
 * Title, description, type, dates (with the 'No end date' switch on projects), duration and
 * skills; on opportunities also the category and the client's contact.
 */
export function DetailsFields({ draft, update, errors, kind }: Props) {
  const opportunity = kind === 'opportunity';
  const startMax = draft.no_end_date || !draft.expected_end_date ? NO_END_DATE : draft.expected_end_date;
  const endMin = [todayIso(), draft.expected_start_date].filter(Boolean).sort().at(-1);
  return (
    <Stack gap="md">
      <TextInput
        label="Title"
        required
        maxLength={200}
        value={draft.title}
        onChange={(e) => update({ title: e.currentTarget.value })}
        error={errors.title}
      />
      <Textarea
        label="Description"
        required
        autosize
        minRows={4}
        value={draft.description}
        onChange={(e) => update({ description: e.currentTarget.value })}
        error={errors.description}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {opportunity ? (
          <Select
            label="Category"
            required
            data={CATEGORIES}
            value={draft.category || null}
            onChange={(value) => update({ category: (value ?? '') as ProjectDraft['category'] })}
            error={errors.category}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <Select
          label="Project type"
          required={kind === 'dedicated'}
          data={TYPES}
          value={draft.type || null}
          onChange={(value) => update({ type: (value ?? '') as ProjectDraft['type'] })}
          error={errors.type}
          clearable={kind !== 'dedicated'}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Expected duration"
          data={DURATIONS}
          value={draft.expected_duration || null}
          onChange={(value) =>
            update({ expected_duration: (value ?? '') as ProjectDraft['expected_duration'] })
          }
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <DateField
          label="Expected start date"
          required
          max={startMax}
          value={draft.expected_start_date}
          onChange={(value) => update({ expected_start_date: value })}
          error={errors.expected_start_date}
        />
        <Stack gap={6}>
          <DateField
            label="Expected end date"
            min={endMin}
            max={opportunity ? '2099-12-30' : NO_END_DATE}
            disabled={draft.no_end_date}
            value={draft.no_end_date ? '' : draft.expected_end_date}
            onChange={(value) => update({ expected_end_date: value })}
            error={errors.expected_end_date}
          />
          {opportunity ? null : (
            <Switch
              label={projectsMessages.projects.noEndDate}
              checked={draft.no_end_date}
              onChange={(e) => update({ no_end_date: e.currentTarget.checked })}
            />
          )}
        </Stack>
      </SimpleGrid>
      <SkillsInput value={draft.skills} onChange={(skills) => update({ skills })} error={errors.skills} />
      {opportunity ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Contact name"
            maxLength={200}
            value={draft.contact_name}
            onChange={(e) => update({ contact_name: e.currentTarget.value })}
            error={errors.contact_name}
          />
          <TextInput
            type="email"
            label="Contact e-mail"
            value={draft.contact_email}
            onChange={(e) => update({ contact_email: e.currentTarget.value })}
            error={errors.contact_email}
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
