import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useCountries } from '../api/countries.ts';

type CountrySelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string;
  onChange: (code: string) => void;
};

/** A searchable country picker (NL, UG, NG, EG and KE first); the value is the ISO code. */
export function CountrySelect({ value, onChange, ...props }: CountrySelectProps) {
  const countries = useCountries();
  const data = useMemo(
    () => (countries.data ?? []).map((country) => ({ value: country.code, label: country.name })),
    [countries.data],
  );
  return (
    <Select
      searchable
      data={data}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      nothingFoundMessage="No country found"
      placeholder={countries.isPending ? 'Loading countries…' : 'Choose a country'}
      disabled={countries.isError}
      aria-invalid={Boolean(props.error) || undefined}
      {...props}
    />
  );
}
