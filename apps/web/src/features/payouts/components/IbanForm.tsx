import { zodResolver } from '@hookform/resolvers/zod';
import { type IbanBody, ibanBody } from '@kazi/shared/payouts/schemas';
import { TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { type IbanConnected, useConnectIban } from '../api/payout-methods.ts';
import { placeServerErrors } from '../lib/server-errors.ts';
import { ConnectFormShell } from './ConnectFormShell.tsx';

interface IbanFormProps {
  defaults: Partial<IbanBody>;
  error: string | null;
  onConnected: (result: IbanConnected) => void;
  onFailed: (message: string | null) => void;
  onCancel: () => void;
}

/** IBAN (spec 002 §5): holder not blank ('Enter a valid name'), a valid IBAN ('Enter a valid IBAN'). */
export function IbanForm({ defaults, error, onConnected, onFailed, onCancel }: IbanFormProps) {
  const connect = useConnectIban();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<IbanBody>({
    resolver: zodResolver(ibanBody),
    mode: 'onSubmit',
    defaultValues: { account_holder: '', iban_number: '', ...defaults },
  });
  const submit = handleSubmit((values) =>
    connect.mutate(values, {
      onSuccess: onConnected,
      onError: (failure) => onFailed(placeServerErrors(failure, setError, ['account_holder', 'iban_number'])),
    }),
  );
  return (
    <ConnectFormShell
      onSubmit={submit}
      onCancel={onCancel}
      error={error}
      pending={connect.isPending}
      blocked={isSubmitted && Object.keys(errors).length > 0}
      submitLabel="Connect IBAN"
    >
      <TextInput
        label="Account holder name"
        autoComplete="name"
        data-autofocus
        error={errors.account_holder?.message}
        {...register('account_holder')}
      />
      <TextInput
        label="IBAN"
        description="As on your bank statement, e.g. NL91 ABNA 0417 1643 00"
        autoComplete="off"
        spellCheck={false}
        error={errors.iban_number?.message}
        {...register('iban_number')}
      />
    </ConnectFormShell>
  );
}
