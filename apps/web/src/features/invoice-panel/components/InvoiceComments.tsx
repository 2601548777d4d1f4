import { zodResolver } from '@hookform/resolvers/zod';
import { INVOICE_COMMENT_MAX } from '@kazi/shared/invoices/rules';
import { invoiceCommentBody } from '@kazi/shared/invoices/schemas';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Avatar, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { formatTimestamp } from '@/lib/format/dates.ts';
import { showServerErrors } from '@/lib/forms/server-errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { type InvoiceComment, invoiceCommentsQuery, useAddInvoiceComment } from '../api/invoice.ts';
import { PanelLoading } from './PanelLoading.tsx';

const M = invoicesMessages.invoices;

/** The Comments tab: what was said about the invoice, and a box to add to it (required, 250 characters). */
export function InvoiceComments({ id }: { id: number }) {
  const comments = useInfiniteQuery(invoiceCommentsQuery(id));
  return (
    <Stack gap="md">
      <CommentForm id={id} />
      {comments.isPending ? (
        <PanelLoading />
      ) : comments.isError ? (
        <ErrorState
          error={comments.error}
          onRetry={() => comments.refetch()}
          retrying={comments.isFetching}
        />
      ) : (
        <CommentList pages={comments.data.pages} />
      )}
      {comments.hasNextPage ? (
        <Button
          variant="default"
          size="xs"
          onClick={() => comments.fetchNextPage()}
          loading={comments.isFetchingNextPage}
        >
          {M.panel.showMore}
        </Button>
      ) : null}
    </Stack>
  );
}

function CommentList({ pages }: { pages: { results: InvoiceComment[] }[] }) {
  const comments = pages.flatMap((page) => page.results);
  if (!comments.length)
    return (
      <Text size="sm" c="dimmed">
        {M.panel.noComments}
      </Text>
    );
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {comments.map((comment) => (
        <Group component="li" key={comment.id} align="flex-start" gap="sm" wrap="nowrap">
          <Avatar
            src={comment.actor?.avatar_url ?? null}
            name={comment.actor?.display_name}
            size="sm"
            alt=""
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {comment.actor?.display_name ?? '—'}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={comment.timestamp}>{formatTimestamp(comment.timestamp)}</time>
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment.data.comment}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

function CommentForm({ id }: { id: number }) {
  const add = useAddInvoiceComment(id);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<{ body: string }>({
    defaultValues: { body: '' },
    resolver: zodResolver(invoiceCommentBody),
  });
  const body = form.watch('body');
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await add.mutateAsync(values.body);
      form.reset();
      notifySuccess(M.success.comment);
    } catch (error) {
      setAlert(showServerErrors(error, form.setError, ['body']));
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="xs">
        <Textarea
          label={M.panel.commentLabel}
          required
          autosize
          minRows={2}
          maxLength={INVOICE_COMMENT_MAX}
          description={`${body.length}/${INVOICE_COMMENT_MAX}`}
          error={form.formState.errors.body?.message}
          {...form.register('body')}
        />
        <ErrorAlert>{alert}</ErrorAlert>
        <Group justify="flex-end">
          <Button type="submit" size="xs" disabled={!body.trim()} loading={add.isPending}>
            {M.panel.addComment}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
