import { useState, type FormEvent } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Button, Code, Container, Paper, Stack, Title } from '@mantine/core'
import { PageHeader } from '~/components/page_header'
import { errorOf } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { emptyRichText, serializeRichText, type RichTextContent } from '../../shared/index.js'
import { RichTextEditor } from '../rich_text_editor'
import { RichTextView } from '../rich_text_view'

type Props = {
  within: { type: string; id: number } | null
  checked: Data.RichText.RichText | null
}

/** Staff: write with the full editor, let the server check it as stored, see it as readers do. */
export default function RichTextCheck({ within, checked: checkedProp }: Props) {
  // The generated type flattens RichTextContent's union (serialization_method | content): same data.
  const checked = checkedProp as RichTextContent | null
  const [content, setContent] = useState<RichTextContent>(checked ?? emptyRichText())
  const [busy, setBusy] = useState(false)
  const error = errorOf(usePage().props.errors, 'content')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const qs = within ? { within: `${within.type}:${within.id}` } : undefined
    router.post(urlFor('rich_text.check.store', {}, { qs }), { content: serializeRichText(content) }, { preserveScroll: true, onFinish: () => setBusy(false), onStart: () => setBusy(true) })
  }

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="Rich text check" description="Write with the full editor; the server checks it as it would be stored, then it is shown as readers see it. Nothing is saved." />
      <Stack gap="xl">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <RichTextEditor label="Document" variant="full" value={content} onChange={setContent} error={error} mentionsWithin={within ?? undefined} />
            <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
              Check and preview
            </Button>
          </Stack>
        </form>
        {checked && (
          <Paper withBorder p="md" component="section" aria-labelledby="as-readers-see-it">
            <Title order={2} size="h4" id="as-readers-see-it" mb="sm">
              As readers see it
            </Title>
            <RichTextView content={checked} />
            <Title order={3} size="h6" mt="md" mb={4}>
              As stored
            </Title>
            {/* Scrollable, so focusable: keyboard users can scroll it too. */}
            <Code block tabIndex={0} aria-label="The document as stored">
              {JSON.stringify(checked, null, 2)}
            </Code>
          </Paper>
        )}
      </Stack>
    </Container>
  )
}
