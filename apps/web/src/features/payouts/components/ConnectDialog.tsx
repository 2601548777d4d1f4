import { peopleMessages } from '@kazi/shared/messages/people';
import { PAYOUT_PROVIDER_LABELS, type PayoutProviderName } from '@kazi/shared/payouts/rules';
import type { PayoneerConnectResult } from '@kazi/shared/payouts/schemas';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import type { IbanConnected, WiseConnected } from '../api/payout-methods.ts';
import { PayoutMethodForm } from './PayoutMethodForm.tsx';
import { IBAN_FORM, PAYONEER_FORM, WISE_FORM } from './payout-forms.ts';

export interface DialogState {
  provider: PayoutProviderName;
  mode: 'connect' | 'change';
  /** What the form starts with (the name of the account being changed). */
  defaults: Record<string, string>;
}

interface ConnectDialogProps {
  state: DialogState | null;
  /** The stored failure of the open method. */
  error: string | null;
  /** A Payoneer setup to finish: the message and its Setup link. */
  setup: PayoneerConnectResult | null;
  onClose: () => void;
  onFailed: (provider: PayoutProviderName, message: string | null) => void;
  onActiveConnected: (provider: 'iban' | 'wise', result: IbanConnected | WiseConnected) => void;
  onPayoneerConnected: (result: PayoneerConnectResult) => void;
}

/** The provider's form in a dialog; after a Payoneer connect, the Setup link instead. */
export function ConnectDialog({
  state,
  error,
  setup,
  onClose,
  onFailed,
  onActiveConnected,
  onPayoneerConnected,
}: ConnectDialogProps) {
  const provider = state?.provider ?? 'iban';
  const label = PAYOUT_PROVIDER_LABELS[provider];
  const title = state?.mode === 'change' ? `Change your ${label} account` : `Connect ${label}`;
  const common = {
    error,
    onCancel: onClose,
    onFailed: (message: string | null) => onFailed(provider, message),
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={state !== null}
      onClose={onClose}
      title={title}
      centered
    >
      {setup ? (
        <Stack gap="md">
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
            <Text size="sm">{setup.message}</Text>
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Done
            </Button>
            {setup.redirect_url ? (
              <Button
                component="a"
                href={setup.redirect_url}
                target="_blank"
                rel="noopener noreferrer"
                rightSection={<IconExternalLink size={16} aria-hidden="true" />}
              >
                {peopleMessages.payouts.setupLink}
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : state?.provider === 'iban' ? (
        <PayoutMethodForm
          key="iban"
          {...common}
          spec={IBAN_FORM}
          defaults={state.defaults}
          onConnected={(result) => onActiveConnected('iban', result)}
        />
      ) : state?.provider === 'wise' ? (
        <PayoutMethodForm
          key="wise"
          {...common}
          spec={WISE_FORM}
          defaults={state.defaults}
          onConnected={(result) => onActiveConnected('wise', result)}
        />
      ) : state?.provider === 'payoneer' ? (
        <PayoutMethodForm
          key="payoneer"
          {...common}
          spec={PAYONEER_FORM}
          defaults={state.defaults}
          onConnected={onPayoneerConnected}
        />
      ) : null}
    </Modal>
  );
}
