'use client';

import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { REPLY_MAX_LENGTH } from '@porchlight/core/reviews/review-writing.constants';
import { characterCounter, replyMessages } from '@porchlight/core/reviews/review-writing.messages';
import {
  addReplyRoute,
  deleteReplyRoute,
  updateReplyRoute,
} from '@porchlight/core/reviews/review-writing.routes';
import { type ReplyRequest, replyRequestSchema } from '@porchlight/core/reviews/review-writing.schemas';
import type { Review } from '@porchlight/core/reviews/reviews.schemas';
import { IconEdit, IconMessageReply, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { openConfirmDialog } from '@/lib/dialogs';
import { reloadSoon, useAction } from '@/lib/use-action';

export type RepliedReview = Pick<
  Review,
  'reviewNumber' | 'ownedByCurrentUser' | 'providerReply' | 'providerReplyDate' | 'displayUser'
>;

/**
 * A provider manager's reply controls on one review (spec 3 §2.1, §4): 'Reply' on others' reviews
 * without a reply; 'Edit reply' and 'Delete reply' once there is one. Render it only for managers
 * (profile.isOwner); the server checks again.
 */
export function ReplyControls({
  vanityNameLC,
  review,
  onChanged = () => reloadSoon(),
}: {
  vanityNameLC: string;
  review: RepliedReview;
  /** The review's reply after a change (null once deleted). Default: reload the page. */
  onChanged?: (reply: { providerReply: string | null; providerReplyDate: string | null }) => void;
}) {
  const [editing, setEditing] = useState(false);
  const hasReply = Boolean(review.providerReply);
  const params = { vanityNameLC, reviewNumber: review.reviewNumber };

  const remove = useAction(
    async () => {
      await callApi(deleteReplyRoute, { params });
      onChanged({ providerReply: null, providerReplyDate: null });
    },
    { success: replyMessages.deleted, errorTitle: replyMessages.errorTitle },
  );

  if (!hasReply && review.ownedByCurrentUser) return null;

  const confirmDelete = () =>
    void openConfirmDialog({
      title: 'Delete reply',
      centered: true,
      children: <Text size="sm">{replyMessages.confirmDelete}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.run(),
    });

  return (
    <>
      <Group gap="xs">
        {hasReply ? (
          <>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconEdit size={16} />}
              onClick={() => setEditing(true)}
            >
              Edit reply
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={16} />}
              loading={remove.busy}
              onClick={confirmDelete}
            >
              Delete reply
            </Button>
          </>
        ) : (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconMessageReply size={16} />}
            onClick={() => setEditing(true)}
          >
            Reply
          </Button>
        )}
      </Group>
      <ReplyDialog
        opened={editing}
        onClose={() => setEditing(false)}
        vanityNameLC={vanityNameLC}
        review={review}
        onSaved={(reply) => {
          setEditing(false);
          onChanged(reply);
        }}
      />
    </>
  );
}

function ReplyDialog({
  opened,
  onClose,
  vanityNameLC,
  review,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  vanityNameLC: string;
  review: RepliedReview;
  onSaved: (reply: { providerReply: string | null; providerReplyDate: string | null }) => void;
}) {
  const isEdit = Boolean(review.providerReply);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="lg"
      title={<Text fw={800}>{isEdit ? 'Edit your reply' : `Reply to ${review.displayUser}`}</Text>}
    >
      {/* A fresh form each time it opens: an edit starts from the saved reply. */}
      {opened && (
        <ReplyForm
          isEdit={isEdit}
          initialReply={review.providerReply ?? ''}
          onCancel={onClose}
          save={async (reply) => {
            const call = { params: { vanityNameLC, reviewNumber: review.reviewNumber }, body: { reply } };
            onSaved(await callApi(isEdit ? updateReplyRoute : addReplyRoute, call));
          }}
        />
      )}
    </Modal>
  );
}

function ReplyForm({
  isEdit,
  initialReply,
  onCancel,
  save,
}: {
  isEdit: boolean;
  initialReply: string;
  onCancel: () => void;
  save: (reply: string) => Promise<void>;
}) {
  const form = useForm<ReplyRequest>({
    initialValues: { reply: initialReply },
    validate: schemaResolver(replyRequestSchema, { sync: true }),
  });

  const submit = useAction(async (values: ReplyRequest) => save(replyRequestSchema.parse(values).reply), {
    success: isEdit ? replyMessages.updated : replyMessages.added,
    onError: (error) => {
      if (!(error instanceof ApiError && error.fields?.reply)) return false;
      form.setFieldError('reply', error.fields.reply);
      return true;
    },
    errorTitle: replyMessages.errorTitle,
  });

  return (
    <form onSubmit={form.onSubmit((values) => submit.run(values))} noValidate>
      <Stack gap="md">
        <Textarea
          label="Your reply"
          autosize
          minRows={4}
          maxRows={12}
          maxLength={REPLY_MAX_LENGTH}
          data-autofocus
          description={characterCounter(form.values.reply.length, REPLY_MAX_LENGTH)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('reply')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submit.busy}>
            {isEdit ? 'Save reply' : 'Post reply'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
