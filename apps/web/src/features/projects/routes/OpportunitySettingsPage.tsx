import { zodResolver } from '@hookform/resolvers/zod';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { type OpportunityDetailsForm, opportunityDetailsForm } from '@kazi/shared/projects/create-schemas';
import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { FormDateField } from '@/components/ui/DateField.tsx';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useUpdateProject } from '../api/update.ts';
import { ArchiveButton } from '../components/ArchiveButton.tsx';
import { ConvertToProjectButton } from '../components/ConvertToProjectButton.tsx';
import { useProjectContext } from '../project-context.ts';

/**
 * Settings of an opportunity ("{base}/details", staff only): its details (title,
 * description, dates, contact), archive and un-archive, Convert to Project.
 */
export function OpportunitySettingsPage() {
  const { project } = useProjectContext();
  const update = useUpdateProject(project.id);
  const form = useForm<OpportunityDetailsForm>({
    resolver: zodResolver(opportunityDetailsForm),
    mode: 'onTouched',
    defaultValues: {
      title: project.title,
      description: project.description,
      expected_start_date: project.expected_start_date ?? '',
      expected_end_date: project.expected_end_date ?? '',
      contact_name: project.contact_name ?? '',
      contact_email: project.contact_email ?? '',
    },
  });
  if (!project.abilities.manage_opportunity) return <Navigate to="../details" replace />;
  const { errors, isDirty } = form.formState;
  const save = form.handleSubmit((values) =>
    update.mutate(
      { ...values, expected_end_date: values.expected_end_date || null },
      {
        onSuccess: (saved) => {
          notifySuccess(projectsMessages.projects.updated);
          if (!saved) return;
          form.reset({
            title: saved.title,
            description: saved.description,
            expected_start_date: saved.expected_start_date ?? '',
            expected_end_date: saved.expected_end_date ?? '',
            contact_name: saved.contact_name ?? '',
            contact_email: saved.contact_email ?? '',
          });
        },
        onError: (error) => {
          const fields = Object.keys(form.getValues());
          if (!applyServerErrors(error, form.setError, fields).placed.length) notifyError(error);
        },
      },
    ),
  );
  return (
    <Stack gap="lg">
      <Card component="form" onSubmit={save} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg">
            Opportunity Details
          </Title>
          <TextInput label="Title" required {...form.register('title')} error={errors.title?.message} />
          <Textarea
            label="Description"
            required
            autosize
            minRows={4}
            {...form.register('description')}
            error={errors.description?.message}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormDateField
              control={form.control}
              name="expected_start_date"
              label="Expected start date"
              required
              max="2099-12-31"
              error={errors.expected_start_date?.message}
            />
            <FormDateField
              control={form.control}
              name="expected_end_date"
              label="Expected end date"
              max="2099-12-30"
              error={errors.expected_end_date?.message}
            />
            <TextInput
              label="Contact name"
              required
              {...form.register('contact_name')}
              error={errors.contact_name?.message}
            />
            <TextInput
              type="email"
              label="Contact e-mail"
              required
              {...form.register('contact_email')}
              error={errors.contact_email?.message}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!isDirty}>
              Save details
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Status
          </Title>
          <Text size="sm" c="dimmed">
            {project.archived
              ? 'This opportunity is archived. Restore it to work on it again.'
              : 'Convert the opportunity into an active project once the client has agreed, or archive it when it will not go ahead.'}
          </Text>
          <Group gap="sm">
            {project.archived ? null : <ConvertToProjectButton projectId={project.id} />}
            <ArchiveButton projectId={project.id} title={project.title} archived={project.archived} />
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
