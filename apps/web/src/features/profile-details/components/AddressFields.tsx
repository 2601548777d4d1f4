import type { AddressValues } from '@kazi/shared/profile/forms';
import { SimpleGrid, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import { CountrySelect } from './CountrySelect.tsx';

interface AddressFieldsProps<T extends AddressValues> {
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors<AddressValues>;
  required?: boolean;
}

/** Street, number/plot, zip code, city and country (step two). */
export function AddressFields<T extends AddressValues>({
  register,
  control,
  errors,
  required = true,
}: AddressFieldsProps<T>) {
  const field = (name: keyof AddressValues) => register(name as Path<T>);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Street"
        autoComplete="address-line1"
        withAsterisk={required}
        error={errors.street?.message}
        {...field('street')}
      />
      <TextInput
        label="Number/Plot"
        autoComplete="address-line2"
        withAsterisk={required}
        error={errors.plot_number?.message}
        {...field('plot_number')}
      />
      <TextInput
        label="Zip code"
        autoComplete="postal-code"
        withAsterisk={required}
        error={errors.postal_code?.message}
        {...field('postal_code')}
      />
      <TextInput
        label="City"
        autoComplete="address-level2"
        withAsterisk={required}
        error={errors.city?.message}
        {...field('city')}
      />
      <Controller
        control={control}
        name={'country' as Path<T>}
        render={({ field: country }) => (
          <CountrySelect
            label="Country"
            withAsterisk={required}
            value={String(country.value ?? '')}
            onChange={country.onChange}
            onBlur={country.onBlur}
            ref={country.ref}
            error={errors.country?.message}
          />
        )}
      />
    </SimpleGrid>
  );
}
