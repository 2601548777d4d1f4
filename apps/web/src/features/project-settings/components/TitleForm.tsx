import { zodResolver } from '@hookform/resolvers/zod';
import { projectPatchBody } from '@kazi/shared/project-patch';
import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { Button, Card, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useUpdateProject } from '@/features/projects/api/update.ts';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifyError } from '@/lib/notify.ts';
import { notifyProjectUpdated } from '../notify.ts';

const titleForm = projectPatchBody.pick({ title: true, description: true }).required();
type TitleValues = z.input<typeof titleForm>;

/** Title and description: saving needs both and a change (Project settings). */
export function TitleForm({ project }: { project: ProjectDetail }) {
  const update = useUpdateProject(project.id);
  const form = useForm<TitleValues>({
    resolver: zodResolver(titleForm),
    values: { title: project.title, description: project.description },
  });
  const [title, description] = form.watch(['title', 'description']);
  const changed = title.trim() !== project.title || description.trim() !== project.description;
  const filled = Boolean(title.trim() && description.trim());
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: notifyProjectUpdated,
      onError: (error) => {
        if (
          applyServerErrors(error, form.setError, { title: 'title', description: 'description' }).rest.length
        ) {
          notifyError(error);
        }
      },
    }),
  );
  return (
    <Card component="section" aria-labelledby="settings-title">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} fz="lg" id="settings-title">
            Title and description
          </Title>
          <TextInput
            label="Title"
            required
            maxLength={200}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Textarea
            label="Description"
            required
            autosize
            minRows={3}
            maxRows={10}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!changed || !filled} loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
