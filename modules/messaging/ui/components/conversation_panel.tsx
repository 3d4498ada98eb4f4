import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { Alert, Button, Group, Loader, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core'
import { postJson, xsrfToken } from '~/lib/csrf'
import { useLiveChannel } from '~/lib/live'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { emptyRichText, isRichTextEmpty, serializeRichText, type RichTextContent } from '../../../rich_text/shared/index'
import { RichTextEditor } from '../../../rich_text/ui/index'
import { EDIT_WINDOW_MINUTES, MESSAGING_MESSAGES } from '../../shared/index'
import { refreshUnreadMessages } from '../unread_messages'
import { MessageBubble } from './message_bubble'

type Opened = { conversation: Data.Messaging.Conversation; messages: Data.Messaging.Message[] }
type Errors = { errors?: Array<{ message: string }>; message?: string }

async function errorText(response: Response | null): Promise<string> {
  if (!response) return 'Your message could not be sent. Check your connection and try again.'
  if (response.status === 429) return MESSAGING_MESSAGES.tooManySends
  const body = (await response.json().catch(() => ({}))) as Errors
  return body.errors?.[0]?.message ?? body.message ?? 'Your message could not be sent. Please try again.'
}

/** One's own delivered message, within the edit window (the server decides; this only offers the button). */
function editable(message: Data.Messaging.Message) {
  return message.mine && !message.hidden && !message.held && Date.now() - Date.parse(message.createdAt) < EDIT_WINDOW_MINUTES * 60_000
}

/**
 * One conversation (issue 14 §1): newest messages (older ones on request), the composer (simple
 * rich text editor with images), and live updates from the conversation's channel: a new message,
 * a hidden or released one, all reloaded from the server (which marks them read).
 */
export function ConversationPanel({ externalUuid, onChanged }: { externalUuid: string; onChanged: () => void }) {
  const [opened, setOpened] = useState<Opened | null>(null)
  const [older, setOlder] = useState<Data.Messaging.Message[]>([])
  const [hasOlder, setHasOlder] = useState(false)
  const [state, setState] = useState<'loading' | 'shown' | 'missing'>('loading')
  const [content, setContent] = useState<RichTextContent>(emptyRichText())
  const [generation, setGeneration] = useState(0)
  const [error, setError] = useState<string | undefined>()
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [left, setLeft] = useState(false)
  // The message being edited in the composer (null: writing a new one).
  const [editingId, setEditingId] = useState<number | null>(null)
  const bottom = useRef<HTMLDivElement>(null)

  const load = useCallback(async () => {
    const response = await fetch(urlFor('messaging.conversations.show', { uuid: externalUuid }), { headers: { accept: 'application/json' } }).catch(() => null)
    if (!response?.ok) return setState('missing')
    const data = (await response.json()) as Opened
    setOpened(data)
    setHasOlder((current) => (current && older.length > 0 ? current : data.conversation.hasOlder))
    setState('shown')
    refreshUnreadMessages()
  }, [externalUuid, older.length])

  useEffect(() => {
    setOlder([])
    setState('loading')
    setNotice(null)
    setError(undefined)
    setLeft(false)
    void load()
    // Only a new conversation starts over (load itself changes as older pages arrive).
  }, [externalUuid])

  // Braces: newer browsers' scrollIntoView returns a promise, which an effect must not return.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' })
  }, [opened?.messages.length])

  useLiveChannel(opened?.conversation.live ?? null, () => {
    void load()
    onChanged()
  })

  async function loadOlder() {
    const first = (older[0] ?? opened?.messages[0])?.id
    if (!first) return
    const url = `${urlFor('messaging.conversations.older', { uuid: externalUuid })}?before=${first}`
    const response = await fetch(url, { headers: { accept: 'application/json' } }).catch(() => null)
    if (!response?.ok) return
    const page = (await response.json()) as { messages: Data.Messaging.Message[]; hasOlder: boolean }
    setOlder((current) => [...page.messages, ...current])
    setHasOlder(page.hasOlder)
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isRichTextEmpty(content)) return setError(MESSAGING_MESSAGES.empty)
    setBusy(true)
    const payload = { body: serializeRichText(content) }
    const response = await (editingId === null
      ? postJson(urlFor('messaging.messages.store', { uuid: externalUuid }), payload)
      : postJson(urlFor('messaging.messages.update', { uuid: externalUuid, id: editingId }), payload, 'PUT')
    ).catch(() => null)
    setBusy(false)
    if (!response?.ok) return setError(await errorText(response))
    const { held } = (await response.json()) as { held: boolean }
    setError(undefined)
    setNotice(held ? MESSAGING_MESSAGES.heldForReview : null)
    stopEditing()
    await load()
    onChanged()
  }

  function startEditing(message: Data.Messaging.Message) {
    setEditingId(message.id)
    setContent(message.body as RichTextContent)
    setGeneration((n) => n + 1)
    setError(undefined)
  }

  function stopEditing() {
    setEditingId(null)
    setContent(emptyRichText())
    setGeneration((n) => n + 1)
  }

  async function toggleMute(muted: boolean) {
    await postJson(urlFor('messaging.conversations.mute', { uuid: externalUuid }), { muted }).catch(() => null)
    await load()
    onChanged()
  }

  async function leave() {
    const response = await postJson(urlFor('messaging.conversations.leave', { uuid: externalUuid }), {}).catch(() => null)
    if (!response?.ok) return setNotice(await errorText(response))
    setLeft(true)
    onChanged()
    refreshUnreadMessages()
  }

  async function toggleBlock(other: { id: number; blockedByViewer: boolean }) {
    const url = other.blockedByViewer ? urlFor('messaging.blocks.destroy', { userId: other.id }) : urlFor('messaging.blocks.store', { userId: other.id })
    const token = xsrfToken()
    await fetch(url, { method: other.blockedByViewer ? 'DELETE' : 'POST', headers: { accept: 'application/json', ...(token ? { 'x-xsrf-token': token } : {}) } }).catch(() => null)
    await load()
  }

  if (state === 'loading') {
    return (
      <Group justify="center" p="xl">
        <Loader size="sm" role="status" aria-label="Loading the conversation" />
      </Group>
    )
  }
  if (state === 'missing' || !opened) {
    return (
      <Alert color="gray" title="Conversation not found">
        This conversation does not exist or you are not in it.
      </Alert>
    )
  }

  const { conversation } = opened
  if (left) {
    return (
      <Alert color="gray" title={`You left ${conversation.title}`}>
        It is no longer in your inbox and sends you nothing. Writing in it again from the session or series page brings it back.
      </Alert>
    )
  }
  const messages = [...older, ...opened.messages]
  return (
    <Stack gap="sm" component="section" aria-labelledby="conversation-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id="conversation-title">
          {conversation.title}
        </Title>
        <Group gap="xs">
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            aria-pressed={conversation.muted}
            title={conversation.muted ? 'You get no notifications from this conversation' : undefined}
            onClick={() => void toggleMute(!conversation.muted)}
          >
            {conversation.muted ? 'Unmute' : 'Mute'}
          </Button>
          {conversation.canLeave && (
            <Button size="xs" variant="subtle" color="gray" onClick={() => void leave()}>
              Leave
            </Button>
          )}
          {conversation.other && (
            <Button size="xs" variant="subtle" color={conversation.other.blockedByViewer ? 'gray' : 'red'} onClick={() => void toggleBlock(conversation.other!)}>
              {conversation.other.blockedByViewer ? `Unblock ${conversation.other.displayName}` : `Block ${conversation.other.displayName}`}
            </Button>
          )}
        </Group>
      </Group>
      <ScrollArea.Autosize mah="min(60vh, 640px)" type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, 'aria-label': 'Messages' }}>
        <Stack gap="xs" p={2} aria-live="polite" data-testid="messages">
          {hasOlder && (
            <Button variant="default" size="xs" onClick={() => void loadOlder()} style={{ alignSelf: 'center' }}>
              Older messages
            </Button>
          )}
          {messages.length === 0 ? (
            <Text c="dimmed" size="sm">
              No messages yet. Say hello!
            </Text>
          ) : (
            messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                actions={
                  conversation.canSend === true && editable(message) && editingId !== message.id ? (
                    <Group justify="flex-end">
                      <Button size="compact-xs" variant="subtle" onClick={() => startEditing(message)} aria-label="Edit your message">
                        Edit
                      </Button>
                    </Group>
                  ) : undefined
                }
              />
            ))
          )}
          <div ref={bottom} />
        </Stack>
      </ScrollArea.Autosize>
      {notice && (
        <Alert color="orange" role="status">
          {notice}
        </Alert>
      )}
      {conversation.canSend === true ? (
        <Paper withBorder radius="md" p="sm">
          <form onSubmit={(event) => void send(event)} noValidate>
            <Stack gap="xs">
              <RichTextEditor
                key={generation}
                label={editingId === null ? 'Your message' : 'Edit your message'}
                variant="simple"
                value={content}
                onChange={setContent}
                error={error}
              />
              <Group justify="flex-end">
                {editingId !== null && (
                  <Button variant="default" onClick={stopEditing}>
                    Cancel
                  </Button>
                )}
                <Button type="submit" loading={busy}>
                  {editingId === null ? 'Send' : 'Save edit'}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed" role="note">
          {conversation.other?.blockedByViewer ? MESSAGING_MESSAGES.blocked : conversation.canSend}
        </Text>
      )}
    </Stack>
  )
}
