/* The isomorphic surface of the media module (server and browser). */
export {}
