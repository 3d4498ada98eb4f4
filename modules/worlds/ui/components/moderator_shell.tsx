import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import { Anchor, Container, Group } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { PageHeader } from '~/components/page_header'
import { ModeratorTabs, type ModeratorTab } from './moderator_tabs'
import type { Data } from '~generated/data'

type Props = {
  world: Pick<Data.Worlds.World, 'slug' | 'title'>
  tabs: ModeratorTab[]
  active: string
  title: string
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
}

/** The frame of a world's moderator pages (members here, the others in community): back to the world, the title, the tabs. */
export function ModeratorShell({ world, tabs, active, title, description, actions, children }: Props) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Anchor component={Link} href={`/w/${world.slug}`} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> Back to {world.title}
        </Group>
      </Anchor>
      <PageHeader title={title} description={description} actions={actions} />
      <ModeratorTabs tabs={tabs} active={active} />
      {children}
    </Container>
  )
}
