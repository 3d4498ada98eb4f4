/* The isomorphic surface of the uploads module (server and browser). */
export * from './purposes.js'
export * from './messages.js'
export * from './check_files.js'
export * from './file_name.js'
export * from './types.js'
