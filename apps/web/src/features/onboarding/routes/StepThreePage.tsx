import { peopleMessages } from '@kazi/shared/messages/people';
import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { PaymentMethodsPanel } from '@/features/payouts/components/PaymentMethodsPanel.tsx';
import { errorMessage } from '@/lib/api/errors.ts';
import { paths } from '@/lib/paths.ts';
import { useHasPayoutAccount } from '../api/payout-accounts.ts';
import { useMoveStage } from '../api/stage.ts';
import { StageGate } from '../components/StageGate.tsx';
import { WizardStep } from '../components/WizardStep.tsx';

/**
 * Step three for talents: the payment methods ('How do you like to get paid?'). "Skip, I'll do
 * this later" or, once a payout method is connected (Wise, Payoneer or an IBAN), Done: both finish
 * onboarding and lead to the dashboard.
 */
function StepThree() {
  const navigate = useNavigate();
  const finish = useMoveStage();
  const back = useMoveStage();
  const connected = useHasPayoutAccount();
  const error = finish.error ?? back.error;
  const done = () =>
    finish.mutate('finish', { onSuccess: () => navigate(paths.dashboard, { replace: true }) });
  return (
    <WizardStep step={3} title={peopleMessages.onboarding.payments}>
      <Stack gap="lg">
        {error ? <ErrorAlert>{errorMessage(error)}</ErrorAlert> : null}
        <PaymentMethodsPanel fromSetup />
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            onClick={() => back.mutate('two')}
            loading={back.isPending}
            disabled={finish.isPending}
          >
            Previous Step
          </Button>
          {connected ? (
            <Button
              onClick={done}
              loading={finish.isPending}
              leftSection={<IconCheck size={16} aria-hidden="true" />}
            >
              Done
            </Button>
          ) : (
            <Button variant="subtle" onClick={done} loading={finish.isPending}>
              {peopleMessages.onboarding.skip}
            </Button>
          )}
        </Group>
      </Stack>
    </WizardStep>
  );
}

/** /onboard/step-three (talents only). */
export function StepThreePage() {
  return (
    <StageGate stage="three">
      <StepThree />
    </StageGate>
  );
}
