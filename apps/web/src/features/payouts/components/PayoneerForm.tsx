import { zodResolver } from '@hookform/resolvers/zod';
import { type PayoneerBody, type PayoneerConnectResult, payoneerBody } from '@kazi/shared/payouts/schemas';
import { TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useConnectPayoneer } from '../api/payout-methods.ts';
import { placeServerErrors } from '../lib/server-errors.ts';
import { ConnectFormShell } from './ConnectFormShell.tsx';

interface PayoneerFormProps {
  defaults: Partial<PayoneerBody>;
  error: string | null;
  onConnected: (result: PayoneerConnectResult) => void;
  onFailed: (message: string | null) => void;
  onCancel: () => void;
}

/** Payoneer (spec 002 §5): names not blank, e-mail format; sends next_url back to this page. */
export function PayoneerForm({ defaults, error, onConnected, onFailed, onCancel }: PayoneerFormProps) {
  const connect = useConnectPayoneer();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<PayoneerBody>({
    resolver: zodResolver(payoneerBody),
    mode: 'onSubmit',
    defaultValues: { first_name: '', last_name: '', payoneer_email: '', ...defaults },
  });
  const submit = handleSubmit((values) =>
    connect.mutate(
      { ...values, next_url: `${window.location.origin}/settings/payment` },
      {
        onSuccess: onConnected,
        onError: (failure) =>
          onFailed(placeServerErrors(failure, setError, ['first_name', 'last_name', 'payoneer_email'])),
      },
    ),
  );
  return (
    <ConnectFormShell
      onSubmit={submit}
      onCancel={onCancel}
      error={error}
      pending={connect.isPending}
      blocked={isSubmitted && Object.keys(errors).length > 0}
      submitLabel="Connect Payoneer"
    >
      <TextInput
        label="First name"
        autoComplete="given-name"
        data-autofocus
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <TextInput
        label="Last name"
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...register('last_name')}
      />
      <TextInput
        label="Payoneer email address"
        type="email"
        autoComplete="email"
        error={errors.payoneer_email?.message}
        {...register('payoneer_email')}
      />
    </ConnectFormShell>
  );
}
