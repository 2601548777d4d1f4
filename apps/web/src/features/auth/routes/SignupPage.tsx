import { zodResolver } from '@hookform/resolvers/zod';
import { permissionsOf } from '@kazi/shared/auth/permissions';
import { type Category, rolesOf, type UserType } from '@kazi/shared/auth/roles';
import { type PublicInvite, registerBody } from '@kazi/shared/invites/schemas';
import { DEVELOPER_PLATFORM_CONDITIONS as TERMS } from '@kazi/shared/legal/developer-platform-conditions';
import { peopleMessages } from '@kazi/shared/messages/people';
import { Anchor, Button, Checkbox, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { TermsModal } from '@/features/terms/components/TermsModal.tsx';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { paths } from '@/lib/paths.ts';
import { useInviteByKey, useRegister } from '../api/passwords.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { PasswordField } from '../components/PasswordField.tsx';

const I = peopleMessages.invites;

/** Whether this invitation's type is asked to agree to the terms (permission `terms.must_agree`). */
function asksForTerms(invite: PublicInvite): boolean {
  const roles = rolesOf({
    type: invite.type as UserType,
    category: invite.category as Category | null,
    is_admin: false,
    is_pay_admin: false,
    is_staff: false,
  });
  return permissionsOf(roles).includes('terms.must_agree');
}

const formFor = (mustAgree: boolean) =>
  registerBody
    .pick({ first_name: true, last_name: true, password: true })
    .required()
    .extend({
      agreed: mustAgree ? z.literal(true, { error: peopleMessages.terms.signupRequired }) : z.boolean(),
    });
type Values = z.infer<ReturnType<typeof formFor>>;

function SignupForm({ inviteKey, invite }: { inviteKey: string; invite: PublicInvite }) {
  const navigate = useNavigate();
  const registration = useRegister();
  const [reading, setReading] = useState(false);
  const mustAgree = asksForTerms(invite);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(formFor(mustAgree)),
    defaultValues: {
      first_name: invite.first_name,
      last_name: invite.last_name,
      password: '',
      agreed: false,
    },
  });

  const submit = handleSubmit((values) =>
    registration.mutate(
      {
        invite_key: inviteKey,
        first_name: values.first_name,
        last_name: values.last_name,
        password: values.password,
        agreed_to_terms: mustAgree ? values.agreed : undefined,
      },
      {
        onSuccess: ({ user }) =>
          navigate(user.can_contribute ? paths.dashboard : paths.onboard, { replace: true }),
        onError: (error) => {
          applyServerErrors(error, setError, {
            first_name: 'first_name',
            last_name: 'last_name',
            password: 'password',
          });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {registration.isError && !errors.password && !errors.first_name && !errors.last_name ? (
          <ErrorAlert>{errorMessage(registration.error)}</ErrorAlert>
        ) : null}
        <TextInput
          label="Email"
          value={invite.email}
          readOnly
          description={`Invited as ${invite.display_type}`}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </SimpleGrid>
        <PasswordField
          label="Password"
          autoComplete="new-password"
          withRules
          error={errors.password?.message}
          {...register('password')}
        />
        {mustAgree ? (
          <Stack gap={4}>
            <Checkbox
              label={`I agree to the ${TERMS.title}`}
              error={errors.agreed?.message}
              aria-invalid={Boolean(errors.agreed)}
              {...register('agreed')}
            />
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="left"
              ml={32}
              onClick={() => setReading(true)}
            >
              {peopleMessages.terms.read}
            </Anchor>
          </Stack>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={registration.isPending}>
          Create account
        </Button>
      </Stack>
      <TermsModal opened={reading} onClose={() => setReading(false)} />
    </form>
  );
}

/** `/signup/invite/:invitationKey`: the account of an invitation (email, type and category fixed). */
export function SignupPage() {
  const { invitationKey = '' } = useParams();
  const invite = useInviteByKey(invitationKey);
  return (
    <AuthCard title="Create your account" subtitle="You were invited to join Kazi.">
      {invite.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading the invitation">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : invite.isError ? (
        <ErrorAlert>
          <Text size="sm">
            {invite.error instanceof ApiError && invite.error.status === 404
              ? I.invalidKey
              : errorMessage(invite.error)}
          </Text>
        </ErrorAlert>
      ) : (
        <SignupForm inviteKey={invitationKey} invite={invite.data} />
      )}
    </AuthCard>
  );
}
