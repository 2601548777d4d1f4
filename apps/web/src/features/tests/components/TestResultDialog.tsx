import { testsMessages } from '@kazi/shared/messages/tests';
import { todayIso } from '@kazi/shared/projects/rules';
import {
  TEST_NOTES_MAX,
  TEST_TITLE_MAX,
  type TestResult,
  testResultCreateBody,
} from '@kazi/shared/test-results/schemas';
import { Button, Group, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDateField } from '@/components/ui/DateField.tsx';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { type FormIssues, issuesResolver } from '@/lib/forms/issues-resolver.ts';
import { showServerErrors } from '@/lib/forms/server-errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useSaveTestResult } from '../api/test-results.ts';
import { TestPersonPicker } from './TestPersonPicker.tsx';

const T = testsMessages.tests;

type Person = { id: number; display_name: string } | null;

interface TestResultDraft {
  user: Person;
  title: string;
  score: number | string;
  taken_on: string;
  reviewer: Person;
  notes: string;
}

const FIELDS = ['user', 'title', 'score', 'taken_on', 'reviewer', 'notes'] as const;

/** The body the form sends (POST and PATCH alike: every field). */
function bodyOf(draft: TestResultDraft) {
  return {
    user: draft.user ? { id: draft.user.id } : undefined,
    title: draft.title,
    score: draft.score === '' ? undefined : Number(draft.score),
    taken_on: draft.taken_on,
    reviewer: draft.reviewer ? { id: draft.reviewer.id } : null,
    notes: draft.notes,
  };
}

/** The shared body schema, its issues placed on the form's fields. */
function check(draft: TestResultDraft): FormIssues {
  const parsed = testResultCreateBody.safeParse(bodyOf(draft));
  if (parsed.success) return {};
  const issues: FormIssues = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'title');
    const message =
      field === 'user'
        ? T.developerRequired
        : field === 'taken_on' && !draft.taken_on
          ? T.dateRequired
          : issue.message;
    issues[field] ??= message;
  }
  return issues;
}

function draftOf(result: TestResult | null): TestResultDraft {
  if (!result) return { user: null, title: '', score: '', taken_on: '', reviewer: null, notes: '' };
  return {
    user: { id: result.user.id, display_name: result.user.display_name },
    title: result.title,
    score: result.score,
    taken_on: result.taken_on,
    reviewer: result.reviewer,
    notes: result.notes ?? '',
  };
}

interface TestResultDialogProps {
  opened: boolean;
  /** The result to edit; null adds one. */
  result: TestResult | null;
  onClose: () => void;
}

/** Add or edit a test result: developer, test name, score, date, reviewer and notes. */
export function TestResultDialog({ opened, result, onClose }: TestResultDialogProps) {
  const save = useSaveTestResult();
  const form = useForm<TestResultDraft>({ resolver: issuesResolver(check), defaultValues: draftOf(result) });
  const { errors } = form.formState;
  const [alert, setAlert] = useState<string | null>(null);

  useEffect(() => {
    if (opened) form.reset(draftOf(result));
  }, [opened, result, form]);

  const close = () => {
    save.reset();
    setAlert(null);
    onClose();
  };
  const submit = form.handleSubmit((draft) =>
    save.mutate(
      { id: result?.id ?? null, body: bodyOf(draft) as never },
      {
        onSuccess: () => {
          notifySuccess(result ? T.updated : T.added);
          close();
        },
        onError: (error) => setAlert(showServerErrors(error, form.setError, FIELDS)),
      },
    ),
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={result ? T.editTitle : T.addTitle}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <ErrorAlert>{alert}</ErrorAlert>
          <Controller
            control={form.control}
            name="user"
            render={({ field }) => (
              <TestPersonPicker
                kind="developer"
                label={T.developer}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.user?.message}
              />
            )}
          />
          <TextInput
            label={T.testName}
            required
            maxLength={TEST_TITLE_MAX}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Group grow align="flex-start">
            <Controller
              control={form.control}
              name="score"
              render={({ field }) => (
                <NumberInput
                  label={T.score}
                  description="0–100"
                  required
                  min={0}
                  max={100}
                  allowDecimal={false}
                  allowNegative={false}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.score?.message}
                />
              )}
            />
            <FormDateField
              control={form.control}
              name="taken_on"
              label={T.date}
              required
              max={todayIso()}
              error={errors.taken_on?.message}
            />
          </Group>
          <Controller
            control={form.control}
            name="reviewer"
            render={({ field }) => (
              <TestPersonPicker
                kind="reviewer"
                label={T.reviewer}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.reviewer?.message}
              />
            )}
          />
          <Textarea
            label={T.notes}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={TEST_NOTES_MAX}
            error={errors.notes?.message}
            {...form.register('notes')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {result ? T.save : T.addNewResult}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
