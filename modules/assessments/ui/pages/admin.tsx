import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Badge, Button, Group, Pagination, Paper, Select, Table, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { dayText, useZone } from '~/lib/time'
import { AdminLayout } from '~/components/admin_layout'
import { ConfirmButton } from '~/components/confirm_button'

type Props = {
  admin: Data.Kernel.AdminFrame
  assessments: Data.Assessments.AssessmentRow[]
  page: number
  lastPage: number
  total: number
  templates: { id: number; title: string }[]
  templateLinks: { assessmentId: number; templateId: number; title: string }[]
}

/** An unlink button that asks first: unlinking takes the assessment from every series of the template that has not released it. */
function UnlinkTemplate({
  assessment,
  link,
}: {
  assessment: string
  link: Props['templateLinks'][number]
}) {
  return (
    <ConfirmButton
      size="compact-xs"
      variant="subtle"
      aria-label={`Unlink ${assessment} from the template ${link.title}`}
      title={`Unlink from ${link.title}?`}
      message={`Series of this template that have not released “${assessment}” will no longer get it. Series that released it keep it, with their learners' answers.`}
      confirmLabel="Unlink"
      onConfirm={() =>
        router.post(
          urlFor('assessments.unlink_template', {
            id: link.assessmentId,
            templateId: link.templateId,
          }),
          {},
          { preserveScroll: true }
        )
      }
    >
      Unlink
    </ConfirmButton>
  )
}

/** Gives an assessment to every series hosted from a template (spec 001 §3.3 series_template_assessment). */
function TemplateLink({
  assessments,
  templates,
}: {
  assessments: Props['assessments']
  templates: Props['templates']
}) {
  const [assessmentId, setAssessmentId] = useState<string | null>(null)
  const [templateId, setTemplateId] = useState<string | null>(null)
  const open = assessments.filter((row) => !row.archivedAt)
  if (open.length === 0 || templates.length === 0) return null
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      mt="lg"
      component="section"
      aria-labelledby="template-link"
    >
      <Title order={2} fz="h4" id="template-link" mb="sm">
        Give an assessment to a series template
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Every series hosted from the template gets it; its hosts release it.
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Assessment"
          data={open.map((row) => ({ value: String(row.id), label: row.title }))}
          value={assessmentId}
          onChange={setAssessmentId}
          searchable
          style={{ flex: '1 1 200px' }}
        />
        <Select
          label="Series template"
          data={templates.map((row) => ({ value: String(row.id), label: row.title }))}
          value={templateId}
          onChange={setTemplateId}
          searchable
          style={{ flex: '1 1 200px' }}
        />
        <Button
          disabled={!assessmentId || !templateId}
          onClick={() =>
            router.post(
              urlFor('assessments.admin_link_template', { id: Number(assessmentId) }),
              { seriesTemplateId: Number(templateId) },
              { preserveScroll: true }
            )
          }
        >
          Link
        </Button>
      </Group>
    </Paper>
  )
}

/** assessments/admin — /admin/assessments (spec 000 §2.6: super): every assessment, its usage, archive. */
export default function AdminAssessments({
  admin,
  assessments,
  page,
  lastPage,
  total,
  templates,
  templateLinks,
}: Props) {
  const zone = useZone()
  return (
    <AdminLayout
      admin={admin}
      title="Assessments"
      description={`Every assessment (${total}), where it is used and how often it was submitted. Archiving closes it everywhere.`}
    >
      {assessments.length === 0 ? (
        <Text c="dimmed">No assessments yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Owner</Table.Th>
                <Table.Th>Questions</Table.Th>
                <Table.Th>Links</Table.Th>
                <Table.Th>Submissions</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {assessments.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.title}</Table.Td>
                  <Table.Td>{row.owner ?? '—'}</Table.Td>
                  <Table.Td>{row.questionCount}</Table.Td>
                  <Table.Td>
                    {row.links}
                    {templateLinks
                      .filter((link) => link.assessmentId === row.id)
                      .map((link) => (
                        <Group key={link.templateId} gap={4} wrap="nowrap">
                          <Text size="xs" c="dimmed">
                            Template: {link.title}
                          </Text>
                          <UnlinkTemplate assessment={row.title} link={link} />
                        </Group>
                      ))}
                  </Table.Td>
                  <Table.Td>{row.submissions}</Table.Td>
                  <Table.Td>
                    {row.archivedAt ? (
                      <Badge color="gray">Archived {dayText(row.archivedAt, zone)}</Badge>
                    ) : (
                      <Group gap="xs" wrap="nowrap">
                        {row.publishedAt ? (
                          <Badge color="green">Published</Badge>
                        ) : (
                          <Badge color="gray">Draft</Badge>
                        )}
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={`Archive ${row.title}`}
                          onClick={() =>
                            router.post(
                              urlFor('assessments.admin_archive', { id: row.id }),
                              {},
                              { preserveScroll: true }
                            )
                          }
                        >
                          Archive
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TemplateLink assessments={assessments} templates={templates} />
      {lastPage > 1 && (
        <Pagination
          mt="md"
          total={lastPage}
          value={page}
          onChange={(next) => router.get(urlFor('assessments.admin'), { page: next })}
        />
      )}
    </AdminLayout>
  )
}
