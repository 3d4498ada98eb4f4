import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import { Anchor, Container, Group } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { PageHeader } from '~/components/page_header'

/**
 * The Blog console pages' frame: a way back to the staff console and the page header. (The
 * console's side menu belongs to the admin module, a sibling the blog may not import.)
 */
export function ConsoleFrame({ title, description, actions, children }: { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Group mb="sm">
        <Anchor component={Link} href="/admin" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden /> Staff console
          </Group>
        </Anchor>
      </Group>
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </Container>
  )
}
