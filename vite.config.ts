import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'
import { precompress } from './resources/vite_plugins/precompress.js'

/*
 * Mantine in the first download: its core, hooks, notifications and the components the frame
 * (resources/inertia/layouts, the header, footer, menus and modals) renders, with what they use.
 * @mantine/core is imported through its index, so every component some page uses counts as
 * "initial": without this list, all of them would be in every visitor's first download.
 */
const FRAME_COMPONENTS = [
  'Anchor', 'AppShell', 'Avatar', 'Box', 'Burger', 'Button', 'CloseButton', 'Collapse', 'Container', 'Divider', 'Drawer',
  'Grid', 'SimpleGrid', 'Group', 'Menu', 'Modal', 'NavLink', 'Notification', 'Paper', 'Stack', 'Text', 'Title', 'UnstyledButton', 'VisuallyHidden',
]
const FRAME_MANTINE = new RegExp(
  String.raw`node_modules[\/](@floating-ui[\/]|@mantine[\/](hooks|notifications|store)[\/]|@mantine[\/]core[\/]esm[\/](core|utils|index)|@mantine[\/]core[\/]esm[\/]components[\/](${FRAME_COMPONENTS.join('|')})[\/])`
)

export default defineConfig({
  // Per checkout (not node_modules/.vite): worktrees sharing node_modules must not share pre-bundles.
  cacheDir: 'tmp/vite',
  plugins: [
    adonisjs({
      entryPoints: ['resources/inertia/app.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
    react(),
    precompress(),
  ],
  build: {
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        // Only what the first page load needs ($initial: statically imported from the entry) goes
        // into them; a library only some pages use (charts, the editor, dates) stays in those
        // pages' chunks instead of every visitor's first download (issue 19).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'] },
            { name: 'mantine', test: (id) => FRAME_MANTINE.test(id), tags: ['$initial'] },
            { name: 'inertia', test: /node_modules[\\/]@inertiajs[\\/]/, tags: ['$initial'] },
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  resolve: {
    // `~/` is the browser frame (resources/inertia): pages under modules/ and programs/ import from it.
    alias: {
      '~/': fileURLToPath(new URL('./resources/inertia/', import.meta.url)),
      // Generated for the browser by `node ace codegen` (route patterns for urlFor).
      '~generated/': fileURLToPath(new URL('./.adonisjs/client/', import.meta.url)),
    },
  },
})
