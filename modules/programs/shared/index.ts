/* The isomorphic surface of programs: the Program Emails phases, placeholders and limits. */
export * from './program_emails.js'
