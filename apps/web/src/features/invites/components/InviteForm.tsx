import { zodResolver } from '@hookform/resolvers/zod';
import { CATEGORIES, USER_TYPE_LABELS, USER_TYPES } from '@kazi/shared/auth/roles';
import { invitableTypes } from '@kazi/shared/invites/policy';
import { inviteCreateBody } from '@kazi/shared/invites/schemas';
import { peopleMessages } from '@kazi/shared/messages/people';
import { Button, Card, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useUser } from '@/features/auth/api/use-user.ts';
import { ApiError } from '@/lib/api/errors.ts';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useCreateInvite } from '../api/invites.ts';

const I = peopleMessages.invites;
/** `inviteCreateBody`'s fields; the type as the Select holds it (its value's text). */
const form = inviteCreateBody.pick({ email: true, first_name: true, last_name: true }).extend({
  type: z.string({ error: I.typeRequired }).min(1, I.typeRequired),
  category: z.enum(CATEGORIES),
});
type Values = z.infer<typeof form>;
const EMPTY: Values = {
  email: '',
  first_name: '',
  last_name: '',
  type: String(USER_TYPES.developer),
  category: 'developer',
};
const CATEGORY_LABELS = { developer: 'Developer', designer: 'Designer' } as const;

/**
 * The invite form: everyone who may invite sees Developer; admins every type. The
 * category shows only for developers. A failure shows the first email error under the field.
 */
export function InviteForm() {
  const user = useUser();
  const create = useCreateInvite();
  const types = invitableTypes(user).map((type) => ({ value: String(type), label: USER_TYPE_LABELS[type] }));
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(form), defaultValues: EMPTY });
  const isDeveloper = watch('type') === String(USER_TYPES.developer);

  const submit = handleSubmit((values) =>
    create.mutate(
      {
        email: values.email,
        first_name: values.first_name,
        last_name: values.last_name,
        type: Number(values.type) as 1,
        ...(isDeveloper ? { category: values.category } : {}),
      },
      {
        onSuccess: () => {
          reset(EMPTY);
          notifySuccess(I.sent);
        },
        onError: (error) => {
          const { placed } = applyServerErrors(error, setError, ['email', 'first_name', 'last_name', 'type']);
          const email = placed.find((field) => field.name === 'email');
          notifyError(email ? new ApiError(400, { email: [email.message] }) : error);
        },
      },
    ),
  );

  return (
    <Card maw={720}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First name" error={errors.first_name?.message} {...register('first_name')} />
            <TextInput label="Last name" error={errors.last_name?.message} {...register('last_name')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <Select
                  label="User type"
                  data={types}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  error={errors.type?.message}
                  aria-invalid={Boolean(errors.type)}
                />
              )}
            />
            {isDeveloper ? (
              <Controller
                control={control}
                name="category"
                render={({ field }) => (
                  <Select
                    label="Category"
                    data={CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? 'developer')}
                    allowDeselect={false}
                  />
                )}
              />
            ) : null}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Send invite
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
