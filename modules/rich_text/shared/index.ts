/* The isomorphic surface of the rich_text module (server and browser). */
export {}
