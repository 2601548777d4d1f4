import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { projectChoicesQuery } from '../api/invoice-form.ts';
import { choiceFeedback, useSearchedChoice } from './searched-choice.ts';

const M = invoicesMessages.invoices;

interface ProjectSelectProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}

/** The invoice form's project: a select that searches the projects the user may invoice by title. */
export function ProjectSelect({ value, onChange, onBlur, error }: ProjectSelectProps) {
  const choice = useSearchedChoice(value, onChange);
  const projects = useQuery(projectChoicesQuery(choice.term));
  const options = choice.withChosen(
    (projects.data?.results ?? []).map((project) => ({ value: String(project.id), label: project.title })),
  );

  return (
    <Select
      label={M.form.project}
      required
      data-autofocus
      {...choice.selectProps}
      data={options}
      onBlur={onBlur}
      {...choiceFeedback(projects, error)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
