/**
 * CSRF defence: every state-changing call (POST/PUT/DELETE) must carry this header. Browsers cannot
 * add a custom header to a cross-site form post, and a cross-origin fetch with it needs a CORS
 * pre-flight the server never grants. The session cookie is also SameSite=Strict.
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'portcullis';
/** Name of the session cookie (HttpOnly, SameSite=Strict, Secure over TLS). */
export const SESSION_COOKIE = 'portcullis_session';
