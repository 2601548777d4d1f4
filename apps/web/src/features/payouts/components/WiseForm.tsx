import { zodResolver } from '@hookform/resolvers/zod';
import { type WiseBody, wiseBody } from '@kazi/shared/payouts/schemas';
import { TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useConnectWise, type WiseConnected } from '../api/payout-methods.ts';
import { placeServerErrors } from '../lib/server-errors.ts';
import { ConnectFormShell } from './ConnectFormShell.tsx';

interface WiseFormProps {
  defaults: Partial<WiseBody>;
  error: string | null;
  onConnected: (result: WiseConnected) => void;
  onFailed: (message: string | null) => void;
  onCancel: () => void;
}

/** Wise (spec 002 §5): e-mail format, name not blank, a valid IBAN; account type 'Iban'. */
export function WiseForm({ defaults, error, onConnected, onFailed, onCancel }: WiseFormProps) {
  const connect = useConnectWise();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<WiseBody>({
    resolver: zodResolver(wiseBody),
    mode: 'onSubmit',
    defaultValues: { email: '', account_name: '', iban: '', ...defaults, account_type: 'Iban' },
  });
  const submit = handleSubmit((values) =>
    connect.mutate(values, {
      onSuccess: onConnected,
      onError: (failure) => onFailed(placeServerErrors(failure, setError, ['email', 'account_name', 'iban'])),
    }),
  );
  return (
    <ConnectFormShell
      onSubmit={submit}
      onCancel={onCancel}
      error={error}
      pending={connect.isPending}
      blocked={isSubmitted && Object.keys(errors).length > 0}
      submitLabel="Connect Wise"
    >
      <TextInput
        label="Wise email address"
        type="email"
        autoComplete="email"
        data-autofocus
        error={errors.email?.message}
        {...register('email')}
      />
      <TextInput
        label="Account holder name"
        autoComplete="name"
        error={errors.account_name?.message}
        {...register('account_name')}
      />
      <TextInput
        label="IBAN"
        description="The IBAN of your Wise account"
        autoComplete="off"
        spellCheck={false}
        error={errors.iban?.message}
        {...register('iban')}
      />
    </ConnectFormShell>
  );
}
