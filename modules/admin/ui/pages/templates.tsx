import { Link, router } from '@inertiajs/react'
import { Anchor, Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { AdminLayout } from '~/components/admin_layout'
import { ListPagination, SearchBar, type PageMeta } from '../components/list_controls'
import type { Data } from '~generated/data'

type Props = { admin: Data.Kernel.AdminFrame; templates: Data.Admin.Template[]; meta: PageMeta; q: string }

/** admin/templates — series templates: list, activate, edit, create. */
export default function AdminTemplates({ admin, templates, meta, q }: Props) {
  return (
    <AdminLayout
      admin={admin}
      title="Templates"
      description="Series templates. Program templates come from programs:sync."
      actions={
        <Button component={Link} href="/admin/templates/create" leftSection={<IconPlus size={16} aria-hidden />}>
          New template
        </Button>
      }
    >
      <SearchBar path="/admin/templates" q={q} label="Search templates" placeholder="Title or slug" />
      {templates.length === 0 ? (
        <Text>{q ? `No template matches “${q}”.` : 'No templates yet.'}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>World</Table.Th>
                <Table.Th>Program</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {templates.map((template) => (
                <Table.Tr key={template.id}>
                  <Table.Td>
                    <Anchor component={Link} href={`/admin/templates/${template.id}/edit`}>
                      {template.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {template.slug}
                    </Text>
                  </Table.Td>
                  <Table.Td>{template.world ?? '—'}</Table.Td>
                  <Table.Td>
                    {template.program ? `${template.program.slug} · ${template.program.iteration ?? '—'}` : '—'}
                  </Table.Td>
                  <Table.Td>
                    <Badge miw="max-content" color={template.active ? 'teal' : 'gray'} variant="light">
                      {template.active ? 'active' : 'inactive'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        color={template.active ? 'gray' : 'teal'}
                        aria-label={`${template.active ? 'Deactivate' : 'Activate'} ${template.title}`}
                        onClick={() =>
                          router.put(`/admin/templates/${template.id}/activation`, { active: !template.active }, { preserveScroll: true })
                        }
                      >
                        {template.active ? 'Deactivate' : 'Activate'}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination path="/admin/templates" meta={meta} params={{ q: q || undefined }} />
    </AdminLayout>
  )
}
