import { useState, type FormEvent } from 'react'
import { router } from '@inertiajs/react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { emptyRichText, isRichTextEmpty, serializeRichText, type RichTextContent } from '../../../rich_text/shared/index'
import { RichTextEditor, type MentionSubject } from '../../../rich_text/ui/index'
import { EMPTY_POST_MESSAGE } from '../../shared/messages'

type Props = {
  /** Where the body is posted (POST, or PUT when editing). */
  action: string
  method?: 'post' | 'put'
  label: string
  variant: 'simple' | 'full'
  submitLabel: string
  mentionsWithin?: MentionSubject | null
  initial?: RichTextContent
  /** Sent with the body (e.g. { type: 'introduction' }). */
  extra?: Record<string, string>
  onDone?: () => void
  onCancel?: () => void
}

/**
 * Writes a post, comment or edit: the rich text editor (images and mentions), sent as its JSON
 * text (rich text bodies must not be trimmed by the body parser). Server messages show under it.
 */
export function PostComposer({ action, method = 'post', label, variant, submitLabel, mentionsWithin, initial, extra, onDone, onCancel }: Props) {
  const [content, setContent] = useState<RichTextContent>(initial ?? emptyRichText())
  const [generation, setGeneration] = useState(0)
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isRichTextEmpty(content)) return setError(EMPTY_POST_MESSAGE)
    router[method](
      action,
      { ...extra, body: serializeRichText(content) },
      {
        preserveScroll: true,
        // The page stays mounted (open editors, live subscriptions); its props are refreshed.
        preserveState: true,
        onStart: () => setBusy(true),
        onFinish: () => setBusy(false),
        onError: (errors) => setError(errors.body ?? Object.values(errors)[0]),
        onSuccess: (page) => {
          const bag = page.props.errors as Record<string, string> | undefined
          if (bag?.body) return setError(bag.body)
          setError(undefined)
          setContent(emptyRichText())
          setGeneration((n) => n + 1)
          onDone?.()
        },
      }
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <RichTextEditor key={generation} label={label} variant={variant} value={content} onChange={setContent} error={error} mentionsWithin={mentionsWithin ?? undefined} />
        <Group gap="sm" justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** The sentence shown instead of a composer (why the viewer cannot write here). */
export function ComposerNote({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  )
}
