import { format } from '@kazi/shared/messages/format';
import { peopleMessages } from '@kazi/shared/messages/people';
import {
  PAYOUT_PROVIDER_LABELS,
  PAYOUT_PROVIDERS,
  type PayoutProviderName,
} from '@kazi/shared/payouts/rules';
import type { PaymentProviderAccount, PayoneerConnectResult } from '@kazi/shared/payouts/schemas';
import { Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { errorMessage } from '@/lib/api/errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useMakeDefault, usePaymentProviders } from '../api/payout-methods.ts';
import { ConnectDialog, type DialogState } from './ConnectDialog.tsx';
import { ProviderCard } from './ProviderCard.tsx';

interface PaymentMethodsPanelProps {
  /** Opened from onboarding step three: another subtitle, no loading spinner. */
  fromSetup?: boolean;
}

type Question = {
  kind: 'ask-default' | 'confirm-default';
  account: { id: number; provider: PayoutProviderName };
};

/** The name the form starts with when an account is changed (never its number). */
function defaultsFor(account: PaymentProviderAccount | null): Record<string, string> {
  if (!account) return {};
  if (account.payment_provider === 'iban') return { account_holder: account.account_name };
  if (account.payment_provider === 'wise') return { account_name: account.account_name };
  const [first = '', ...rest] = account.account_name.split(' ');
  return { first_name: first, last_name: rest.join(' ') };
}

/**
 * Payment methods: the three cards, their dialogs, the default prompts. Used by
 * /settings/payment and by onboarding step three (`fromSetup`).
 */
export function PaymentMethodsPanel({ fromSetup = false }: PaymentMethodsPanelProps) {
  const providers = usePaymentProviders();
  const makeDefault = useMakeDefault();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [setup, setSetup] = useState<PayoneerConnectResult | null>(null);
  const [errors, setErrors] = useState<Partial<Record<PayoutProviderName, string>>>({});
  const [question, setQuestion] = useState<Question | null>(null);
  const [changing, setChanging] = useState<PaymentProviderAccount | null>(null);

  const accounts = providers.data?.payment_provider_accounts;
  const accountOf = (provider: PayoutProviderName) =>
    accounts ? (accounts.find((a) => a.payment_provider === provider) ?? null) : undefined;

  const openDialog = (
    provider: PayoutProviderName,
    mode: DialogState['mode'],
    account: PaymentProviderAccount | null,
  ) => {
    setSetup(null);
    setDialog({ provider, mode, defaults: defaultsFor(account) });
  };
  const closeDialog = () => {
    setDialog(null);
    setSetup(null);
  };
  const storeError = (provider: PayoutProviderName, message: string | null) =>
    setErrors((current) => ({ ...current, [provider]: message ?? undefined }));

  const confirmQuestion = () => {
    if (!question) return;
    makeDefault.mutate(question.account.id, {
      onSuccess: (result) => {
        notifySuccess(result.message);
        setQuestion(null);
      },
    });
  };
  const closeQuestion = () => {
    setQuestion(null);
    makeDefault.reset();
  };

  if (providers.isError && !providers.data) {
    return (
      <ErrorState
        error={providers.error}
        onRetry={() => providers.refetch()}
        retrying={providers.isFetching}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} fz="xl">
          {peopleMessages.payouts.title}
        </Title>
        <Text c="dimmed">
          {fromSetup ? peopleMessages.payouts.subtitleSetup : peopleMessages.payouts.subtitle}
        </Text>
      </Stack>
      {providers.isPending && !fromSetup ? (
        <Center py="xl">
          <Loader aria-label={peopleMessages.payouts.loading} />
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {PAYOUT_PROVIDERS.map((provider) => {
            const account = accountOf(provider);
            return (
              <ProviderCard
                key={provider}
                provider={provider}
                account={account}
                onConnect={() => openDialog(provider, 'connect', null)}
                onMakeDefault={() =>
                  account && setQuestion({ kind: 'confirm-default', account: { id: account.id, provider } })
                }
                onChange={() => account && setChanging(account)}
              />
            );
          })}
        </SimpleGrid>
      )}

      <ConnectDialog
        state={dialog}
        error={dialog ? (errors[dialog.provider] ?? null) : null}
        setup={setup}
        onClose={closeDialog}
        onFailed={storeError}
        onActiveConnected={(provider, result) => {
          storeError(provider, null);
          notifySuccess(result.message);
          closeDialog();
          if (!result.data.is_default) {
            setQuestion({ kind: 'ask-default', account: { id: result.data.id, provider } });
          }
        }}
        onPayoneerConnected={(result) => {
          storeError('payoneer', null);
          if (result.redirect_url) setSetup(result);
          else {
            notifySuccess(result.message);
            closeDialog();
          }
        }}
      />

      <ConfirmModal
        opened={changing !== null}
        title={changing ? `Change your ${PAYOUT_PROVIDER_LABELS[changing.payment_provider]} account?` : ''}
        message={peopleMessages.payouts.changeWarning}
        confirmLabel={peopleMessages.payouts.changeWarningYes}
        cancelLabel={peopleMessages.payouts.changeWarningNo}
        onCancel={() => setChanging(null)}
        onConfirm={() => {
          if (changing) openDialog(changing.payment_provider, 'change', changing);
          setChanging(null);
        }}
      />

      <ConfirmModal
        opened={question !== null}
        title={
          question?.kind === 'ask-default'
            ? 'Make it your default?'
            : question
              ? format('Make {provider} your default?', {
                  provider: PAYOUT_PROVIDER_LABELS[question.account.provider],
                })
              : ''
        }
        message={
          question?.kind === 'ask-default'
            ? peopleMessages.payouts.askDefault
            : peopleMessages.payouts.confirmDefault
        }
        confirmLabel={
          question?.kind === 'ask-default'
            ? peopleMessages.payouts.askDefaultYes
            : peopleMessages.payouts.confirmDefaultYes
        }
        cancelLabel={
          question?.kind === 'ask-default'
            ? peopleMessages.payouts.askDefaultNo
            : peopleMessages.payouts.confirmDefaultNo
        }
        loading={makeDefault.isPending}
        error={makeDefault.isError ? errorMessage(makeDefault.error) : null}
        onConfirm={confirmQuestion}
        onCancel={closeQuestion}
      />
    </Stack>
  );
}
