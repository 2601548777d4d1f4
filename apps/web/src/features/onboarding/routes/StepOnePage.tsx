import { zodResolver } from '@hookform/resolvers/zod';
import { isTalentType } from '@kazi/shared/auth/roles';
import { peopleMessages } from '@kazi/shared/messages/people';
import { formatPhone } from '@kazi/shared/phone/phone';
import { type StepOneValues, stepOneForm } from '@kazi/shared/profile/forms';
import type { Profile } from '@kazi/shared/profile/schemas';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { profileFormData, useProfile, useUpdateProfile } from '@/features/profile-details/api/profile.ts';
import { AvatarField } from '@/features/profile-details/components/AvatarField.tsx';
import { NameFields, PhoneField } from '@/features/profile-details/components/BiodataFields.tsx';
import { IdDocumentField } from '@/features/profile-details/components/IdDocumentField.tsx';
import { FILE_KEYS, useProfileFiles } from '@/features/profile-details/lib/use-profile-files.ts';
import { showServerErrors } from '@/lib/forms/server-errors.ts';
import { useMoveStage } from '../api/stage.ts';
import { StageGate } from '../components/StageGate.tsx';
import { StepLoader } from '../components/StepLoader.tsx';
import { WizardStep } from '../components/WizardStep.tsx';

const FIELDS = ['first_name', 'last_name', 'phone_number'];

function StepOneForm({ profile }: { profile: Profile }) {
  const user = useUser();
  const talent = isTalentType(user.type);
  const save = useUpdateProfile();
  const move = useMoveStage();
  const files = useProfileFiles();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<StepOneValues>({
    resolver: zodResolver(stepOneForm),
    mode: 'onTouched',
    defaultValues: {
      first_name: profile.user.first_name,
      last_name: profile.user.last_name,
      phone_number: formatPhone(profile.phone_number),
    },
  });
  const { errors, isValid } = form.formState;
  const [first, last, phone] = form.watch(['first_name', 'last_name', 'phone_number']);
  const blank = [first, last, phone].some((value) => !value?.trim());
  const missingId = talent && !profile.id_document && !files.idDocument;
  const badFile = files.invalid;
  const submitting = save.isPending || move.isPending;

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    files.clearErrors();
    const payload = profileFormData(
      { first_name: values.first_name, last_name: values.last_name },
      { phone_number: values.phone_number },
      { image: files.avatar, id_document: talent ? files.idDocument : null },
    );
    try {
      await save.mutateAsync(payload);
      await move.mutateAsync('two');
    } catch (error) {
      files.showServerErrors(error);
      setAlert(showServerErrors(error, form.setError, FIELDS, FILE_KEYS));
    }
  });

  return (
    <WizardStep
      step={1}
      title={peopleMessages.onboarding.personalDetails}
      description="Tell us who you are and how to reach you."
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <ErrorAlert>{alert}</ErrorAlert>
          <AvatarField currentUrl={profile.image} name={first} {...files.avatarField} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NameFields register={form.register} errors={errors} />
          </SimpleGrid>
          <PhoneField register={form.register} errors={errors} />
          {talent ? (
            <IdDocumentField current={profile.id_document} {...files.idDocumentField} required />
          ) : null}
          <Group justify="flex-end">
            <Button
              type="submit"
              size="md"
              disabled={submitting || blank || !isValid || missingId || badFile}
            >
              {submitting ? 'Loading…' : 'Next'}
            </Button>
          </Group>
        </Stack>
      </form>
    </WizardStep>
  );
}

/** /onboard/step-one: names, phone, picture and, for talents, the ID document. */
export function StepOnePage() {
  const profile = useProfile();
  return (
    <StageGate stage="one">
      <StepLoader
        pending={profile.isPending}
        error={profile.error}
        onRetry={() => profile.refetch()}
        retrying={profile.isFetching}
      >
        {() => <StepOneForm profile={profile.data as Profile} />}
      </StepLoader>
    </StageGate>
  );
}
