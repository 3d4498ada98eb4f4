/* Props shared by the console's pages (the server sends `admin` with every admin page). */
export type AdminMenuEntry = { key: string; label: string; href: string; description: string | null }

export type AdminFrame = {
  menu: { home: AdminMenuEntry | null; entries: AdminMenuEntry[]; columns: 1 | 2 }
  active: string
}

export type PageMeta = { total: number; currentPage: number; lastPage: number; perPage: number }
