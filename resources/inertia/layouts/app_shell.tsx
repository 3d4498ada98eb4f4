import { useState, type ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { AppShell as MantineAppShell } from '@mantine/core'
import { BANNER_HEIGHT, BANNER_HEIGHT_SMALL, NAVBAR_HEIGHT } from '../theme'
import { AnnouncementBanner } from '../components/announcement_banner'
import { FrameEffects } from '../components/frame_effects'
import { SiteFooter } from '../components/site_footer'
import { SiteHeader } from '../components/site_header'
import type { SharedProps } from '../lib/shared_props'
import classes from './app_shell.module.css'

/**
 * The default layout of every page (set in app.tsx): announcement banner, header, page, footer.
 * Declared with `function` on purpose: Inertia treats a one-argument arrow function as a layout resolver.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { props } = usePage<SharedProps>()
  const [dismissedId, setDismissedId] = useState<number | null>(null)
  const announcement =
    props.announcement && props.announcement.id !== dismissedId ? props.announcement : null
  const headerHeight = announcement
    ? { base: NAVBAR_HEIGHT + BANNER_HEIGHT_SMALL, sm: NAVBAR_HEIGHT + BANNER_HEIGHT }
    : NAVBAR_HEIGHT

  return (
    <MantineAppShell header={{ height: headerHeight }}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <MantineAppShell.Header>
        {announcement && (
          <AnnouncementBanner
            announcement={announcement}
            onDismiss={() => setDismissedId(announcement.id)}
          />
        )}
        <SiteHeader />
      </MantineAppShell.Header>
      <MantineAppShell.Main
        id="main-content"
        tabIndex={-1}
        display="flex"
        style={{ flexDirection: 'column', outline: 'none' }}
      >
        <div style={{ flex: 1 }}>{children}</div>
        <SiteFooter />
      </MantineAppShell.Main>
      <FrameEffects />
    </MantineAppShell>
  )
}
