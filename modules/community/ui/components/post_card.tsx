import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Alert, Anchor, Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core'
import { IconEyeOff, IconPin } from '@tabler/icons-react'
import { useZone, instantText } from '~/lib/time'
import { urlFor } from '~/lib/routes'
import type { RichTextContent } from '../../../rich_text/shared/index'
import { RichTextView, type MentionSubject } from '../../../rich_text/ui/index'
import type { PostItem } from '../../transformers/post_transformer'
import { EDIT_BLOCKED_MESSAGE } from '../../shared/values'
import { PostComposer } from './post_composer'
import { ReportButton } from '../../../safety/ui/index'

type Props = {
  post: PostItem
  mentionsWithin?: MentionSubject | null
  /** Comments under it are shown (a list of posts) or not (a comment itself). */
  isComment?: boolean
  /** Show "View all N comments" when only the latest are loaded. */
  linkToAllComments?: boolean
  highlighted?: boolean
}

function Byline({ post }: { post: PostItem }) {
  const zone = useZone()
  return (
    <Group gap={8} wrap="wrap">
      <Text fw={600} size="sm">
        {post.author.displayName}
      </Text>
      <Text size="xs" c="dimmed" component="time" dateTime={post.createdAt}>
        {instantText(post.createdAt, zone)}
      </Text>
      {post.lastEditedAt && (
        <Text size="xs" c="dimmed" title={instantText(post.lastEditedAt, zone)}>
          (edited)
        </Text>
      )}
      {post.type === 'introduction' && (
        <Badge size="sm" variant="light" color="grape">
          Introduction
        </Badge>
      )}
      {post.pinned && (
        <Badge size="sm" variant="light" leftSection={<IconPin size={12} aria-hidden />}>
          Pinned
        </Badge>
      )}
      {post.hidden && (
        <Badge size="sm" variant="light" color="orange" leftSection={<IconEyeOff size={12} aria-hidden />}>
          Hidden by a moderator
        </Badge>
      )}
    </Group>
  )
}

function DeleteButton({ post, isComment }: { post: PostItem; isComment: boolean }) {
  const [opened, setOpened] = useState(false)
  const [busy, setBusy] = useState(false)
  const what = isComment ? 'comment' : 'post'
  return (
    <>
      <Button size="compact-sm" variant="subtle" color="red" onClick={() => setOpened(true)}>
        Delete
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Delete this ${what}?`} centered>
        <Stack gap="md">
          <Text size="sm">It will be removed for everyone. This cannot be undone.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={() =>
                router.delete(urlFor('community.posts.destroy', { postId: post.id }), {
                  preserveScroll: true,
                  onStart: () => setBusy(true),
                  onFinish: () => {
                    setBusy(false)
                    setOpened(false)
                  },
                })
              }
            >
              Delete {what}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}

/** A post or comment: byline, body, the viewer's actions, and (for posts) its comments and a reply box. */
export function PostCard({ post, mentionsWithin, isComment = false, linkToAllComments = false, highlighted = false }: Props) {
  const [editing, setEditing] = useState(false)
  const [blockedNote, setBlockedNote] = useState(false)
  const [replying, setReplying] = useState(false)
  const { abilities } = post
  const anchor = isComment ? `comment-${post.id}` : `post-${post.id}`
  const hiddenComments = post.commentCount - post.comments.length

  return (
    <Paper
      id={anchor}
      component="article"
      aria-label={`${isComment ? 'Comment' : 'Post'} by ${post.author.displayName}`}
      withBorder={!isComment}
      radius="md"
      p={isComment ? 'xs' : 'md'}
      bg={highlighted ? 'yellow.0' : isComment ? 'gray.0' : undefined}
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="xs">
        <Byline post={post} />
        {editing ? (
          <PostComposer
            action={urlFor('community.posts.update', { postId: post.id })}
            method="put"
            label={isComment ? 'Edit your comment' : 'Edit your post'}
            variant={isComment ? 'simple' : 'full'}
            submitLabel="Save"
            mentionsWithin={mentionsWithin}
            initial={post.body as RichTextContent}
            onDone={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <RichTextView content={post.body as RichTextContent} />
        )}
        {blockedNote && (
          <Alert color="orange" withCloseButton onClose={() => setBlockedNote(false)} closeButtonLabel="Dismiss">
            {EDIT_BLOCKED_MESSAGE}
          </Alert>
        )}
        {!editing && (abilities.canEdit || abilities.editBlocked || abilities.canDelete || abilities.canReport || (!isComment && abilities.canComment)) && (
          <Group gap={4}>
            {!isComment && abilities.canComment && (
              <Button size="compact-sm" variant="subtle" onClick={() => setReplying((open) => !open)} aria-expanded={replying}>
                Comment
              </Button>
            )}
            {(abilities.canEdit || abilities.editBlocked) && (
              <Button size="compact-sm" variant="subtle" onClick={() => (abilities.canEdit ? setEditing(true) : setBlockedNote(true))}>
                Edit
              </Button>
            )}
            {abilities.canDelete && <DeleteButton post={post} isComment={isComment} />}
            {abilities.canReport && <ReportButton subject={{ type: 'post', id: post.id }} />}
          </Group>
        )}
        {!isComment && (post.comments.length > 0 || replying) && (
          <Stack gap="xs" pl={{ base: 'xs', sm: 'lg' }} component="section" aria-label="Comments">
            {linkToAllComments && hiddenComments > 0 && (
              <Anchor href={post.href} size="sm">
                View all {post.commentCount} comments
              </Anchor>
            )}
            {post.comments.map((comment) => (
              <PostCard key={comment.id} post={comment} isComment mentionsWithin={mentionsWithin} />
            ))}
            {replying && (
              <PostComposer
                action={urlFor('community.posts.comment', { postId: post.id })}
                label="Your comment"
                variant="simple"
                submitLabel="Comment"
                mentionsWithin={mentionsWithin}
                onCancel={() => setReplying(false)}
                onDone={() => setReplying(false)}
              />
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
