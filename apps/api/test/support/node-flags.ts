/**
 * Node.js flags for every test process that may open the embedded database (the test workers and the
 * servers they start): V8 compiles PGlite's WebAssembly with its baseline compiler only. A test's process
 * lives for seconds, and optimising PostgreSQL's code cost more CPU than it saved (decision 118).
 */
export const EMBEDDED_DATABASE_NODE_FLAGS = ['--liftoff-only'];
