import { useState, type FormEvent } from 'react'
import { Link, router, useForm } from '@inertiajs/react'
import { Anchor, Button, Group, Image, MultiSelect, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { instantWithYearText, useZone } from '~/lib/time'
import { RichTextEditor } from '../../../rich_text/ui/index'
import { emptyRichText, serializeRichText, type RichTextContent } from '../../../rich_text/shared/index'
import { ImageUploadButton } from '../../../uploads/ui/index'
import { PIN_EVERYWHERE, slugFromTitle, type ArticleFields } from '../../shared/index'
import { AdminLayout } from '~/components/admin_layout'
import { PublicationBadge } from '../components/publication_badge'

type Article = Data.Blog.BlogArticle.Variants['forForm']

type Props = {
  admin: Data.Kernel.AdminFrame
  article: Article | null
  authorOptions: Data.Blog.AuthorOption[]
  categories: { value: string; label: string }[]
}


/** The publication controls of a saved article: publish now, schedule, unpublish, preview. */
function Publishing({ article }: { article: Article }) {
  const zone = useZone()
  const [when, setWhen] = useState('')
  const schedule = useForm({ publishedAt: '' })
  const errors = useFormErrors(schedule)
  const post = (route: 'blog.console.publish' | 'blog.console.unpublish') => router.post(urlFor(route, { id: article.id }), {}, { preserveScroll: true })
  function submitSchedule(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // datetime-local is the writer's own clock: the browser turns it into an instant.
    const at = when ? new Date(when) : null
    schedule.transform(() => ({ publishedAt: at && !Number.isNaN(at.getTime()) ? at.toISOString() : '' }))
    schedule.post(urlFor('blog.console.schedule', { id: article.id }), { preserveScroll: true })
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            Publishing
          </Title>
          <PublicationBadge state={article.state} />
        </Group>
        <Text size="sm" c="dimmed">
          {article.state === 'draft' && 'A draft: only the blog team can open it.'}
          {article.state === 'scheduled' && article.publishedAt && `Goes live on ${instantWithYearText(article.publishedAt, zone)}.`}
          {article.state === 'published' && article.publishedAt && `Published on ${instantWithYearText(article.publishedAt, zone)}.`}
        </Text>
        <Group gap="sm">
          {article.state !== 'published' && <Button onClick={() => post('blog.console.publish')}>Publish now</Button>}
          {article.state !== 'draft' && (
            <Button variant="default" onClick={() => post('blog.console.unpublish')}>
              Unpublish
            </Button>
          )}
          <Button component={Link} href={urlFor('blog.show', { slug: article.slug })} variant="subtle">
            {article.state === 'published' ? 'View article' : 'Preview'}
          </Button>
        </Group>
        <form onSubmit={submitSchedule} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              type="datetime-local"
              label="Schedule for"
              description="Your local time"
              value={when}
              onChange={(event) => setWhen(event.currentTarget.value)}
              error={errorOf(errors, 'publishedAt')}
              style={{ flex: '1 1 220px' }}
            />
            <Button type="submit" variant="light" loading={schedule.processing}>
              Schedule
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  )
}

/** blog/editor — /admin/blog/new and /admin/blog/{id}/edit. */
export default function BlogEditor({ admin, article, authorOptions, categories }: Props) {
  const form = useForm<ArticleFields>({
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    excerpt: article?.excerpt ?? '',
    metaDescription: article?.metaDescription ?? '',
    category: article?.category ?? categories[0]?.value ?? '',
    pinnedTo: article?.pinnedTo ?? null,
    imageUrl: article?.imageUrl ?? null,
    authorIds: article?.authorIds ?? [],
  })
  // Kept beside the form: Inertia's form types cannot walk the recursive document type.
  const [body, setBody] = useState<RichTextContent>(() => (article?.body as RichTextContent | undefined) ?? emptyRichText())
  // The slug follows the title until the writer edits it (a saved article keeps its address).
  const [slugTouched, setSlugTouched] = useState(article !== null)
  const errors = useFormErrors(form)
  const error = (key: string) => errorOf(errors, key)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Rich text travels as its JSON text (the JSON body parser trims strings).
    form.transform((data) => ({ ...data, body: serializeRichText(body) }))
    if (article) form.put(urlFor('blog.console.update', { id: article.id }), { preserveScroll: true })
    else form.post(urlFor('blog.console.store'), { preserveScroll: true })
  }

  const pinOptions = [
    { value: '', label: 'Not pinned' },
    { value: PIN_EVERYWHERE, label: 'Top of the blog' },
    ...categories.map((category) => ({ value: category.value, label: `Top of ${category.label}` })),
  ]

  return (
    <AdminLayout
      admin={admin}
      title={article ? `Edit “${article.title}”` : 'New article'}
      description={article ? `/blog/${article.slug}` : 'Saved as a draft: publish or schedule it once it is ready.'}
      actions={
        <Anchor component={Link} href={urlFor('blog.console.index')}>
          Back to the blog console
        </Anchor>
      }
    >
      <Stack gap="lg">
        {article && <Publishing article={article} />}
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="sm">
                <TextInput
                  label="Title"
                  required
                  maxLength={200}
                  value={form.data.title}
                  onChange={(event) => {
                    const title = event.currentTarget.value
                    form.setData((data) => ({ ...data, title, slug: slugTouched ? data.slug : slugFromTitle(title) }))
                  }}
                  error={error('title')}
                />
                <TextInput
                  label="Slug"
                  description="The article's address: /blog/your-slug. Lowercase letters, numbers and dashes."
                  required
                  maxLength={120}
                  value={form.data.slug}
                  onChange={(event) => {
                    setSlugTouched(true)
                    form.setData('slug', event.currentTarget.value)
                  }}
                  error={error('slug')}
                />
                <Textarea
                  label="Excerpt"
                  description="Shown on the blog index and in the RSS feed."
                  autosize
                  minRows={2}
                  maxLength={500}
                  value={form.data.excerpt}
                  onChange={(event) => form.setData('excerpt', event.currentTarget.value)}
                  error={error('excerpt')}
                />
                <Textarea
                  label="Meta description"
                  description="For search engines and link previews (about 160 characters). The excerpt is used when empty."
                  autosize
                  minRows={2}
                  maxLength={320}
                  value={form.data.metaDescription}
                  onChange={(event) => form.setData('metaDescription', event.currentTarget.value)}
                  error={error('metaDescription')}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    label="Category"
                    required
                    data={categories}
                    allowDeselect={false}
                    value={form.data.category}
                    onChange={(value) => form.setData('category', value ?? '')}
                    error={error('category')}
                  />
                  <Select
                    label="Pinned"
                    data={pinOptions}
                    allowDeselect={false}
                    value={form.data.pinnedTo ?? ''}
                    onChange={(value) => form.setData('pinnedTo', value ? value : null)}
                    error={error('pinnedTo')}
                  />
                </SimpleGrid>
                <MultiSelect
                  label="Authors"
                  description="Credited on the article, in this order."
                  required
                  searchable
                  data={authorOptions.map((person) => ({ value: String(person.id), label: `${person.displayName} (@${person.username})` }))}
                  value={form.data.authorIds.map(String)}
                  onChange={(values) => form.setData('authorIds', values.map(Number))}
                  error={error('authorIds')}
                />
                <Stack gap={6}>
                  <Text size="sm" fw={500}>
                    Header image
                  </Text>
                  {form.data.imageUrl && <Image src={form.data.imageUrl} alt="The header image" mah={180} w="auto" fit="contain" radius="sm" />}
                  <Group gap="sm">
                    <ImageUploadButton
                      label={form.data.imageUrl ? 'Replace the header image' : 'Upload a header image'}
                      onUploaded={(image) => form.setData('imageUrl', image.downloadUrl)}
                    />
                    {form.data.imageUrl && (
                      <Button variant="subtle" size="xs" color="red" onClick={() => form.setData('imageUrl', null)}>
                        Remove the header image
                      </Button>
                    )}
                  </Group>
                  {error('imageUrl') && (
                    <Text size="sm" c="red">
                      {error('imageUrl')}
                    </Text>
                  )}
                </Stack>
              </Stack>
            </Paper>
            <RichTextEditor
              label="Article"
              variant="full"
              required
              value={body}
              onChange={setBody}
              error={error('body')}
            />
            <Group>
              <Button type="submit" loading={form.processing}>
                {article ? 'Save changes' : 'Save draft'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </AdminLayout>
  )
}
