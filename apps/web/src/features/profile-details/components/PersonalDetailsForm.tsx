import { zodResolver } from '@hookform/resolvers/zod';
import { ROLE_LABELS } from '@kazi/shared/auth/roles';
import { formatPhone } from '@kazi/shared/phone/phone';
import { type PersonalDetailsValues, personalDetailsForm } from '@kazi/shared/profile/forms';
import { ADDRESS_FIELDS, personalAddressRequired, showsIdDocument } from '@kazi/shared/profile/rules';
import type { Profile } from '@kazi/shared/profile/schemas';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { showServerErrors } from '@/lib/forms/server-errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { profileFormData, useUpdateProfile } from '../api/profile.ts';
import { FILE_KEYS, useProfileFiles } from '../lib/use-profile-files.ts';
import { AddressFields } from './AddressFields.tsx';
import { AvatarField } from './AvatarField.tsx';
import { NameFields, PhoneField } from './BiodataFields.tsx';
import { FormSection } from './FormSection.tsx';
import { IdDocumentField } from './IdDocumentField.tsx';

const FIELDS = ['first_name', 'last_name', 'phone_number', ...ADDRESS_FIELDS];

function valuesOf(profile: Profile): PersonalDetailsValues {
  return {
    first_name: profile.user.first_name,
    last_name: profile.user.last_name,
    phone_number: formatPhone(profile.phone_number),
    street: profile.street ?? '',
    plot_number: profile.plot_number ?? '',
    postal_code: profile.postal_code ?? '',
    city: profile.city ?? '',
    country: profile.country ?? '',
  };
}

/**
 * Settings → Personal details: biodata, address and ID document; the role is read
 * only; project owners see neither the address nor the ID document.
 */
export function PersonalDetailsForm({ profile }: { profile: Profile }) {
  const user = useUser();
  const withAddress = personalAddressRequired(user.type);
  const withId = showsIdDocument(user.type);
  const save = useUpdateProfile();
  const files = useProfileFiles();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<PersonalDetailsValues>({
    resolver: zodResolver(personalDetailsForm(user.type)),
    defaultValues: valuesOf(profile),
  });
  const { errors } = form.formState;
  const filesInvalid = files.invalid;

  const submit = form.handleSubmit((values) => {
    if (filesInvalid) return;
    setAlert(null);
    files.clearErrors();
    const { first_name, last_name, ...rest } = values;
    const fields: Record<string, string> = { phone_number: rest.phone_number };
    if (withAddress) for (const field of ADDRESS_FIELDS) fields[field] = rest[field];
    const payload = profileFormData({ first_name, last_name }, fields, {
      image: files.avatar,
      id_document: withId ? files.idDocument : null,
    });
    save.mutate(payload, {
      onSuccess: (saved) => {
        files.forget();
        form.reset(valuesOf(saved));
        notifySuccess();
      },
      onError: (error) => {
        files.showServerErrors(error);
        setAlert(showServerErrors(error, form.setError, FIELDS, FILE_KEYS));
      },
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg" maw={760}>
        <ErrorAlert>{alert}</ErrorAlert>
        <FormSection title="Biodata">
          <AvatarField currentUrl={profile.image} name={profile.user.first_name} {...files.avatarField} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NameFields register={form.register} errors={errors} />
            <PhoneField register={form.register} errors={errors} />
            <TextInput label="Role" value={ROLE_LABELS[user.role]} readOnly variant="filled" />
          </SimpleGrid>
        </FormSection>
        {withAddress ? (
          <FormSection title="Address">
            <AddressFields register={form.register} control={form.control} errors={errors} />
          </FormSection>
        ) : null}
        {withId ? (
          <FormSection
            title="ID document"
            description="A passport or national ID card. Only you and Kazi admins can see it."
          >
            <IdDocumentField current={profile.id_document} {...files.idDocumentField} />
          </FormSection>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={filesInvalid}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
