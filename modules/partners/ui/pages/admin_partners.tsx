import { useState } from 'react'
import { router, useForm } from '@inertiajs/react'
import { ActionIcon, Anchor, Badge, Button, Card, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react'
import { AdminLayout } from '~/components/admin_layout'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { PARTNER_KINDS, PARTNER_KIND_LABELS, PARTNER_SIZES, type PartnerKind, type PartnerSize } from '../../shared/index.js'

type Partner = Data.Partners.Partner.Variants['forConsole']
type Landing = Data.Partners.LandingSource.Variants['forConsole']
type Props = { admin: Data.Kernel.AdminFrame; partners: Partner[]; landingPages: Landing[] }

type PartnerFields = { name: string; kind: PartnerKind; link: string; logoUrl: string; size: PartnerSize }
const EMPTY_PARTNER: PartnerFields = { name: '', kind: 'university', link: 'https://', logoUrl: '', size: 'medium' }
const sizeLabel = (size: string) => size.charAt(0).toUpperCase() + size.slice(1)

/** The fields of a partner entry (spec 001 §3.10: name, link, logo, size), for adding and editing. */
function PartnerForm({ initial, submitLabel, onSubmit }: { initial: PartnerFields; submitLabel: string; onSubmit: (form: ReturnType<typeof useForm<PartnerFields>>) => void }) {
  const form = useForm<PartnerFields>(initial)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(form)
      }}
    >
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" required maxLength={120} value={form.data.name} onChange={(event) => form.setData('name', event.currentTarget.value)} error={form.errors.name} />
          <Select
            label="Kind"
            data={PARTNER_KINDS.map((kind) => ({ value: kind, label: PARTNER_KIND_LABELS[kind] }))}
            value={form.data.kind}
            onChange={(value) => form.setData('kind', (value ?? 'university') as PartnerKind)}
            allowDeselect={false}
            error={form.errors.kind}
          />
          <TextInput label="Link (https)" type="url" required maxLength={500} value={form.data.link} onChange={(event) => form.setData('link', event.currentTarget.value)} error={form.errors.link} />
          <TextInput
            label="Logo address (https, optional)"
            type="url"
            maxLength={500}
            value={form.data.logoUrl}
            onChange={(event) => form.setData('logoUrl', event.currentTarget.value)}
            error={form.errors.logoUrl}
          />
          <Select
            label="Logo size"
            data={PARTNER_SIZES.map((size) => ({ value: size, label: sizeLabel(size) }))}
            value={form.data.size}
            onChange={(value) => form.setData('size', (value ?? 'medium') as PartnerSize)}
            allowDeselect={false}
            error={form.errors.size}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={form.processing}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

