import type { ReactNode } from 'react'
import { Card, Pagination, Select, Stack, Text, Title } from '@mantine/core'

/* The pieces the staff Feedbacks and Learner Feedbacks pages share (the paged list also the learner's /feedback/from-tutors): a chart's card, a filter, the paged list. */

/** A titled card around one chart (and an optional note under it). */
export function ChartCard({ title, children, note }: { title: string; children: ReactNode; note?: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
      {note && (
        <Text size="xs" c="dimmed" mt="xs">
          {note}
        </Text>
      )}
    </Card>
  )
}

type Option = { readonly value: string; readonly label: string }

/** A clearable filter of a fixed list (null: any). */
export function FilterSelect(props: { label: string; placeholder: string; options: readonly Option[]; value: string | null; onChange: (value: string | null) => void }) {
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder}
      clearable
      data={props.options.map((option) => ({ value: option.value, label: option.label }))}
      value={props.value}
      onChange={props.onChange}
    />
  )
}

/** The list's cards (or a line when nothing matches) and the pages below them. */
export function PagedList(props: { count: number; empty: string; meta: { page: number; lastPage: number }; onPage: (page: number) => void; children: ReactNode }) {
  return (
    <>
      {props.count === 0 ? <Text c="dimmed">{props.empty}</Text> : <Stack gap="sm">{props.children}</Stack>}
      {props.meta.lastPage > 1 && <Pagination total={props.meta.lastPage} value={props.meta.page} onChange={props.onPage} getControlProps={() => ({ 'aria-label': 'Page' })} />}
    </>
  )
}
