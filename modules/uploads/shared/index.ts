/* The isomorphic surface of the uploads module (server and browser). */
export {}