function PartnerRow({ partner, first, last, onEdit }: { partner: Partner; first: boolean; last: boolean; onEdit: () => void }) {
  const post = (name: 'partners.admin_activate' | 'partners.admin_deactivate' | 'partners.admin_move', body: Record<string, string> = {}) =>
    router.post(urlFor(name, { id: partner.id }), body, { preserveScroll: true })
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor href={partner.link} target="_blank" rel="noopener noreferrer">
          {partner.name}
        </Anchor>
      </Table.Td>
      <Table.Td>{PARTNER_KIND_LABELS[partner.kind as PartnerKind] ?? partner.kind}</Table.Td>
      <Table.Td>{sizeLabel(partner.size)}</Table.Td>
      <Table.Td>{partner.active ? <Badge color="green">Shown</Badge> : <Badge color="gray">Hidden</Badge>}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="default" disabled={first} aria-label={`Move ${partner.name} up`} onClick={() => post('partners.admin_move', { direction: 'up' })}>
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="default" disabled={last} aria-label={`Move ${partner.name} down`} onClick={() => post('partners.admin_move', { direction: 'down' })}>
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <Button size="xs" variant="light" aria-label={`Edit ${partner.name}`} onClick={onEdit}>
            Edit
          </Button>
          {partner.active ? (
            <Button size="xs" variant="light" color="red" aria-label={`Hide ${partner.name}`} onClick={() => post('partners.admin_deactivate')}>
              Hide
            </Button>
          ) : (
            <Button size="xs" variant="light" aria-label={`Show ${partner.name}`} onClick={() => post('partners.admin_activate')}>
              Show
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}

function PartnerList({ partners }: { partners: Partner[] }) {
  const [editing, setEditing] = useState<Partner | null>(null)
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="partner-list">
      <Title order={2} size="h4" id="partner-list" mb="xs">
        Partner list
      </Title>
      {partners.length === 0 ? (
        <Text c="dimmed">No partners yet. Add the first one below.</Text>
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Logo size</Table.Th>
                <Table.Th>On /partnerships</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {partners.map((partner, index) => (
                <PartnerRow key={partner.id} partner={partner} first={index === 0} last={index === partners.length - 1} onEdit={() => setEditing(partner)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? `Edit ${editing.name}` : ''}>
        {editing && (
          <PartnerForm
            key={editing.id}
            initial={{ name: editing.name, kind: editing.kind as PartnerKind, link: editing.link, logoUrl: editing.logoUrl ?? '', size: editing.size as PartnerSize }}
            submitLabel="Save partner"
            onSubmit={(form) => form.put(urlFor('partners.admin_update', { id: editing.id }), { preserveScroll: true, onSuccess: () => setEditing(null) })}
          />
        )}
      </Modal>
    </Card>
  )
}

type LandingFields = { partnerSlug: string; header: string; subheader: string; logoUrl: string; collegeAdmissionsPartner: boolean }
const EMPTY_LANDING: LandingFields = { partnerSlug: '', header: '', subheader: '', logoUrl: '', collegeAdmissionsPartner: false }

function LandingForm({ initial, withSlug, submitLabel, onSubmit }: { initial: LandingFields; withSlug: boolean; submitLabel: string; onSubmit: (form: ReturnType<typeof useForm<LandingFields>>) => void }) {
  const form = useForm<LandingFields>(initial)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(form)
      }}
    >
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {withSlug && (
            <TextInput
              label="Partner slug"
              description="The page address /partners/{slug} and its referral code; it cannot change later."
              required
              maxLength={40}
              value={form.data.partnerSlug}
              onChange={(event) => form.setData('partnerSlug', event.currentTarget.value)}
              error={form.errors.partnerSlug}
            />
          )}
          <TextInput label="Header" required maxLength={200} value={form.data.header} onChange={(event) => form.setData('header', event.currentTarget.value)} error={form.errors.header} />
          <TextInput label="Subheader (optional)" maxLength={300} value={form.data.subheader} onChange={(event) => form.setData('subheader', event.currentTarget.value)} error={form.errors.subheader} />
          <TextInput label="Logo address (https, optional)" type="url" maxLength={500} value={form.data.logoUrl} onChange={(event) => form.setData('logoUrl', event.currentTarget.value)} error={form.errors.logoUrl} />
        </SimpleGrid>
        <Checkbox
          label="College-admissions partner"
          checked={form.data.collegeAdmissionsPartner}
          onChange={(event) => form.setData('collegeAdmissionsPartner', event.currentTarget.checked)}
          error={form.errors.collegeAdmissionsPartner}
        />
        <Group>
          <Button type="submit" loading={form.processing}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

function LandingPages({ landingPages }: { landingPages: Landing[] }) {
  const [editing, setEditing] = useState<Landing | null>(null)
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="landing-pages">
      <Title order={2} size="h4" id="landing-pages" mb={4}>
        Partner landing pages
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Visitors who open a landing page and then sign up within 7 days are recorded as referred by it.
      </Text>
      {landingPages.length === 0 ? (
        <Text c="dimmed" mb="md">
          No landing pages yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" mb="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Address</Table.Th>
                <Table.Th>Header</Table.Th>
                <Table.Th>Sign-ups</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {landingPages.map((landing) => (
                <Table.Tr key={landing.id}>
                  <Table.Td>
                    <Anchor href={urlFor('partners.landing', { slug: landing.partnerSlug })}>/partners/{landing.partnerSlug}</Anchor>
                    {landing.collegeAdmissionsPartner && (
                      <Badge ml="xs" variant="light">
                        College admissions
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{landing.header}</Table.Td>
                  <Table.Td>{landing.signups}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" aria-label={`Edit /partners/${landing.partnerSlug}`} onClick={() => setEditing(landing)}>
                      Edit
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Title order={3} size="h5" mb="xs">
        Add a landing page
      </Title>
      <LandingForm
        initial={EMPTY_LANDING}
        withSlug
        submitLabel="Create landing page"
        onSubmit={(form) => form.post(urlFor('partners.admin_landing_store'), { preserveScroll: true, onSuccess: () => form.reset() })}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? `Edit /partners/${editing.partnerSlug}` : ''}>
        {editing && (
          <LandingForm
            key={editing.id}
            initial={{ partnerSlug: editing.partnerSlug, header: editing.header, subheader: editing.subheader ?? '', logoUrl: editing.logoUrl ?? '', collegeAdmissionsPartner: editing.collegeAdmissionsPartner }}
            withSlug={false}
            submitLabel="Save landing page"
            // The slug is sent but not read: it cannot change (the update validator has no slug).
            onSubmit={(form) => form.put(urlFor('partners.admin_landing_update', { id: editing.id }), { preserveScroll: true, onSuccess: () => setEditing(null) })}
          />
        )}
      </Modal>
    </Card>
  )
}

/** partners/admin_partners — /admin/partners (spec 000 §2.6: super): the /partnerships list and partner landing pages. */
export default function AdminPartners({ admin, partners, landingPages }: Props) {
  return (
    <AdminLayout admin={admin} title="Partners" description="The universities, states and organisations shown on /partnerships, in this order, and the partners' landing pages.">
      <Stack gap="lg">
        <PartnerList partners={partners} />
        <Card withBorder padding="md" component="section" aria-labelledby="add-partner">
          <Title order={2} size="h4" id="add-partner" mb="xs">
            Add a partner
          </Title>
          <PartnerForm initial={EMPTY_PARTNER} submitLabel="Add partner" onSubmit={(form) => form.post(urlFor('partners.admin_store'), { preserveScroll: true, onSuccess: () => form.reset() })} />
        </Card>
        <LandingPages landingPages={landingPages} />
      </Stack>
    </AdminLayout>
  )
}
