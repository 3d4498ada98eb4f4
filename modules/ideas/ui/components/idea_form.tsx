import { useState, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Button, Paper, Stack, TextInput, Title } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { RichTextEditor } from '../../../rich_text/ui/index'
import { emptyRichText, serializeRichText, type RichTextContent } from '../../../rich_text/shared/index'
import { IDEA_LIMITS } from '../../shared/index'

/** "Share an idea": a title and a short text (the simple editor, no images). */
export function IdeaForm() {
  const form = useForm({ title: '' })
  // Kept beside the form: Inertia's form types cannot walk the recursive document type.
  const [body, setBody] = useState<RichTextContent>(emptyRichText)
  const [editorKey, setEditorKey] = useState(0)
  const errors = useFormErrors(form)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Rich text travels as its JSON text (the JSON body parser trims strings).
    form.transform((data) => ({ ...data, body: serializeRichText(body) }))
    form.post(urlFor('ideas.store'), {
      preserveScroll: true,
      onSuccess: () => {
        form.reset()
        setBody(emptyRichText())
        setEditorKey((key) => key + 1)
      },
    })
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="share-idea">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="share-idea">
            Share an idea
          </Title>
          <TextInput
            label="Title"
            required
            maxLength={IDEA_LIMITS.titleMax}
            value={form.data.title}
            onChange={(event) => form.setData('title', event.currentTarget.value)}
            error={errorOf(errors, 'title')}
          />
          <RichTextEditor key={editorKey} label="Your idea" required value={body} onChange={setBody} withImages={false} error={errorOf(errors, 'body')} />
          <div>
            <Button type="submit" loading={form.processing}>
              Post idea
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  )
}
