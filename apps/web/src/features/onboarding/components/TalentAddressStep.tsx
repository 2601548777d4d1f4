import { zodResolver } from '@hookform/resolvers/zod';
import { peopleMessages } from '@kazi/shared/messages/people';
import { type AddressValues, talentAddressForm } from '@kazi/shared/profile/forms';
import { ADDRESS_FIELDS } from '@kazi/shared/profile/rules';
import type { Profile } from '@kazi/shared/profile/schemas';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { useUpdateProfile } from '@/features/profile-details/api/profile.ts';
import { AddressFields } from '@/features/profile-details/components/AddressFields.tsx';
import { showServerErrors } from '@/lib/forms/server-errors.ts';
import { useMoveStage } from '../api/stage.ts';
import { StepActions } from './StepActions.tsx';
import { WizardStep } from './WizardStep.tsx';

/** Step two for talents: the address, then step three. */
export function TalentAddressStep({ profile }: { profile: Profile }) {
  const save = useUpdateProfile();
  const move = useMoveStage();
  const back = useMoveStage();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<AddressValues>({
    resolver: zodResolver(talentAddressForm),
    mode: 'onTouched',
    defaultValues: {
      street: profile.street ?? '',
      plot_number: profile.plot_number ?? '',
      postal_code: profile.postal_code ?? '',
      city: profile.city ?? '',
      country: profile.country ?? '',
    },
  });
  const values = form.watch();
  const blank = ADDRESS_FIELDS.some((field) => !values[field]?.trim());
  const submitting = save.isPending || move.isPending;
  const submit = form.handleSubmit(async (address) => {
    setAlert(null);
    try {
      await save.mutateAsync(address);
      await move.mutateAsync('three');
    } catch (error) {
      setAlert(showServerErrors(error, form.setError, ADDRESS_FIELDS));
    }
  });
  return (
    <WizardStep
      step={2}
      title={peopleMessages.onboarding.address}
      description="Where do you live? We need it for your contracts and payouts."
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <ErrorAlert>{alert}</ErrorAlert>
          <AddressFields register={form.register} control={form.control} errors={form.formState.errors} />
          <StepActions
            submitLabel="Next"
            submitting={submitting}
            disabled={blank}
            onPrevious={() =>
              back.mutate('one', {
                onError: (error) => setAlert(showServerErrors(error, form.setError, [])),
              })
            }
            previousPending={back.isPending}
          />
        </Stack>
      </form>
    </WizardStep>
  );
}
