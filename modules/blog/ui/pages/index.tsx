import { Link, router } from '@inertiajs/react'
import { Anchor, Badge, Box, Card, Chip, Container, Group, Image, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconPin, IconRss } from '@tabler/icons-react'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { dayText, useZone } from '~/lib/time'
import type { BlogCategory, PageSeo } from '../../shared/index'
import { PIN_EVERYWHERE } from '../../shared/index'
import { BlogHead } from '../components/blog_head'

type Props = {
  articles: Data.Blog.BlogArticle[]
  meta: { total: number; currentPage: number; lastPage: number }
  category: BlogCategory | null
  categories: { value: BlogCategory; label: string }[]
  seo: PageSeo
}

function ArticleCard({ article, pinned }: { article: Data.Blog.BlogArticle; pinned: boolean }) {
  const zone = useZone()
  const href = urlFor('blog.show', { slug: article.slug })
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      {article.imageUrl && (
        <Card.Section mb="md">
          <Image src={article.imageUrl} alt="" h={160} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light">{article.categoryLabel}</Badge>
          {pinned && (
            <Badge variant="outline" color="gray" leftSection={<IconPin size={12} aria-hidden />}>
              Pinned
            </Badge>
          )}
        </Group>
        <Title order={2} fz="h4">
          <Anchor component={Link} href={href} c="inherit" fw={700}>
            {article.title}
          </Anchor>
        </Title>
        {article.excerpt && <Text c="dimmed">{article.excerpt}</Text>}
        {article.publishedAt && (
          <Text size="sm" c="dimmed">
            <time dateTime={article.publishedAt}>{dayText(article.publishedAt, zone)}</time>
          </Text>
        )}
      </Stack>
    </Card>
  )
}

/** blog/index — /blog: published articles, pinned first, newest first, by category. */
export default function BlogIndex({ articles, meta, category, categories, seo }: Props) {
  const visit = (next: { category?: string | null; page?: number }) =>
    router.get(urlFor('blog.index'), { ...(next.category ? { category: next.category } : {}), ...(next.page && next.page > 1 ? { page: next.page } : {}) })
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <BlogHead seo={seo} />
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <Stack gap={4} style={{ flex: '1 1 280px' }}>
          <Title order={1}>The Peerhaven Blog</Title>
          <Text c="dimmed">News, tutor spotlights, safety and study tips from our community.</Text>
        </Stack>
        <Anchor href={urlFor('blog.feed')} size="sm">
          <Group gap={4} component="span">
            <IconRss size={16} aria-hidden /> RSS feed
          </Group>
        </Anchor>
      </Group>

      <Box component="nav" aria-label="Blog categories" mb="xl">
        <Chip.Group multiple={false} value={category ?? 'all'} onChange={(value) => visit({ category: value === 'all' ? null : value })}>
          <Group gap="xs">
            <Chip value="all">All articles</Chip>
            {categories.map((entry) => (
              <Chip key={entry.value} value={entry.value}>
                {entry.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Box>

      {articles.length === 0 ? (
        <Text c="dimmed">No articles here yet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {articles.map((article) => (
            <ArticleCard
              key={article.slug}
              article={article}
              pinned={article.pinnedTo === PIN_EVERYWHERE || (category !== null && article.pinnedTo === category)}
            />
          ))}
        </SimpleGrid>
      )}

      {meta.lastPage > 1 && (
        <Pagination
          mt="xl"
          total={meta.lastPage}
          value={meta.currentPage}
          onChange={(page) => visit({ category, page })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      )}
    </Container>
  )
}
