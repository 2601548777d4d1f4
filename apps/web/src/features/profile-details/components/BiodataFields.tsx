import type { StepOneValues } from '@kazi/shared/profile/forms';
import { TextInput } from '@mantine/core';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';

interface BiodataFieldProps<T extends StepOneValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<StepOneValues>;
}

/** First and last name, two cells of the caller's grid (onboarding step one, personal details). */
export function NameFields<T extends StepOneValues>({ register, errors }: BiodataFieldProps<T>) {
  return (
    <>
      <TextInput
        label="First name"
        autoComplete="given-name"
        withAsterisk
        error={errors.first_name?.message}
        {...register('first_name' as Path<T>)}
      />
      <TextInput
        label="Last name"
        autoComplete="family-name"
        withAsterisk
        error={errors.last_name?.message}
        {...register('last_name' as Path<T>)}
      />
    </>
  );
}

/** The phone number, with its country code. */
export function PhoneField<T extends StepOneValues>({ register, errors }: BiodataFieldProps<T>) {
  return (
    <TextInput
      label="Phone number"
      type="tel"
      autoComplete="tel"
      placeholder="+256 772 000 001"
      description="With your country code, e.g. +256"
      withAsterisk
      error={errors.phone_number?.message}
      {...register('phone_number' as Path<T>)}
    />
  );
}
