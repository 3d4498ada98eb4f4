import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { postJson } from '~/lib/csrf'
import { instantText, useZone } from '~/lib/time'
import type { Data } from '~generated/data'
import { COMMENT_MESSAGES, MAX_COMMENT_LENGTH } from '../../shared/index'

type Comment = Data.SessionComments.SessionComment
type Listing = { comments: Comment[]; canPost: boolean; canModerate: boolean; maxLength: number }
type Notice = { color: 'teal' | 'orange' | 'red'; text: string }

async function messageOf(response: Response | null, fallback: string) {
  const body = (await response?.json().catch(() => null)) as { message?: string; errors?: Array<{ message: string }> } | null
  return body?.errors?.[0]?.message ?? body?.message ?? fallback
}

/**
 * A session's comments (session_comments fills 'session.sections'). The page only names the
 * section; the comments come from GET /session/:id/comments, which answers 404 to anyone who may
 * not see the session: then nothing is shown. Its learners, hosts and staff write here;
 * moderators hide and show comments again.
 */
export default function SessionComments({ sessionId }: { sessionId: number }) {
  const zone = useZone()
  const [listing, setListing] = useState<Listing | null>(null)
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    const response = await fetch(urlFor('session_comments.index', { id: sessionId }), { headers: { accept: 'application/json' } }).catch(() => null)
    if (response?.ok) setListing((await response.json()) as Listing)
  }, [sessionId])

  useEffect(() => {
    void load()
  }, [load])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const message = draft.trim()
    if (message.length === 0) return setError(COMMENT_MESSAGES.empty)
    if (message.length > MAX_COMMENT_LENGTH) return setError(COMMENT_MESSAGES.tooLong)
    setBusy(true)
    setError(null)
    const response = await postJson(urlFor('session_comments.store', { id: sessionId }), { message }).catch(() => null)
    setBusy(false)
    if (!response?.ok) return setError(await messageOf(response, 'Your comment could not be posted. Please try again.'))
    const answer = (await response.json()) as { held: boolean; message: string }
    setDraft('')
    setNotice({ color: answer.held ? 'orange' : 'teal', text: answer.message })
    await load()
  }

  const moderate = async (comment: Comment, hide: boolean) => {
    const response = await postJson(urlFor(hide ? 'session_comments.hide' : 'session_comments.unhide', { id: comment.id }), {}).catch(() => null)
    setNotice({ color: response?.ok ? 'teal' : 'red', text: await messageOf(response, 'That did not work. Please try again.') })
    await load()
  }

  if (!listing || (listing.comments.length === 0 && !listing.canPost)) return null
  return (
    <Paper withBorder radius="md" p="md" mt="xl" component="section" aria-labelledby="session-comments-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="session-comments-title">
          Comments
        </Title>
        {notice && (
          <Alert color={notice.color} withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)} role="status">
            {notice.text}
          </Alert>
        )}
        {listing.canPost && (
          <form onSubmit={submit} noValidate>
            <Stack gap="xs">
              <Textarea
                label="Your comment"
                description="Plain text. Phone numbers, e-mail addresses and social handles are hidden from others."
                autosize
                minRows={2}
                maxRows={8}
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
                error={error}
                maxLength={listing.maxLength}
              />
              <Group justify="space-between" gap="xs">
                <Text size="xs" c="dimmed" aria-live="polite">
                  {draft.length} / {listing.maxLength}
                </Text>
                <Button type="submit" loading={busy}>
                  Post comment
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {listing.comments.length === 0 ? (
          <Text c="dimmed">No comments yet.</Text>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {listing.comments.map((comment) => (
              <li key={comment.id} id={`session-comment-${comment.id}`}>
                <Stack gap={4}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} size="sm">
                      {comment.authorName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {instantText(comment.createdAt, zone)}
                    </Text>
                    {comment.state === 'hidden' && (
                      <Badge color="red" variant="light" tt="none">
                        {COMMENT_MESSAGES.hiddenByModerator}
                      </Badge>
                    )}
                    {comment.state === 'held' && (
                      <Badge color="orange" variant="light" tt="none">
                        {COMMENT_MESSAGES.heldForReview}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {comment.message}
                  </Text>
                  {listing.canModerate && (
                    <Group gap="xs">
                      {comment.state !== 'hidden' && (
                        <Button size="compact-sm" color="red" variant="light" onClick={() => void moderate(comment, true)}>
                          Hide
                        </Button>
                      )}
                      {comment.state !== 'visible' && (
                        <Button size="compact-sm" variant="default" onClick={() => void moderate(comment, false)}>
                          {comment.state === 'held' ? 'Release' : 'Unhide'}
                        </Button>
                      )}
                    </Group>
                  )}
                </Stack>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
