import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { ZodType } from 'zod';
import { applyServerErrors, serverAlert } from '@/lib/forms/server-errors.ts';
import { ConnectFormShell } from './ConnectFormShell.tsx';

interface PayoutField<T extends FieldValues> {
  name: Path<T>;
  label: string;
  autoComplete: string;
  type?: 'email';
  description?: string;
  /** Account numbers: no spell check. */
  code?: boolean;
}

/** What makes one provider's connect form: its shared schema, fields, call and button. */
export interface PayoutFormSpec<T extends FieldValues, Result> {
  schema: ZodType<T, T>;
  empty: T;
  /** Values the person does not choose (Wise's account type). */
  fixed?: Partial<T>;
  fields: readonly PayoutField<T>[];
  submitLabel: string;
  useConnect: () => UseMutationResult<Result, Error, T>;
  /** The body sent for the form's values (Payoneer adds where to come back to). */
  toBody?: (values: T) => T;
}

interface PayoutMethodFormProps<T extends FieldValues, Result> {
  spec: PayoutFormSpec<T, Result>;
  defaults: Partial<T>;
  error: string | null;
  onConnected: (result: Result) => void;
  onFailed: (message: string | null) => void;
  onCancel: () => void;
}

/** A payout provider's connect form: the fields of `spec`, validated by its shared schema. */
export function PayoutMethodForm<T extends FieldValues, Result>({
  spec,
  defaults,
  error,
  onConnected,
  onFailed,
  onCancel,
}: PayoutMethodFormProps<T, Result>) {
  const connect = spec.useConnect();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<T>({
    resolver: zodResolver(spec.schema) as unknown as Resolver<T>,
    mode: 'onSubmit',
    defaultValues: { ...spec.empty, ...defaults, ...spec.fixed } as DefaultValues<T>,
  });
  const names = spec.fields.map((field) => field.name);
  const submit = handleSubmit((values) =>
    connect.mutate(spec.toBody ? spec.toBody(values) : values, {
      onSuccess: onConnected,
      onError: (failure) => onFailed(serverAlert(failure, applyServerErrors(failure, setError, names).rest)),
    }),
  );
  return (
    <ConnectFormShell
      onSubmit={submit}
      onCancel={onCancel}
      error={error}
      pending={connect.isPending}
      blocked={isSubmitted && Object.keys(errors).length > 0}
      submitLabel={spec.submitLabel}
    >
      {spec.fields.map((field, index) => (
        <TextInput
          key={field.name}
          label={field.label}
          type={field.type}
          description={field.description}
          autoComplete={field.autoComplete}
          spellCheck={field.code ? false : undefined}
          data-autofocus={index === 0 ? true : undefined}
          error={errors[field.name]?.message as string | undefined}
          {...register(field.name)}
        />
      ))}
    </ConnectFormShell>
  );
}
