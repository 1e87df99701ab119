// JSON read back off the wire in a test (a route's reply, a stream's event): its shape is what the
// test asserts (toMatchObject, toEqual, a field read and compared), so the helpers that parse it
// leave it untyped on purpose rather than cast every reply to the type the code under test claims.
// Everything else in the tests is typed; this alias is the one place `any` is allowed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON, see above
export type WireJson = any;
