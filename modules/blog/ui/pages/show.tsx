import { Link } from '@inertiajs/react'
import { Alert, Anchor, Badge, Button, Container, Group, Image, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconEye } from '@tabler/icons-react'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { dayText, instantWithYearText, useZone } from '~/lib/time'
import { RichTextView } from '../../../rich_text/ui/index'
import type { RichTextContent } from '../../../rich_text/shared/index'
import type { PageSeo } from '../../shared/index'
import { BlogHead } from '../components/blog_head'

type Props = {
  article: Data.Blog.BlogArticle.Variants['forPage']
  seo: PageSeo
  editId: number | null
}

function authorLine(authors: string[]) {
  if (authors.length <= 1) return authors[0] ?? 'The Peerhaven team'
  return `${authors.slice(0, -1).join(', ')} and ${authors.at(-1)}`
}

/** blog/show — /blog/{slug}: the article; drafts and scheduled articles are a preview for the blog team. */
export default function BlogShow({ article, seo, editId }: Props) {
  const zone = useZone()
  const preview = article.state !== 'published'
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <BlogHead seo={seo} noindex={preview} />
      {preview && (
        <Alert color="yellow" icon={<IconEye size={18} aria-hidden />} title="Preview" mb="lg">
          {article.state === 'scheduled' && article.publishedAt
            ? `Only the blog team sees this article until it is published on ${instantWithYearText(article.publishedAt, zone)}.`
            : 'This article is a draft: only the blog team sees it.'}
        </Alert>
      )}
      <Group justify="space-between" mb="md">
        <Anchor component={Link} href={urlFor('blog.index')} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden /> All articles
          </Group>
        </Anchor>
        {editId !== null && (
          <Button component={Link} href={urlFor('blog.console.edit', { id: editId })} variant="light" size="xs">
            Edit article
          </Button>
        )}
      </Group>
      <Stack gap="md" component="article">
        <Group gap="xs">
          <Anchor component={Link} href={urlFor('blog.index', {}, { qs: { category: article.category } })}>
            <Badge variant="light" style={{ cursor: 'pointer' }}>
              {article.categoryLabel}
            </Badge>
          </Anchor>
        </Group>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {article.title}
        </Title>
        <Text c="dimmed" size="sm">
          By {authorLine(article.authors)}
          {article.publishedAt && !preview && (
            <>
              {' · '}
              <time dateTime={article.publishedAt}>{dayText(article.publishedAt, zone)}</time>
            </>
          )}
        </Text>
        {article.imageUrl && <Image src={article.imageUrl} alt="" radius="md" mah={420} fit="cover" />}
        {/* The generated prop type widens the stored document's tuples; it is the stored shape. */}
        <RichTextView content={article.body as RichTextContent} />
      </Stack>
    </Container>
  )
}
