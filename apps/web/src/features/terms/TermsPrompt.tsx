import { can } from '@kazi/shared/auth/permissions';
import { DEVELOPER_PLATFORM_CONDITIONS as TERMS } from '@kazi/shared/legal/developer-platform-conditions';
import { format } from '@kazi/shared/messages/format';
import { peopleMessages } from '@kazi/shared/messages/people';
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useUpdateAccount } from '@/features/account/api/account.ts';
import { useUser } from '@/features/auth/api/use-user.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { notifyInfo, notifySuccess } from '@/lib/notify.ts';
import { TermsModal } from './components/TermsModal.tsx';
import { promptWaitsOn, rememberAnswer, wasAnsweredThisSession } from './prompt-state.ts';

const T = peopleMessages.terms;

/**
 * The blocking terms prompt: developers and clients (`terms.must_agree`) who have
 * not agreed to the latest terms are asked once per session; 'I agree' records `agreed_at`,
 * 'I don't agree' `disagreed_at` (the server's time).
 */
export default function TermsPrompt() {
  const user = useUser();
  const update = useUpdateAccount();
  const [answered, setAnswered] = useState(() => wasAnsweredThisSession(user.id));
  const [reading, setReading] = useState(false);
  const { pathname } = useLocation();
  const opened =
    can(user, 'terms.must_agree') && !user.has_agreed_latest_terms && !answered && !promptWaitsOn(pathname);

  const answer = (agree: boolean) => {
    const now = new Date().toISOString();
    update.mutate(agree ? { agreed_at: now } : { disagreed_at: now }, {
      onSuccess: () => {
        rememberAnswer(user.id);
        setAnswered(true);
        if (agree) notifySuccess(T.agreed);
        else notifyInfo(T.disagreed);
      },
    });
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={() => {}}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        trapFocus
        centered
        title={T.promptTitle}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <Stack gap="md">
          <Text size="sm">{format(T.promptText, { title: TERMS.title, date: TERMS.lastUpdated })}</Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setReading(true)}
          >
            {T.read}
          </Anchor>
          {update.isError ? (
            <Alert role="alert" color="red" variant="light">
              {errorMessage(update.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => answer(false)} disabled={update.isPending}>
              {T.disagree}
            </Button>
            <Button onClick={() => answer(true)} loading={update.isPending}>
              {T.agree}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <TermsModal opened={reading} onClose={() => setReading(false)} />
    </>
  );
}
