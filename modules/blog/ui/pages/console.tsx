import { Link, router } from '@inertiajs/react'
import { Anchor, Button, Pagination, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { instantWithYearText, useZone } from '~/lib/time'
import { AdminLayout } from '~/components/admin_layout'
import { PublicationBadge } from '../components/publication_badge'

type Props = {
  admin: Data.Kernel.AdminFrame
  articles: Data.Blog.BlogArticle.Variants['forConsoleRow'][]
  meta: { total: number; currentPage: number; lastPage: number }
}

/** blog/console — /admin/blog: every article, drafts first (spec 000 §6.3: role blog). */
export default function BlogConsole({ admin, articles, meta }: Props) {
  const zone = useZone()
  return (
    <AdminLayout
      admin={admin}
      title="Blog"
      description={`${meta.total} ${meta.total === 1 ? 'article' : 'articles'}: drafts, scheduled and published.`}
      actions={
        <Button component={Link} href={urlFor('blog.console.create')}>
          New article
        </Button>
      }
    >
      {articles.length === 0 ? (
        <Text c="dimmed">No articles yet.</Text>
      ) : (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Published</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Links</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {articles.map((article) => (
                  <Table.Tr key={article.id}>
                    <Table.Td>
                      <Anchor component={Link} href={urlFor('blog.console.edit', { id: article.id })} fw={600}>
                        {article.title}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        /blog/{article.slug}
                      </Text>
                    </Table.Td>
                    <Table.Td>{article.categoryLabel}</Table.Td>
                    <Table.Td>
                      <PublicationBadge state={article.state} />
                    </Table.Td>
                    <Table.Td>{article.publishedAt ? instantWithYearText(article.publishedAt, zone) : '—'}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} href={urlFor('blog.show', { slug: article.slug })} size="sm">
                        {article.state === 'published' ? 'View' : 'Preview'}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {meta.lastPage > 1 && (
            <Pagination
              total={meta.lastPage}
              value={meta.currentPage}
              onChange={(page) => router.get(urlFor('blog.console.index'), { page })}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            />
          )}
        </Stack>
      )}
    </AdminLayout>
  )
}
